// Reads a scrape of /metrics as Prometheus does, refusing what it would refuse. The JavaScript parsers on npm
// are lenient (a line they cannot read becomes a sample whose value is text) or lose labelled histograms'
// counts, so the text format's grammar is checked here
// (https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format).

export type Sample = { name: string; labels: Record<string, string>; value: number }

export type Scrape = {
  /** Each family's TYPE: counter, gauge, histogram, summary or untyped. */
  types: Map<string, string>
  samples: Sample[]
  /** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
  value(name: string, labels?: Record<string, string>): number | undefined
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*'
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`)
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(?:,|$)/y
const NUMBER = /^(?:[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|NaN|[-+]?Inf)$/
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped'])
const SUFFIXES: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['_sum', '_count'],
}

function labelsOf(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {}
  LABEL.lastIndex = 0
  while (LABEL.lastIndex < text.length) {
    const at = LABEL.lastIndex
    const match = LABEL.exec(text)
    if (!match || match.index !== at) throw new Error(`labels do not parse: ${line}`)
    const [, key = '', raw = ''] = match
    if (key in labels) throw new Error(`label ${key} twice: ${line}`)
    labels[key] = raw.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c))
  }
  return labels
}

export function parseScrape(text: string): Scrape {
  if (!text.endsWith('\n')) throw new Error('the text does not end with a line feed')
  const types = new Map<string, string>()
  const helped = new Set<string>()
  const samples: Sample[] = []
  const seen = new Set<string>()
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line)
    if (meta) {
      const [, kind, name = '', rest = ''] = meta
      if (!new RegExp(`^${NAME}$`).test(name)) throw new Error(`bad metric name: ${line}`)
      if (kind === 'HELP') {
        if (helped.has(name)) throw new Error(`a second HELP: ${line}`)
        helped.add(name)
      } else {
        if (!TYPES.has(rest)) throw new Error(`unknown type: ${line}`)
        if (types.has(name)) throw new Error(`a second TYPE: ${line}`)
        if (samples.some((s) => s.name === name || s.name.startsWith(`${name}_`)))
          throw new Error(`TYPE after its samples: ${line}`)
        types.set(name, rest)
      }
      continue
    }
    if (line.startsWith('#')) continue
    const match = SAMPLE.exec(line)
    if (!match) throw new Error(`not a sample: ${line}`)
    const [, name = '', labelText = '', value = ''] = match
    if (!NUMBER.test(value)) throw new Error(`not a number: ${line}`)
    const family =
      [...types.keys()].find(
        (f) => f === name || (SUFFIXES[types.get(f) ?? '']?.some((suffix) => name === f + suffix) ?? false),
      ) ?? null
    // Everything this server writes is typed: a sample of no declared family is a mistake here.
    if (!family) throw new Error(`a sample without its family's TYPE: ${line}`)
    const labels = labelsOf(labelText, line)
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`
    if (seen.has(key)) throw new Error(`the same series twice: ${line}`)
    seen.add(key)
    samples.push({ name, labels, value: Number(value.replace(/Inf$/, 'Infinity')) })
  }
  checkHistograms(types, samples)
  const value: Scrape['value'] = (name, labels = {}) => {
    const found = samples.filter(
      (s) => s.name === name && Object.entries(labels).every(([key, v]) => s.labels[key] === v),
    )
    if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} names ${found.length} samples`)
    return found[0]?.value
  }
  return { types, samples, value }
}

/** Each series of a histogram: cumulative buckets, ending with +Inf, which is its count. */
function checkHistograms(types: Map<string, string>, samples: Sample[]) {
  for (const [family, type] of types) {
    if (type !== 'histogram') continue
    const series = new Map<string, { buckets: [number, number][]; count?: number }>()
    const keyOf = (labels: Record<string, string>) =>
      JSON.stringify(
        Object.entries(labels)
          .filter(([k]) => k !== 'le')
          .sort(),
      )
    for (const s of samples) {
      const entry = series.get(keyOf(s.labels)) ?? { buckets: [] }
      if (s.name === `${family}_bucket`) {
        const le = s.labels.le
        if (le === undefined || !NUMBER.test(le)) throw new Error(`${family}: a bucket without le`)
        entry.buckets.push([Number(le.replace(/Inf$/, 'Infinity')), s.value])
      } else if (s.name === `${family}_count`) entry.count = s.value
      else continue
      series.set(keyOf(s.labels), entry)
    }
    for (const [labels, { buckets, count }] of series) {
      buckets.sort(([a], [b]) => a - b)
      if (buckets.some(([, c], i) => i > 0 && c < (buckets[i - 1]?.[1] ?? 0)))
        throw new Error(`${family}${labels}: buckets not cumulative`)
      const last = buckets.at(-1)
      if (last?.[0] !== Number.POSITIVE_INFINITY || last[1] !== count)
        throw new Error(`${family}${labels}: the +Inf bucket is not the count`)
    }
  }
}
