// Budgets (informative: noisy figures, so the bench does not fail on them): each public page scores at least
// 95 in Lighthouse's mobile performance, with LCP <= 1.8 s, TBT <= 150 ms and CLS <= 0.05, and 100 in SEO and
// accessibility; each figure is the median of 3 runs. Lighthouse's default mobile configuration (simulated
// throttling), in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), one fresh Chrome per run, as a
// first-time visitor (no cookies, so the consent banner shows). Needs `pnpm build`.
//
// Lighthouse 13 declares `engines: node >=22.19`; it runs on Node 20.20 all the same (checked when added).
//
//   node bench/lighthouse.mjs                        every page, 3 runs each
//   node bench/lighthouse.mjs --runs 1 --only /es    quick: the pages whose path (or "app path") is listed
//   BENCH_LIGHTHOUSE_KEEP=/tmp/lh node bench/lighthouse.mjs ...   also keeps each run's report (JSON) there
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { appAddress, freePort, startPortal } from './lib.mjs'

const API_KEY = 'egresa-dev-public-key' // DEV_API_KEY of @egresa/api-client

/**
 * The pages measured, "app path". A `{name}` in a path is filled in from the demo data by FILL[name], so a
 * detail page is one line here and one function there.
 */
const PAGES = [
  'alumni /es',
  'alumni /en',
  'alumni /es/news',
  'alumni /es/news/{article}',
  'alumni /es/empleo',
  'alumni /es/empleo/{offer}',
  'alumni /es/comunidad',
  'alumni /es/grupos',
  'alumni /es/grupos/{group}',
  'alumni /es/info/privacy',
  'alumni /es/info/accessibility',
  'alumni /es/info/benefits',
  'alumni /es/services',
  'alumni /es/login',
  'alumni /es/register',
  'company /es',
  'company /es/login',
  'company /es/register',
]

const FILL = {
  /** The newest published article's Spanish slug (the news list's first card). */
  article: async (api) => {
    const { items } = await api('/api/articles?page=1')
    if (!items.length) throw new Error('the demo data has no published article')
    return items[0].slug
  },
  /** The first public group of the groups list (a group whose conversation everyone reads). */
  group: async (api) => {
    const { items } = await api('/api/workgroups?page=1&type=PUBLIC')
    if (!items.length) throw new Error('the demo data has no public group')
    return items[0].slug
  },
  /** The newest published offer (the public jobs landing's first teaser). */
  offer: async (api) => {
    const { items } = await api('/api/jobs/latest')
    if (!items.length) throw new Error('the demo data has no published offer')
    return items[0].hash
  },
}

const BUDGET = { perf: 95, lcp: 1800, tbt: 150, cls: 0.05, seo: 100, a11y: 100 }

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_LIGHTHOUSE_RUNS ?? '3' },
    only: { type: 'string', multiple: true, default: [] },
  },
})
function usage(message) {
  console.error(`${message}\nusage: node bench/lighthouse.mjs [--runs N] [--only "/es/login,company /es"]…`)
  process.exit(2)
}
const runs = Number(args.runs)
if (!Number.isInteger(runs) || runs < 1) usage(`--runs must be a whole number >= 1: ${args.runs}`)
const only = args.only.flatMap((o) => o.split(',')).map((o) => o.trim())
const pages = PAGES.map((label) => {
  const [app, path] = label.split(' ')
  return { label, app, path }
}).filter((p) => only.length === 0 || only.includes(p.path) || only.includes(p.label))
if (pages.length === 0) usage(`--only ${only.join(',')} matches none of: ${PAGES.join(', ')}`)

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'

/** One Lighthouse run in a fresh Chrome: the figures of the table and the SEO/accessibility audits missed. */
async function measure(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'silent',
      onlyCategories: ['performance', 'seo', 'accessibility'],
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error('Lighthouse gave no result')
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    // BENCH_LIGHTHOUSE_KEEP=<folder> keeps each run's report (JSON) there, to read its long tasks and scripts.
    if (process.env.BENCH_LIGHTHOUSE_KEEP) {
      const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')
      await writeFile(
        join(process.env.BENCH_LIGHTHOUSE_KEEP, `${name}-${Date.now()}.json`),
        JSON.stringify(lhr),
      )
    }
    const score = (id) =>
      lhr.categories[id].score == null ? NaN : Math.round(lhr.categories[id].score * 100)
    const value = (id) => lhr.audits[id]?.numericValue ?? NaN
    const missed = (id) =>
      lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => ref.id)
    return {
      perf: score('performance'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
      seo: score('seo'),
      a11y: score('accessibility'),
      missed: [
        ...missed('seo').map((id) => `seo ${id}`),
        ...missed('accessibility').map((id) => `a11y ${id}`),
      ],
    }
  } finally {
    chrome.kill()
  }
}

function median(values) {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const started = Date.now()
// Lighthouse loads every page several times from loopback: no per-address page limit (lib/traffic-limit.ts).
const portal = await startPortal(await freePort(), {
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  PAGES_PER_ADDRESS: '0',
  SEARCHES_PER_ADDRESS: '0',
})
try {
  const port = new URL(portal.base).port
  const api = async (path) => {
    const res = await fetch(`${portal.base}${path}`, { headers: { 'X-Api-Key': API_KEY } })
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`)
    return res.json()
  }
  const filled = {}
  for (const page of pages) {
    for (const [, name] of page.path.matchAll(/\{(\w+)\}/g)) {
      if (!FILL[name]) throw new Error(`no FILL.${name} for ${page.label}`)
      filled[name] ??= await FILL[name](api)
    }
    page.url = `${await appAddress(page.app, port)}${page.path.replace(/\{(\w+)\}/g, (_, name) => filled[name])}`
    page.results = []
    page.errors = []
  }

  console.log(
    `Lighthouse (mobile, simulated throttling) on ${pages.length} pages, median of ${runs} run${runs > 1 ? 's' : ''} each…`,
  )
  // Rounds over all pages rather than a page's runs back to back, so a busy minute on the machine does not
  // land on one page's every run.
  for (let round = 0; round < runs; round++) {
    for (const page of pages) {
      try {
        page.results.push(await measure(page.url))
      } catch (error) {
        page.errors.push(error.message)
      }
    }
  }

  const mark = (missed) => (missed ? '✗' : ' ')
  const cols = [
    ['perf', `perf≥${BUDGET.perf}`, (v) => v.toFixed(0), (v) => v < BUDGET.perf],
    ['lcp', `LCP≤${BUDGET.lcp / 1000}s`, (v) => `${(v / 1000).toFixed(2)} s`, (v) => v > BUDGET.lcp],
    ['tbt', `TBT≤${BUDGET.tbt}ms`, (v) => `${v.toFixed(0)} ms`, (v) => v > BUDGET.tbt],
    ['cls', `CLS≤${BUDGET.cls}`, (v) => v.toFixed(3), (v) => v > BUDGET.cls],
    ['bytes', 'transferred', (v) => `${(v / 1024).toFixed(0)} KB`, () => false],
    ['seo', `SEO=${BUDGET.seo}`, (v) => v.toFixed(0), (v) => v < BUDGET.seo],
    ['a11y', `a11y=${BUDGET.a11y}`, (v) => v.toFixed(0), (v) => v < BUDGET.a11y],
  ]
  const width = Math.max(...pages.map((p) => p.label.length), 4)
  const cell = (text) => text.padStart(11)
  console.log(`  ${'page'.padEnd(width)} ${cols.map(([, head]) => `${cell(head)} `).join(' ')}`)
  let missedAny = false
  for (const page of pages) {
    if (page.results.length === 0) {
      console.log(`  ${page.label.padEnd(width)} failed: ${page.errors[0]}`)
      missedAny = true
      continue
    }
    const cells = cols.map(([key, , format, misses]) => {
      const v = median(page.results.map((r) => r[key]))
      if (Number.isNaN(v)) return `${cell('n/a')}${mark(true)}`
      missedAny ||= misses(v)
      return `${cell(format(v))}${mark(misses(v))}`
    })
    const note = page.errors.length ? `  (${page.errors.length} run(s) failed: ${page.errors[0]})` : ''
    console.log(`  ${page.label.padEnd(width)} ${cells.join(' ')}${note}`)
  }
  console.log(
    `  ${missedAny ? '✗ marks a budget missed (informative: the bench does not fail on it)' : 'every budget met'}`,
  )

  // Grouped by audit: a missing head tag is usually missing on most pages.
  const byAudit = new Map()
  for (const page of pages) {
    for (const id of new Set(page.results.flatMap((r) => r.missed))) {
      byAudit.set(id, [...(byAudit.get(id) ?? []), page.label])
    }
  }
  if (byAudit.size) console.log('  SEO and accessibility audits failed (in any run):')
  for (const [id, labels] of byAudit) {
    const others = pages.filter((p) => !labels.includes(p.label)).map((p) => p.label)
    const where =
      others.length === 0
        ? 'every page'
        : labels.length > others.length
          ? `every page but ${others.join(', ')}`
          : labels.join(', ')
    console.log(`    ${id}: ${where}`)
  }
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`  ${pages.length * runs} runs in ${Math.floor(seconds / 60)} min ${seconds % 60} s`)
} finally {
  await portal.stop()
}
