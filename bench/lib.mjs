import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { freePort } from '../deploy/lib.mjs'

// A port nobody listens on now: the reference cluster's (deploy/lib.mjs), one copy for both.
export { freePort }

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The address of a web app of the built portal on `port` (`http://empresas.localhost:8097`), from the API's
 * registry of the apps (apps/api/src/lib/web-apps.ts, built by `pnpm build`); Chromium resolves `*.localhost`.
 */
export async function appAddress(name, port) {
  const { webApps, embeddedAddresses } = await import(
    pathToFileURL(join(root, 'apps/api/dist/lib/web-apps.js')).href
  )
  const app = webApps.find((a) => a.name === name)
  if (!app) throw new Error(`no web app ${name}`)
  return embeddedAddresses(app, port)[0]
}

export async function waitFor(url, tries = 240) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer`)
}

/**
 * Starts the built API (`apps/api/dist/main.js`, what `pnpm serve` runs) on a throwaway embedded database
 * with the small demo set (DEMO_SEED in `extraEnv` for another). The web apps need not be built for API
 * figures. `options.dataDir`: that folder instead of a throwaway one, kept when the portal stops.
 */
export async function startPortal(port, extraEnv = {}, options = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'egresa-bench-'))
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_SEED: 'small', ...extraEnv },
  })
  const base = `http://localhost:${port}`
  try {
    await waitFor(`${base}/readyz`, options.tries)
  } catch {
    child.kill('SIGKILL')
    throw new Error('the API did not become ready; build it first (`cd apps/api && node build.mjs`)')
  }
  return {
    base,
    stop: async () => {
      await stop(child)
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.on('exit', resolve)
    child.kill('SIGTERM')
  })
}

/** The embedded database in `dataDir`, opened with the API's own PGlite while no portal holds it. */
export async function openPglite(dataDir) {
  const require = createRequire(join(root, 'apps/api/package.json'))
  const load = (name) => import(pathToFileURL(require.resolve(name)).href)
  const { PGlite } = await load('@electric-sql/pglite')
  const { unaccent } = await load('@electric-sql/pglite/contrib/unaccent')
  const { pg_trgm } = await load('@electric-sql/pglite/contrib/pg_trgm')
  return PGlite.create(join(dataDir, 'db'), { extensions: { unaccent, pg_trgm } })
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** The demo data's public API key and password (DEV_API_KEY of @egresa/api-client; the seed's password). */
export const API_KEY = 'egresa-dev-public-key'
export const DEMO_PASSWORD = 'Egresa-demo-2026'

/** Signs a demo account in and gives the headers of its calls (as the web apps send them, in Spanish). */
export async function signIn(base, email) {
  const res = await fetch(`${base}/usr/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': API_KEY, 'Accept-Language': 'es' },
    body: JSON.stringify({
      email,
      password: DEMO_PASSWORD,
      deviceId: 'bench-device',
      deviceType: 2,
      push: null,
    }),
  })
  if (!res.ok) throw new Error(`login of ${email} failed: ${res.status} ${await res.text()}`)
  const { token } = await res.json()
  return {
    'X-Api-Key': API_KEY,
    'X-Token': token,
    'X-Device-Id': 'bench-device',
    'X-Device-Type': '2',
    'Accept-Language': 'es',
  }
}

export async function getJson(url, headers) {
  const res = await fetch(url, { headers })
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`)
  return res.json()
}

/** Seeds the `full` demo data set into `dataDir` (a minute or two), with a portal started and stopped there. */
export async function seedFull(dataDir) {
  console.log('seeding the full demo data set (a minute or two)…')
  const started = Date.now()
  const seeding = await startPortal(
    await freePort(),
    { DEMO_SEED: 'full', LOG_LEVEL: 'warn' },
    { dataDir, tries: 2400 },
  )
  await seeding.stop()
  console.log(`seeded in ${Math.round((Date.now() - started) / 1000)} s`)
}

/**
 * The benches on the `full` demo data set: seeds it once into BENCH_FULL_DIR (kept between runs; a temporary
 * folder otherwise), lets `prepare(dataDir)` change it while no portal holds the database, starts the built
 * portal on it and a bare Hono route beside it, and calls `run` with their addresses and what `prepare` gave.
 * Everything stops afterwards, and a temporary folder goes.
 */
export async function withFullPortal(run, { prepare } = {}) {
  const keep = process.env.BENCH_FULL_DIR
  const dataDir = keep ?? mkdtempSync(join(tmpdir(), 'egresa-bench-full-'))
  const barePort = await freePort()
  const bare = spawn(process.execPath, [join(root, 'bench/bare-hono.mjs')], {
    env: { ...process.env, PORT: String(barePort) },
    stdio: 'inherit',
  })
  let portal
  try {
    if (!(keep && existsSync(join(keep, 'db', 'PG_VERSION')))) await seedFull(dataDir)
    const prepared = await prepare?.(dataDir)
    // The benches measure what a search costs, from one address: no per-address limit (lib/traffic-limit.ts).
    portal = await startPortal(
      await freePort(),
      { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', PAGES_PER_ADDRESS: '0', SEARCHES_PER_ADDRESS: '0' },
      { dataDir },
    )
    const bareUrl = `http://127.0.0.1:${barePort}/api/init`
    await waitFor(bareUrl)
    return await run({ base: portal.base.replace('localhost', '127.0.0.1'), bareUrl, prepared })
  } finally {
    await portal?.stop()
    await stop(bare)
    if (!keep) rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * Loads each target in turn with autocannon, `rounds` times for `seconds / rounds` each, after a warm-up of
 * `warmUp` seconds each: alternating keeps a neighbour's burst on the shared machine from landing on one
 * target only. Per target: its requests and seconds, the worst p50 and p99 of its rounds, and its errors
 * (failed, non-2xx or timed out).
 */
export async function alternatingRounds(targets, { connections, seconds, rounds, warmUp = 2 }) {
  const load = (t, duration) => autocannon({ url: t.url, connections, duration, headers: t.headers })
  if (warmUp > 0) for (const t of Object.values(targets)) await load(t, warmUp)
  const totals = Object.fromEntries(
    Object.keys(targets).map((k) => [k, { requests: 0, seconds: 0, p50: 0, p99: 0, errors: 0 }]),
  )
  for (let round = 0; round < rounds; round++) {
    for (const [name, t] of Object.entries(targets)) {
      const r = await load(t, seconds / rounds)
      const into = totals[name]
      into.requests += r.requests.total
      into.seconds += r.duration
      into.p50 = Math.max(into.p50, r.latency.p50)
      into.p99 = Math.max(into.p99, r.latency.p99)
      into.errors += r.errors + r.non2xx + r.timeouts
    }
  }
  return totals
}

/** Requests a second of a target's totals. */
export const rate = (t) => t.requests / t.seconds
