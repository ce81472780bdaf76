// Budget (docs/privacy.md, "Speed"): on the `full` demo data set, "download my data" of its busiest person
// (the account with the most rows over the person sections' tables, found with one SQL statement) is built in
// under 5 s, from POST /usr/users/exports until GET /usr/users/exports/latest says it is ready (polled every
// 10 ms), signed in as that person (every demo account has the demo password); the job never holds the
// database for long. Printed: that person's rows per section; the export's one SQL statement alone
// (features/privacy/export-sections.ts compiled by the API's own code, run with tsx, and sent with the API's
// driver) and its slowest sections alone (EXPLAIN ANALYZE; the slowest one's plan when the statement takes
// over 1 s); the exports through the API, median and p95, and the ZIP's size; then one more export while
// GET /readyz (a round trip to the database) is asked one request after another, and its longest wait.
// Needs the built API (`cd apps/api && node build.mjs`) and the installed workspace (tsx).
//
//   node bench/privacy.mjs        the embedded PGlite database (BENCH_FULL_DIR keeps the set between runs)
//   node bench/privacy.mjs --pg   PostgreSQL (BENCH_PG_URL; postgres://postgres@127.0.0.1:5432/postgres)
//
// On PostgreSQL the set is bench/scale.mjs's database `egresa_full` (seeded with `pnpm admin db:seed full`
// when it is missing or empty, its files in the temporary folder `egresa-scale-full`); the bench runs on a
// copy of it, `egresa_full_privacy`, dropped at the end. BENCH_REPEATS: how many exports and statements (10).
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { freePort, getJson, kb, openPglite, root, signIn, startPortal, withFullPortal } from './lib.mjs'

const { values: opts } = parseArgs({ options: { pg: { type: 'boolean', default: false } } })
const REPEATS = Number(process.env.BENCH_REPEATS ?? 10)
const BUDGET_MS = 5000
/** Past this, the statement holds the database "for long": the slowest section's plan is printed. */
const LONG_MS = 1000
const POLL_MS = 10

const require = createRequire(join(root, 'apps/api/package.json'))

// ---- The export's SQL, as the API writes it ----

/**
 * The person sections (table, owner column) and, for `owner`, the statement buildExportZip sends and each
 * section's query alone: compiled by export-sections.ts itself (run with the API's tsx) with Drizzle's
 * dialect, so the bench runs the SQL the job runs, whatever the sections become.
 */
function exportSql(owner = null) {
  const code = `
    const { personSections, exportStatement } = await import('./src/features/privacy/export-sections.ts')
    const { PgDialect } = await import('drizzle-orm/pg-core')
    const owner = JSON.parse(process.env.BENCH_EXPORT_OWNER)
    const dialect = new PgDialect()
    const compiled = (q) => {
      const { sql, params } = dialect.sqlToQuery(q)
      return { text: sql, params }
    }
    console.log(JSON.stringify({
      sections: personSections.map((s) => ({ key: s.key, table: s.table, by: s.by, one: Boolean(s.one),
        query: owner && compiled(s.query(owner)) })),
      statement: owner && compiled(exportStatement(personSections, owner)),
    }))`
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: join(root, 'apps/api'),
    env: { ...process.env, BENCH_EXPORT_OWNER: JSON.stringify(owner) },
    encoding: 'utf8',
  })
  return JSON.parse(out)
}

/** The ids owning a list section's rows: its owner column, or the account the address or hash names. */
function ownersOf(s) {
  if (s.by === 'to_address')
    return `select u.id from ${s.table} t join users u on lower(u.email) = lower(t.${s.by})`
  if (s.by === 'object_id')
    return `select u.id from ${s.table} t join users u on u.hash = t.${s.by} where t.object_type = 'user'`
  return `select ${s.by} from ${s.table}`
}

/** One statement: the active person (not a company) with the most rows over the list sections' tables. */
function busiestSql(sections) {
  return `with owned(id) as (${sections
    .filter((s) => !s.one)
    .map(ownersOf)
    .join('\n  union all ')})
  select u.id, u.email, u.language, count(*)::int as rows, (select count(*)::int from users
    where status = 'active' and role <> 'company') as people
  from owned o join users u on u.id = o.id
  where u.status = 'active' and u.role <> 'company'
  group by u.id order by rows desc, u.email limit 1`
}

const sorted = (list) => list.slice().sort((a, b) => a - b)
/** Nearest rank: with 10 runs the p95 is the slowest. */
const pct = (list, q) => sorted(list)[Math.max(0, Math.ceil(q * list.length) - 1)] ?? 0
const timed = async (work) => {
  const started = performance.now()
  await work()
  return performance.now() - started
}
const jsonOf = (value) => (typeof value === 'string' ? JSON.parse(value) : value)

/**
 * On `db` (PGlite or a pg client: `query(text, params)`): the busiest person, their rows per section, the
 * statement timed REPEATS times after a first run, and each section alone under EXPLAIN ANALYZE.
 */
async function measureStatement(db) {
  const busiest = busiestSql(exportSql().sections)
  const found = performance.now()
  const [person] = (await db.query(busiest)).rows
  const findMs = performance.now() - found
  if (!person) throw new Error('no active person owns a row')
  const { sections, statement } = exportSql({
    userId: person.id,
    companyId: null,
    email: person.email,
    locale: person.language,
  })
  const run = () => db.query(statement.text, statement.params)
  const data = jsonOf((await run()).rows[0].data)
  const times = []
  for (let i = 0; i < REPEATS; i++) times.push(await timed(run))
  const alone = []
  for (const s of sections) {
    const [row] = (await db.query(`explain (analyze, format json) ${s.query.text}`, s.query.params)).rows
    const [plan] = jsonOf(row['QUERY PLAN'])
    alone.push({ key: s.key, ms: plan['Planning Time'] + plan['Execution Time'], query: s.query })
  }
  alone.sort((a, b) => b.ms - a.ms)
  let plan = null
  if (pct(times, 0.5) > LONG_MS) {
    const slowest = alone[0]
    const rows = (await db.query(`explain (analyze, buffers) ${slowest.query.text}`, slowest.query.params))
      .rows
    plan = rows.map((r) => r['QUERY PLAN']).join('\n')
  }
  const rowsOf = Object.fromEntries(
    sections.map((s) => [s.key, s.one ? (data[s.key] ? 1 : 0) : data[s.key].length]),
  )
  return { person, findMs, sections: sections.length, rowsOf, times, alone, plan }
}

// ---- Through the API ----

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** One export as the settings page asks for it: from the request until the latest export is ready. */
async function exportOnce(base, headers) {
  const started = performance.now()
  const res = await fetch(`${base}/usr/users/exports`, { method: 'POST', headers })
  if (res.status !== 201) throw new Error(`POST /usr/users/exports: ${res.status} ${await res.text()}`)
  const { id } = await res.json()
  for (;;) {
    const latest = (await getJson(`${base}/usr/users/exports/latest`, headers)).export
    if (latest?.id === id && latest.status === 'ready')
      return { id, ms: performance.now() - started, ...latest }
    if (latest?.id === id && latest.status !== 'building') throw new Error(`the export is ${latest.status}`)
    await sleep(POLL_MS)
  }
}

/** GET /readyz one request after another until `work` ends: how many, and the longest wait. */
async function readyzDuring(base, work) {
  let done = false
  const pending = work().finally(() => {
    done = true
  })
  const waits = []
  let failed = 0
  while (!done) {
    const asked = performance.now()
    try {
      const res = await fetch(`${base}/readyz`)
      await res.arrayBuffer()
      if (!res.ok) failed++
    } catch {
      failed++
    }
    waits.push(performance.now() - asked)
  }
  await pending
  return { checks: waits.length, longest: Math.max(0, ...waits), failed }
}

/** The ZIP's entries and their sizes (fflate, the API's own). */
async function zipEntries(base, headers, id) {
  const res = await fetch(`${base}/usr/users/exports/${id}`, { headers })
  if (!res.ok) throw new Error(`GET /usr/users/exports/${id}: ${res.status}`)
  const { unzipSync } = await import(require.resolve('fflate'))
  return Object.entries(unzipSync(new Uint8Array(await res.arrayBuffer()))).map(([name, body]) => ({
    name,
    bytes: body.length,
  }))
}

async function measureApi(base, email) {
  const headers = await signIn(base, email)
  await exportOnce(base, headers) // warm-up, not counted
  const runs = []
  for (let i = 0; i < REPEATS; i++) runs.push(await exportOnce(base, headers))
  let during
  const meanwhile = await readyzDuring(base, async () => {
    during = await exportOnce(base, headers)
  })
  return { runs, during, meanwhile, entries: await zipEntries(base, headers, during.id), size: during.size }
}

// ---- The figures ----

function print(database, s, api) {
  const ms = (n) => `${n.toFixed(n < 10 ? 1 : 0)} ms`
  const times = api.runs.map((r) => r.ms)
  console.log(
    `"Download my data" on the full data set, ${database}: its busiest person, ${s.person.email} (${s.person.rows} rows over the person sections' tables, the most of ${s.person.people} active people; found in ${ms(s.findMs)}), signed in with the demo password`,
  )
  console.log(
    `  machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim()}), load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${new Date().toISOString().slice(0, 10)}`,
  )
  const rows = Object.entries(s.rowsOf).filter(([, n]) => n > 0)
  console.log(
    `  rows per section (before the bench's exports): ${rows.map(([k, n]) => `${k} ${n}`).join(', ')}; none in the other ${s.sections - rows.length}`,
  )
  console.log(
    `  the statement alone (${s.sections} sections, one statement), ${REPEATS} times: median ${ms(pct(s.times, 0.5))}, p95 ${ms(pct(s.times, 0.95))}; slowest sections alone (EXPLAIN ANALYZE): ${s.alone
      .slice(0, 3)
      .map((a) => `${a.key} ${ms(a.ms)}`)
      .join(', ')}`,
  )
  if (s.plan)
    console.log(`  the slowest section's plan (${s.alone[0].key}):\n${s.plan.replace(/^/gm, '    ')}`)
  const zip = api.entries
  const files = zip.filter((e) => e.name.startsWith('files/'))
  const size = (name) => kb(zip.find((e) => e.name === name)?.bytes ?? 0)
  console.log(
    `  POST /usr/users/exports until GET /usr/users/exports/latest says ready, ${REPEATS} times: median ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))}; ZIP ${kb(api.size)} (data.json ${size('data.json')}, summary.html ${size('summary.html')}, ${files.length} file${files.length === 1 ? '' : 's'} ${kb(files.reduce((n, f) => n + f.bytes, 0))})`,
  )
  console.log(
    `  one more export (${ms(api.during.ms)}) while GET /readyz is asked one request after another: ${api.meanwhile.checks} checks, longest ${ms(api.meanwhile.longest)}, failed ${api.meanwhile.failed}`,
  )
  const worst = pct(times, 0.95)
  const within = worst < BUDGET_MS
  console.log(
    `  budget: built in under ${BUDGET_MS / 1000} s (p95 ${ms(worst)}): ${within ? 'WITHIN' : 'OVER'}`,
  )
  return within
}

// ---- PGlite, or PostgreSQL ----

/** Takes away what an earlier run left in a kept folder: its exports, their ZIPs and their mails. */
async function forgetExports(db, dataDir) {
  await db.query('delete from data_exports')
  await db.query(`delete from mail_outbox where template = 'data-export-ready'`)
  rmSync(join(dataDir, 'files', 'exports'), { recursive: true, force: true })
}

async function onPglite() {
  return withFullPortal(
    async ({ base, prepared }) => print('PGlite', prepared, await measureApi(base, prepared.person.email)),
    {
      prepare: async (dataDir) => {
        const db = await openPglite(dataDir)
        try {
          await forgetExports(db, dataDir)
          return await measureStatement(db)
        } finally {
          await db.close()
        }
      },
    },
  )
}

async function onPostgres() {
  const pg = require('pg')
  const server = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  const urlOf = (name) => Object.assign(new URL(server), { pathname: `/${name}` }).toString()
  const DB = 'egresa_full'
  const COPY = `${DB}_privacy`
  // bench/scale.mjs's folder for the set's files (its CVs): the copy's portal reads a copy of it.
  const filesOf = join(tmpdir(), 'egresa-scale-full')
  const withClient = async (name, work) => {
    const client = new pg.Client({ connectionString: urlOf(name) })
    await client.connect()
    try {
      return await work(client)
    } finally {
      await client.end()
    }
  }
  const admin = (sql) => withClient(server.pathname.slice(1) || 'postgres', (c) => c.query(sql))

  const exists = (await admin(`select 1 from pg_database where datname = '${DB}'`)).rowCount > 0
  const seeded =
    exists &&
    (await withClient(DB, async (c) => {
      if (!(await c.query(`select to_regclass('public.users') is not null as ok`)).rows[0].ok) return false
      return (await c.query('select count(*)::int as n from users')).rows[0].n > 0
    }))
  if (!seeded) {
    await admin(`drop database if exists ${DB} with (force)`)
    await admin(`create database ${DB}`)
    console.log(`seeding full into ${DB} (pnpm admin db:seed full)…`)
    mkdirSync(filesOf, { recursive: true, mode: 0o700 })
    await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [join(root, 'apps/api/dist/cli.js'), 'db:seed', 'full'], {
        env: { ...process.env, DATABASE_URL: urlOf(DB), DATA_DIR: filesOf, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      child.on('error', reject)
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`db:seed full failed (${code})`)),
      )
    })
  }

  await admin(`drop database if exists ${COPY} with (force)`)
  await admin(`create database ${COPY} template ${DB} strategy file_copy`)
  const dataDir = mkdtempSync(join(tmpdir(), 'egresa-bench-privacy-'))
  let portal
  try {
    if (existsSync(filesOf)) cpSync(filesOf, dataDir, { recursive: true })
    const statement = await withClient(COPY, measureStatement)
    portal = await startPortal(
      await freePort(),
      {
        DATABASE_URL: urlOf(COPY),
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        // Nothing scheduled runs under the measurement.
        JOB_ALERTS_INTERVAL_MINUTES: '0',
        MEMBERSHIP_INTERVAL_MINUTES: '0',
        MAIL_PURGE_INTERVAL_MINUTES: '0',
        PRIVACY_INTERVAL_MINUTES: '0',
      },
      { dataDir, tries: 2400 },
    )
    const base = portal.base.replace('localhost', '127.0.0.1')
    return print('PostgreSQL', statement, await measureApi(base, statement.person.email))
  } finally {
    await portal?.stop()
    rmSync(dataDir, { recursive: true, force: true })
    await admin(`drop database if exists ${COPY} with (force)`)
  }
}

process.exitCode = (await (opts.pg ? onPostgres() : onPglite())) ? 0 : 1
