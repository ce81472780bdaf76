// Issue "Security, round two": a fuzz that reaches the handlers. fuzz.test.ts sends hostile values that the
// validation layer refuses before any handler runs; this one starts from a VALID request of every operation
// of /api/openapi.json (test/valid-requests.ts: the demo data's real hashes, the session of a role that may
// call it) and changes one thing at a time: a path parameter, a query parameter, a body field (nested ones
// too), an unknown extra field, or an upload's file name or type. The change is a wrong type, an empty or
// blank value, a boundary (just past the field's own lengths and limits, 0, -1, 2^31, 2^53+1, 1e308,
// NaN-like text), an impossible date, long or odd Unicode, an array or object for a scalar, null, or
// nothing. So the request passes authentication and often validation, and what is left gets to the
// handler and the database.
//
// For every answer: never a 5xx; a refusal (4xx) is the documented error body with code === status, in the
// request's language (the same request is sent again in the other language: same status and reason,
// different words, and never the other language's catalog text), and the database is left as it was
// (test/db-fingerprint.ts, taken before the request and after its background work settled).
//
// fast-check draws the runs from a fixed seed, so CI sends the same requests every time; FUZZ_SEED picks
// another seed and FUZZ_RUNS another number of runs. Every problem found is listed with the seed, the run
// (fast-check's `path`) and the exact request. To replay one run alone, on fresh demo data:
//   FUZZ_SEED=<seed> FUZZ_PATH=<run> npx vitest run src/security/fuzz-handlers.test.ts
// Operations that cannot be repeated build a fresh object, token or session for every run (valid-requests.ts
// says which), so a run hardly depends on the runs before it and a replay finds what the whole run found.
import { ApiErrorBody, errorReasons } from '@egresa/api-contract/errors'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../lib/i18n'
import { reasonMessages } from '../lib/messages'
import { DEMO_ACCOUNTS } from '../seed/demo/accounts'
import { changedTables, databaseFingerprint } from '../test/db-fingerprint'
import { png } from '../test/fixtures'
import { createTestApp, type TestApp } from '../test/harness'
import {
  VALID_REQUESTS_ENV,
  type ValidRequest,
  type ValidRequestEntry,
  validRequests,
} from '../test/valid-requests'

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_611)
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_500)
const PATH = process.env.FUZZ_PATH

/** Statuses docs/api.md documents for bad input and refusals. */
const DOCUMENTED = new Set([400, 401, 403, 404, 405, 409, 413, 415, 429])

type JsonSchema = {
  type?: string | string[]
  anyOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  maxItems?: number
  format?: string
}
type Operation = {
  operationId: string
  parameters?: { name: string; in: 'path' | 'query'; schema?: JsonSchema }[]
  requestBody?: { content: Record<string, { schema?: JsonSchema }> }
}
type OpenApiDoc = { paths: Record<string, Record<string, Operation>> }
type Op = { id: string; method: string; template: string; operation: Operation }

/** What one run changes. `extra`: a field the operation does not have. */
type Target =
  | { part: 'params'; name: string }
  | { part: 'query'; name: string; extra?: boolean }
  | { part: 'body'; path: (string | number)[]; extra?: boolean }
  | { part: 'file'; name: 'name' | 'type' | 'bytes' }

/** A value as JSON text, so numbers JSON.stringify cannot write (2^53+1, -0) go out as written. */
class Raw {
  constructor(readonly json: string) {}
}
const ABSENT = Symbol('absent')
type Value = unknown | Raw | typeof ABSENT
type Mutation = (field: { schema?: JsonSchema; valid: unknown }) => Value

const repeat = (unit: string, length: number) => unit.repeat(Math.max(0, length))
const scalarSchema = (schema?: JsonSchema): JsonSchema | undefined =>
  schema?.anyOf?.find((s) => s.type !== 'null') ?? schema

const MUTATIONS: Record<string, Mutation> = {
  absent: () => ABSENT,
  null: () => null,
  empty: () => '',
  whitespace: () => ' \t\n ',
  'unicode spaces': () => '\u00a0\u2003\u3000',
  'a number': () => 12345,
  'a float': () => 1.5,
  'a boolean': () => true,
  'a string': () => 'texto',
  zero: () => 0,
  'minus one': () => -1,
  '2^31': () => 2 ** 31,
  '2^53+1': () => new Raw('9007199254740993'),
  '1e308': () => 1e308,
  '-1e308': () => -1e308,
  'minus zero': () => new Raw('-0'),
  'NaN text': () => 'NaN',
  'Infinity text': () => 'Infinity',
  '1e309 text': () => '1e309',
  'hex text': () => '0x1F',
  'min length - 1': ({ schema }) => repeat('a', (scalarSchema(schema)?.minLength ?? 1) - 1),
  'max length': ({ schema }) => repeat('a', scalarSchema(schema)?.maxLength ?? 255),
  'max length + 1': ({ schema }) => repeat('a', (scalarSchema(schema)?.maxLength ?? 255) + 1),
  'minimum - 1': ({ schema }) => (scalarSchema(schema)?.minimum ?? 0) - 1,
  'maximum + 1': ({ schema }) => (scalarSchema(schema)?.maximum ?? 2 ** 31 - 1) + 1,
  'max items + 1': ({ schema, valid }) =>
    Array.from({ length: (scalarSchema(schema)?.maxItems ?? 100) + 1 }, () =>
      Array.isArray(valid) ? valid[0] : valid,
    ),
  '30 February 2026': () => '2026-02-30',
  '29 February 2027': () => '2027-02-29',
  'year 0': () => '0000-01-01',
  'year 9999': () => '9999-12-31',
  '30 February 2027, 10:00': () => '2027-02-30T10:00:00Z',
  'month 13': () => '2026-13-01',
  'lone surrogate': () => '\ud800',
  NUL: () => 'a\u0000b',
  'right-to-left override': () => '\u202eabc.exe',
  'combining marks': () => `e${repeat('\u0301', 60)}`,
  emoji: () => '👩‍👩‍👧‍👦🏳️‍🌈',
  '10k characters': () => repeat('ñ', 10_000),
  '10k astral characters': () => repeat('𝕏', 10_000),
  'an array of it': ({ valid }) => [valid ?? 'x'],
  'an empty array': () => [],
  'an array of two': ({ valid }) => [valid ?? 'x', valid ?? 'x'],
  'an empty object': () => ({}),
  'an object': ({ valid }) => ({ value: valid ?? 'x' }),
  'a prototype key': () => JSON.parse('{"__proto__":{"admin":true}}'),
  'search syntax': () => "a & !b | (c:* <-> 'd') \\ % _",
  'a quote': () => 'O\'Brien"; --',
  'LIKE wildcards': () => '%_%\\',
  'upper case': ({ valid }) => (typeof valid === 'string' ? valid.toUpperCase() : valid),
  'padded with spaces': ({ valid }) => ` ${urlText(valid)} `,
  twice: ({ valid }) => `${urlText(valid)}${urlText(valid)}`,
  'an existing e-mail': () => realValues.email,
  'an existing e-mail in capitals': () => realValues.email.toUpperCase(),
}

/**
 * Real values of the demo data that a request could name by mistake or on purpose: the public ids of
 * objects of other kinds and owners, and another account's e-mail (filled before the runs).
 */
const realValues = { email: '', ids: {} as Record<string, string>, png: new Uint8Array() }
const REAL_ID_KINDS = [
  'user',
  'offer',
  'application',
  'article',
  'group',
  'comment',
  'project',
  'experience',
  'category',
  'tag',
  'company',
  'mandate',
  'charge',
]
for (const kind of REAL_ID_KINDS) MUTATIONS[`the id of another ${kind}`] = () => realValues.ids[kind] ?? ''

/** What an upload's bytes are changed to. */
const FILE_MUTATIONS: Record<string, (bytes: Uint8Array) => Uint8Array> = {
  'no bytes': () => new Uint8Array(),
  'the first half': (bytes) => bytes.slice(0, Math.floor(bytes.length / 2)),
  'a PNG image': () => realValues.png,
  'a PDF': () => new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
  'another XML document': () => new TextEncoder().encode('<?xml version="1.0"?><a><b>1</b></a>'),
  'XML with an external entity': () =>
    new TextEncoder().encode(
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>',
    ),
  'XML cut in a tag': (bytes) => {
    const text = new TextDecoder().decode(bytes)
    return new TextEncoder().encode(text.slice(0, Math.max(0, text.lastIndexOf('<') + 3)))
  },
}
/** The impossible and out-of-range dates, drawn most often for a date field. */
const DATE_MUTATIONS = new Set([
  '30 February 2026',
  '29 February 2027',
  'year 0',
  'year 9999',
  '30 February 2027, 10:00',
  'month 13',
])
const MUTATION_NAMES = Object.keys(MUTATIONS)

/**
 * The mutations most likely to get past validation for a kind of field, drawn three times out of four (the
 * rest from every mutation): a date field is tried with impossible dates, a number with boundaries and
 * numbers written as text, a text with lengths and odd Unicode, a list with its bounds and odd items.
 */
const LIKELY: Record<string, string[]> = {
  date: [...DATE_MUTATIONS, 'year 0', 'empty', 'whitespace', 'a number', 'max length + 1'],
  number: [
    'zero',
    'minus one',
    '2^31',
    '2^53+1',
    '1e308',
    '-1e308',
    'minus zero',
    'a float',
    'minimum - 1',
    'maximum + 1',
    'NaN text',
    'Infinity text',
    '1e309 text',
    'hex text',
    'a string',
  ],
  text: [
    'empty',
    'whitespace',
    'unicode spaces',
    'min length - 1',
    'max length',
    'max length + 1',
    'lone surrogate',
    'NUL',
    'right-to-left override',
    'combining marks',
    'emoji',
    '10k characters',
    '10k astral characters',
    'a number',
    'an array of it',
    'an array of two',
  ],
  list: ['an empty array', 'max items + 1', 'an array of two', 'null', 'a string', 'an empty object'],
  flag: ['a string', 'a number', 'null', 'an array of it', 'empty'],
  id: [
    ...REAL_ID_KINDS.map((kind) => `the id of another ${kind}`),
    'upper case',
    'padded with spaces',
    'twice',
    'empty',
    'max length + 1',
    'lone surrogate',
    'NUL',
    'a quote',
    'search syntax',
    'an array of two',
  ],
  email: [
    'an existing e-mail',
    'an existing e-mail in capitals',
    'padded with spaces',
    'upper case',
    'max length',
    'max length + 1',
    'twice',
    'a quote',
    'emoji',
    'empty',
  ],
}
const likely = (kind: string) =>
  (LIKELY[kind] ?? []).filter((name, i, all) => MUTATION_NAMES.includes(name) && all.indexOf(name) === i)

const ID_NAME =
  /hash|^id$|parent|category|area|specialty|company|user|reference|token|slug|tags|key|path|messageId/i

function kindOf(schema: JsonSchema | undefined, valid: unknown, target: Target): string {
  const s = scalarSchema(schema)
  const name =
    target.part === 'body' ? String(target.path.findLast((key) => typeof key === 'string')) : target.name
  if (s?.format === 'email' || /email/i.test(name)) return 'email'
  if (target.part === 'params' || (ID_NAME.test(name) && typeof valid === 'string')) return 'id'
  const type = Array.isArray(s?.type) ? s?.type[0] : s?.type
  if (s?.format === 'date' || s?.format === 'date-time') return 'date'
  if (typeof valid === 'string' && /^\d{4}-\d{2}-\d{2}/.test(valid)) return 'date'
  if (type === 'integer' || type === 'number' || typeof valid === 'number') return 'number'
  if (type === 'array' || Array.isArray(valid)) return 'list'
  if (type === 'boolean' || typeof valid === 'boolean') return 'flag'
  return 'text'
}

/** A URL-encoded text; a lone surrogate cannot be encoded as UTF-8, so it goes as the bytes it would be. */
const encode = (text: string) =>
  text.replace(/[^\ud800-\udfff]+|[\ud800-\udfff]/g, (part) =>
    part.length === 1 && part >= '\ud800' && part <= '\udfff' ? '%ED%A0%80' : encodeURIComponent(part),
  )

/** How a value goes into a URL: text as it is, numbers and booleans as written, anything else as JSON. */
function urlText(value: unknown): string {
  if (value instanceof Raw) return value.json
  if (typeof value === 'string') return value
  if (value === null) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return [path, ...value.flatMap((item, index) => leaves(item, [...path, index]))].filter((p) => p.length)
  if (value && typeof value === 'object')
    return [
      ...(path.length ? [path] : []),
      ...Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key])),
    ]
  return [path]
}

const PLACEHOLDER = '\u0001fuzz\u0001'

/** The body as JSON text with the value at `path` replaced (or removed, or added). */
function bodyText(body: Record<string, unknown>, path: (string | number)[], value: Value): string {
  const copy = structuredClone(body) as Record<string | number, unknown>
  let holder = copy
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>
  const last = path[path.length - 1] as string | number
  if (value === ABSENT) {
    if (Array.isArray(holder)) holder.splice(last as number, 1)
    else delete holder[last]
    return JSON.stringify(copy)
  }
  if (last === '__proto__') {
    // Written as a key of the JSON text, which JSON.parse keeps as an own property.
    const text = JSON.stringify(copy)
    return `${text.slice(0, -1)}${text.length > 2 ? ',' : ''}"__proto__":${JSON.stringify(value)}}`
  }
  holder[last] = value instanceof Raw ? PLACEHOLDER : value
  // A field typed twice (email and email_repeat) changes with its twin: one alone is refused for the
  // difference, and the value would never reach the handler.
  const twin = path.length === 1 ? `${String(last)}_repeat` : undefined
  if (twin && twin in copy) copy[twin] = holder[last]
  const text = JSON.stringify(copy)
  return value instanceof Raw ? text.replaceAll(JSON.stringify(PLACEHOLDER), value.json) : text
}

type Case = { op: string; target: Target; mutation: string; locale: 'es' | 'en' }
type Wire = { method: string; url: string; body?: string | FormData; json: boolean; describe: string }

function schemaAt(op: Op, target: Target): JsonSchema | undefined {
  if (target.part === 'query' || target.part === 'params')
    return op.operation.parameters?.find((p) => p.name === target.name)?.schema
  if (target.part !== 'body') return undefined
  const content = op.operation.requestBody?.content
  const root =
    content?.['application/json']?.schema ?? content?.['multipart/form-data']?.schema?.properties?.data
  let schema: JsonSchema | undefined = root
  for (const key of target.path) {
    schema = scalarSchema(schema)
    schema = typeof key === 'number' ? schema?.items : schema?.properties?.[key]
  }
  return schema
}

/** The request of a run: the valid one, with the target changed by the mutation. */
function wireOf(op: Op, valid: ValidRequest, c: Case): Wire {
  const target = c.target
  const field = { schema: schemaAt(op, target), valid: undefined as unknown }
  const value = (): Value => MUTATIONS[c.mutation]?.(field) ?? ABSENT

  // Path
  let path = op.template
  for (const [name, given] of Object.entries(valid.params ?? {})) {
    // A parameter that is a path of its own (a file's folder/name, a document's path) keeps its slashes.
    let text = given.split('/').map(encodeURIComponent).join('/')
    if (target.part === 'params' && target.name === name) {
      field.valid = given
      const changed = value()
      text = changed === ABSENT ? '' : encode(urlText(changed))
    }
    path = path.replace(`{${name}}`, text)
  }
  // Query
  const query: string[] = []
  const queryValues = { ...(valid.query ?? {}) } as Record<string, unknown>
  if (target.part === 'query') {
    field.valid = queryValues[target.name]
    const changed = value()
    if (changed === ABSENT) delete queryValues[target.name]
    else queryValues[target.name] = changed
  }
  for (const [name, given] of Object.entries(queryValues)) {
    const values = Array.isArray(given) ? given : [given]
    for (const item of values) query.push(`${encode(name)}=${encode(urlText(item))}`)
  }
  const url = `${path}${query.length ? `?${query.join('&')}` : ''}`

  // Body: JSON, or the JSON part of a form
  let json: string | undefined
  if (valid.body) {
    if (target.part === 'body') {
      field.valid = target.path.reduce<unknown>(
        (at, key) => (at as Record<string | number, unknown> | undefined)?.[key],
        valid.body,
      )
      json = bodyText(valid.body, target.path, value())
    } else json = JSON.stringify(valid.body)
  }
  const upload = valid.upload
  if (upload) {
    const body = new FormData()
    if (upload.dataField && json !== undefined) body.set(upload.dataField, json)
    const file = upload.file
    let described = json ? `${upload.dataField}=${json.slice(0, 300)}` : ''
    if (file) {
      let name = file.name
      let type = file.type
      let bytes = file.bytes
      if (target.part === 'file' && target.name === 'bytes')
        bytes = FILE_MUTATIONS[c.mutation]?.(file.bytes) ?? bytes
      else if (target.part === 'file') {
        field.valid = file[target.name]
        const changed = value()
        const text = changed === ABSENT ? '' : urlText(changed)
        if (target.name === 'name') name = text
        else type = text
      }
      body.set(file.field, new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
      described += ` ${file.field}=<${bytes.length} bytes, name ${JSON.stringify(name.slice(0, 80))}, type ${JSON.stringify(type.slice(0, 80))}>`
    }
    return { method: op.method, url, body, json: false, describe: `multipart: ${described}` }
  }
  return {
    method: op.method,
    url,
    ...(json === undefined ? {} : { body: json }),
    json: json !== undefined,
    describe:
      json === undefined
        ? ''
        : `json: ${json.length > 400 ? `${json.slice(0, 400)}… (${json.length} characters)` : json}`,
  }
}

let t: TestApp
let ops: Op[]
let entries: Record<string, ValidRequestEntry>
const baselines = new Map<string, ValidRequest>()

beforeAll(async () => {
  t = await createTestApp({
    seed: 'demo-small',
    env: VALID_REQUESTS_ENV,
    // Every operation is sent many times from one address and by few accounts: the limits are tested elsewhere
    // (security/accounts.test.ts, security/workgroups.test.ts), not here.
    limits: { perAccount: 1e6, perAddress: 1e6, windowSeconds: 60 },
    accountLimits: {
      recoveryPerAddress: 1e6,
      recoveryPerAccount: 1e6,
      wrongPasswordPerAccount: 1e6,
      registrationPerAddress: 1e6,
      emailChangePerAccount: 1e6,
      emailChangePerAddress: 1e6,
      windowSeconds: 60,
    },
    trafficLimits: { pagesPer10Seconds: 0, pagesPer10Minutes: 0, searchesPerMinute: 0 },
    workgroupLimits: {
      commentsPerMinute: 1e6,
      commentsPerHour: 1e6,
      filesPerMinute: 1e6,
      filesPerHour: 1e6,
      reportsPerMinute: 1e6,
      reportsPerHour: 1e6,
      bytesPerPerson: 1e12,
      bytesPerGroup: 1e12,
    },
  })
  const doc = (await (await t.request('/api/openapi.json', { apiKey: null })).json()) as OpenApiDoc
  ops = Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      id: operation.operationId,
      method: method.toUpperCase(),
      template,
      operation,
    })),
  )
  entries = await validRequests(t)
  // The last of each kind: made by the set-up or the demo's last, owned by someone else than most callers.
  const last = async (table: string, column = 'hash') => {
    const result = (await t.database.db.execute(
      sql.raw(`select ${column} as v from ${table} order by ${column} desc limit 1`),
    )) as unknown as { rows: { v: string }[] }
    return result.rows[0]?.v ?? ''
  }
  realValues.ids = {
    user: await last('users'),
    offer: await last('job_offers'),
    application: await last('job_applications'),
    article: await last('articles'),
    group: await last('workgroups'),
    comment: await last('workgroup_comments'),
    project: await last('projects'),
    experience: await last('work_experiences'),
    category: await last('categories'),
    tag: await last('tags'),
    company: await last('companies'),
    mandate: await last('membership_mandates', 'reference'),
    charge: await last('membership_charges', 'end_to_end_id'),
  }
  realValues.email = DEMO_ACCOUNTS.admin
  realValues.png = new Uint8Array(await png())
}, 120_000)
afterAll(() => t?.close())

async function send(wire: Wire, session: ValidRequest['session'], locale: 'es' | 'en') {
  const res = await t.request(wire.url, {
    method: wire.method,
    ...(wire.body === undefined ? {} : { body: wire.body }),
    ...(wire.json ? { headers: { 'Content-Type': 'application/json' } } : {}),
    ...(session ? { token: session.token, deviceId: session.deviceId } : {}),
    locale,
  })
  // The live event stream (GET /api/live) never ends by itself: its answer is the status and its headers.
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel()
    return { status: res.status, text: '' }
  }
  const text = await res.text()
  return { status: res.status, text }
}

describe('valid requests of every operation (the fuzz starts from these)', () => {
  it('has one for every operation of /api/openapi.json, and each is answered 2xx', async () => {
    const missing = ops.filter((op) => !entries[op.id]).map((op) => op.id)
    expect(missing, 'operations without a valid request in test/valid-requests.ts').toEqual([])
    const unknown = Object.keys(entries).filter((id) => !ops.some((op) => op.id === id))
    expect(unknown, 'valid requests of operations the document lacks').toEqual([])

    const refused: string[] = []
    for (const op of ops) {
      const entry = entries[op.id]
      if (!entry) continue
      let valid: ValidRequest
      try {
        valid = await entry.build()
      } catch (error) {
        refused.push(`${op.id}: ${String(error).slice(0, 400)}`)
        continue
      }
      baselines.set(op.id, valid)
      const wire = wireOf(op, valid, {
        op: op.id,
        target: { part: 'query', name: '' },
        mutation: 'absent',
        locale: 'es',
      })
      const res = await send(wire, valid.session, 'es')
      if (res.status < 200 || res.status > 299)
        refused.push(
          `${op.id}: ${op.method} ${wire.url} ${wire.describe} → ${res.status} ${res.text.slice(0, 300)}`,
        )
    }
    expect(refused).toEqual([])
  }, 120_000)
})

/** What a run may change in an operation: its parameters, query, body fields and file, and one field more. */
function targetsOf(op: Op, valid: ValidRequest): Target[] {
  const targets: Target[] = []
  for (const name of Object.keys(valid.params ?? {})) targets.push({ part: 'params', name })
  const queryNames = new Set([
    ...Object.keys(valid.query ?? {}),
    ...(op.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
  ])
  for (const name of queryNames) targets.push({ part: 'query', name })
  targets.push({ part: 'query', name: 'unknown', extra: true })
  if (valid.body) {
    const bodySchema = schemaAt(op, { part: 'body', path: [] })
    const paths = new Map(leaves(valid.body).map((path) => [JSON.stringify(path), path]))
    for (const name of Object.keys(scalarSchema(bodySchema)?.properties ?? {}))
      paths.set(JSON.stringify([name]), [name])
    for (const path of paths.values()) targets.push({ part: 'body', path })
    targets.push({ part: 'body', path: ['unknown'], extra: true })
    targets.push({ part: 'body', path: ['__proto__'], extra: true })
  }
  if (valid.upload?.file)
    targets.push(
      { part: 'file', name: 'name' },
      { part: 'file', name: 'type' },
      { part: 'file', name: 'bytes' },
    )
  return targets
}

function valueAt(valid: ValidRequest, target: Target): unknown {
  if (target.part === 'params' || target.part === 'query') return valid[target.part]?.[target.name]
  if (target.part === 'file') return target.name === 'bytes' ? undefined : valid.upload?.file?.[target.name]
  return target.path.reduce<unknown>(
    (at, key) => (at as Record<string | number, unknown> | undefined)?.[key],
    valid.body,
  )
}

const describeTarget = (target: Target) =>
  target.part === 'body' ? `body.${target.path.join('.')}` : `${target.part}.${target.name}`

type Finding = { run: number; problem: string; request: string; answer: string }

/** What is wrong with a refusal's body, or null. */
function errorShapeProblem(status: number, text: string): string | null {
  if (!DOCUMENTED.has(status)) return `undocumented status ${status}`
  let body: ApiErrorBody
  try {
    body = v.parse(ApiErrorBody, JSON.parse(text))
  } catch {
    return 'not the documented error body'
  }
  if (body.code !== status) return `code ${body.code} for status ${status}`
  if (!(errorReasons as readonly string[]).includes(body.reason)) return `unknown reason ${body.reason}`
  return null
}

/** What is wrong with the languages of a refusal sent in `locale` and again in `other`, or null. */
function languageProblem(
  locale: 'es' | 'en',
  first: string,
  other: 'es' | 'en',
  second: string,
): string | null {
  const a = JSON.parse(first) as ApiErrorBody
  const b = JSON.parse(second) as ApiErrorBody
  if (a.reason !== b.reason) return `reason ${a.reason} in ${locale}, ${b.reason} in ${other}`
  if (a.message === b.message) return `the same message in ${locale} and ${other}: ${a.message}`
  for (const messages of Object.values(reasonMessages)) {
    if (a.message === translate(other, messages))
      return `the ${other} message answered in ${locale}: ${a.message}`
  }
  const fields = Object.keys(a.errors ?? {}).sort()
  if (JSON.stringify(fields) !== JSON.stringify(Object.keys(b.errors ?? {}).sort()))
    return `fields ${fields.join(',')} in ${locale}, ${Object.keys(b.errors ?? {}).join(',')} in ${other}`
  for (const field of fields) {
    const mine = a.errors?.[field]?.join(' ')
    if (mine === b.errors?.[field]?.join(' '))
      return `the same message for ${field} in ${locale} and ${other}: ${mine}`
  }
  return null
}

describe('one field changed at a time, from a valid request of every operation', () => {
  it(
    'answers no 5xx; a refusal is the documented error, in the request’s language, and changes nothing',
    async () => {
      // The valid requests' shapes give the targets (the baseline test built them; build again if run alone).
      for (const op of ops) {
        const entry = entries[op.id]
        if (entry && !baselines.has(op.id)) baselines.set(op.id, await entry.build())
      }
      const fuzzable = ops.filter((op) => baselines.has(op.id))
      const arbitrary = fc.oneof(
        ...fuzzable.map((op) => {
          const targets = targetsOf(op, baselines.get(op.id) as ValidRequest)
          return {
            // Operations with many fields get more runs, but each operation gets its share.
            weight: Math.round(2 + Math.sqrt(targets.length)),
            arbitrary: fc.constantFrom(...targets).chain((target) => {
              const valid = baselines.get(op.id) as ValidRequest
              if (target.part === 'file' && target.name === 'bytes')
                return fc.record({
                  op: fc.constant(op.id),
                  target: fc.constant(target),
                  mutation: fc.constantFrom(...Object.keys(FILE_MUTATIONS)),
                  locale: fc.constantFrom<'es' | 'en'>('es', 'en'),
                })
              const kind = kindOf(schemaAt(op, target), valueAt(valid, target), target)
              const choices = likely(kind)
              return fc.record({
                op: fc.constant(op.id),
                target: fc.constant(target),
                mutation: choices.length
                  ? fc.oneof(
                      { weight: 3, arbitrary: fc.constantFrom(...choices) },
                      { weight: 1, arbitrary: fc.constantFrom(...MUTATION_NAMES) },
                    )
                  : fc.constantFrom(...MUTATION_NAMES),
                locale: fc.constantFrom<'es' | 'en'>('es', 'en'),
              })
            }),
          }
        }),
      )

      const findings: Finding[] = []
      const statuses = new Map<number, number>()
      let sent = 0
      let run = 0
      const started = performance.now()
      await fc.assert(
        fc.asyncProperty(arbitrary, async (c: Case) => {
          const index = PATH === undefined ? run : Number(PATH)
          run += 1
          const op = fuzzable.find((o) => o.id === c.op) as Op
          const entry = entries[c.op] as ValidRequestEntry
          const valid = entry.fresh ? await entry.build() : (baselines.get(c.op) as ValidRequest)
          const wire = wireOf(op, valid, c)
          const request = `${c.op} (${describeTarget(c.target)} = ${c.mutation}, ${c.locale}): ${wire.method} ${wire.url.length > 300 ? `${wire.url.slice(0, 300)}… (${wire.url.length} characters)` : wire.url} ${wire.describe}`
          const found = (problem: string, answer: string) => {
            findings.push({ run: index, problem, request, answer: answer.slice(0, 300) })
            // As it is found too: a run cut short by its time limit still tells what it found.
            console.error(
              `FUZZ_SEED=${SEED} FUZZ_PATH=${index}: ${problem}\n    ${request}\n    → ${answer.slice(0, 300)}`,
            )
          }

          await t.app.settled()
          const before = await databaseFingerprint(t)
          const res = await send(wire, valid.session, c.locale)
          sent += 1
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
          if (res.status >= 500) return void found(`answered ${res.status}`, res.text)
          if (res.status < 400) return
          const shape = errorShapeProblem(res.status, res.text)
          if (shape) return void found(shape, res.text)
          await t.app.settled()
          const after = await databaseFingerprint(t)
          if (after !== before)
            found(`a refusal (${res.status}) changed ${changedTables(before, after).join(', ')}`, res.text)

          const other = c.locale === 'es' ? 'en' : 'es'
          const again = await send(wire, valid.session, other)
          sent += 1
          if (again.status !== res.status)
            return void found(`answered ${again.status} in ${other}`, again.text)
          const language = languageProblem(c.locale, res.text, other, again.text)
          if (language) found(language, `${res.text.slice(0, 150)} | ${again.text.slice(0, 150)}`)
        }),
        PATH === undefined
          ? { seed: SEED, numRuns: RUNS, endOnFailure: true }
          : { seed: SEED, path: PATH, numRuns: 1, endOnFailure: true },
      )
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      console.log(
        `handler fuzz: seed ${SEED}, ${run} runs, ${sent} requests in ${seconds} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ${findings.length} problems`,
      )
      const report = findings.map(
        (f) => `FUZZ_SEED=${SEED} FUZZ_PATH=${f.run}: ${f.problem}\n    ${f.request}\n    → ${f.answer}`,
      )
      expect(report, `${findings.length} problems in ${run} runs (seed ${SEED})`).toEqual([])
    },
    Math.max(240_000, RUNS * 150),
  )
})
