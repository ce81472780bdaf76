// Budget (docs/reports.md, "Speed"): on the `full` demo data set (10,000 alumni, 1,000 offers), each of the
// office's reports answers in under 500 ms, median and p95, over the last 12 months (the default) and over the
// longest period a report takes (60 months), signed in as the office's demo account (the income as the
// administrator). One request at a time, BENCH_REPEATS of each (20) after one warm-up: a report is one page
// that the office opens now and then, not a hot path. Printed: each report's median and p95 and WITHIN/OVER.
// Needs the built API (`cd apps/api && node build.mjs`).
//
//   node bench/reports.mjs        the embedded PGlite database (BENCH_FULL_DIR keeps the set between runs)
//   node bench/reports.mjs --pg   PostgreSQL (BENCH_PG_URL; postgres://postgres@127.0.0.1:5432/postgres)
//
// On PostgreSQL the set is bench/scale.mjs's database `egresa_full` (seeded with `pnpm admin db:seed full` when
// it is missing or empty); the reports only read, so the bench runs on it as it is.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { freePort, root, signIn, startPortal, withFullPortal } from './lib.mjs'

const { values: opts } = parseArgs({ options: { pg: { type: 'boolean', default: false } } })
const REPEATS = Number(process.env.BENCH_REPEATS ?? 20)
const BUDGET_MS = 500
const require = createRequire(join(root, 'apps/api/package.json'))

const REPORTS = [
  ['members', '/usr/admin/reports/members'],
  ['alumni', '/usr/admin/reports/alumni'],
  ['jobs', '/usr/admin/reports/jobs'],
  ['community', '/usr/admin/reports/community'],
  ['outcomes', '/usr/admin/reports/outcomes'],
  ['income', '/usr/admin/income'],
  ['jobs CSV (offers)', '/usr/admin/reports/jobs/csv?chart=offers'],
  ['outcomes CSV (degrees)', '/usr/admin/reports/outcomes/csv?chart=cohorts'],
]
const PERIODS = [
  ['last 12 months', ''],
  ['60 months', 'from=2021-12&to=2026-11'],
]

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]

async function timed(url, headers) {
  const started = performance.now()
  const res = await fetch(url, { headers })
  const body = await res.text()
  const ms = performance.now() - started
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body.slice(0, 300)}`)
  return ms
}

async function measure(base, label) {
  const office = await signIn(base, 'oficina@demo.egresa.test')
  const admin = await signIn(base, 'admin@demo.egresa.test')
  let over = false
  console.log(
    `reports on the full demo set (${label}), ${REPEATS} requests each, one at a time; budget ${BUDGET_MS} ms`,
  )
  for (const [period, query] of PERIODS) {
    console.log(`  ${period}:`)
    for (const [name, path] of REPORTS) {
      const headers = { ...(name === 'income' ? admin : office), 'X-Egresa-App': 'admin' }
      const url = `${base}${path}${query ? `${path.includes('?') ? '&' : '?'}${query}` : ''}`
      await timed(url, headers)
      const times = []
      for (let i = 0; i < REPEATS; i++) times.push(await timed(url, headers))
      times.sort((a, b) => a - b)
      const p50 = quantile(times, 0.5)
      const p95 = quantile(times, 0.95)
      const within = p95 <= BUDGET_MS
      over ||= !within
      console.log(
        `    ${name.padEnd(24)} median ${p50.toFixed(0).padStart(4)} ms  p95 ${p95.toFixed(0).padStart(4)} ms  ${within ? 'WITHIN' : 'OVER'}`,
      )
    }
  }
  return !over
}

async function onPglite() {
  return withFullPortal(async ({ base }) => measure(base, 'PGlite'))
}

async function onPostgres() {
  const pg = require('pg')
  const server = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  const urlOf = (name) => Object.assign(new URL(server), { pathname: `/${name}` }).toString()
  const DB = 'egresa_full'
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
  const dataDir = mkdtempSync(join(tmpdir(), 'egresa-bench-reports-'))
  let portal
  try {
    portal = await startPortal(
      await freePort(),
      {
        DATABASE_URL: urlOf(DB),
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        JOB_ALERTS_INTERVAL_MINUTES: '0',
        MEMBERSHIP_INTERVAL_MINUTES: '0',
        MAIL_PURGE_INTERVAL_MINUTES: '0',
        PRIVACY_INTERVAL_MINUTES: '0',
      },
      { dataDir, tries: 2400 },
    )
    return await measure(portal.base.replace('localhost', '127.0.0.1'), 'PostgreSQL')
  } finally {
    await portal?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

process.exitCode = (await (opts.pg ? onPostgres() : onPglite())) ? 0 : 1
