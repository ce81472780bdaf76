// Budget: GET /api/init as a signed-in user with 64 connections reaches at least 30% of the throughput of a
// bare Hono route on the same machine in the same run, with p99 under 25 ms. Needs only the built API
// (`cd apps/api && node build.mjs`), not the web apps.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { freePort, root, startPortal, stop, waitFor } from './lib.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
/** The two targets take turns, so a neighbour's load on the machine weighs on both alike. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const API_KEY = 'egresa-dev-public-key'

const load = (url, headers, duration) => autocannon({ url, connections: 64, duration, headers })

const barePort = await freePort()
const bare = spawn(process.execPath, [join(root, 'bench/bare-hono.mjs')], {
  env: { ...process.env, PORT: String(barePort) },
  stdio: 'inherit',
})
const portal = await startPortal(await freePort(), { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' })
try {
  const bareUrl = `http://127.0.0.1:${barePort}/api/init`
  await waitFor(bareUrl)
  const apiUrl = `${portal.base.replace('localhost', '127.0.0.1')}/api/init`
  const login = await fetch(`${portal.base}/usr/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': API_KEY, 'Accept-Language': 'es' },
    body: JSON.stringify({
      email: 'alumni.premium@demo.egresa.test',
      password: 'Egresa-demo-2026',
      deviceId: 'bench-device',
      deviceType: 2,
      push: null,
    }),
  })
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`)
  const { token } = await login.json()
  const headers = {
    'X-Api-Key': API_KEY,
    'X-Token': token,
    'X-Device-Id': 'bench-device',
    'X-Device-Type': '2',
    'Accept-Language': 'es',
  }
  const body = await (await fetch(apiUrl, { headers })).json()
  if (body.role !== 'alumniPremium') throw new Error(`not signed in: ${JSON.stringify(body)}`)

  // Warm-up (JIT, caches), not counted.
  await load(bareUrl, {}, 2)
  await load(apiUrl, headers, 2)

  const totals = {
    bare: { requests: 0, seconds: 0, p99: 0, p50: 0, errors: 0 },
    api: { requests: 0, seconds: 0, p99: 0, p50: 0, errors: 0 },
  }
  const add = (into, r) => {
    into.requests += r.requests.total
    into.seconds += r.duration
    into.p99 = Math.max(into.p99, r.latency.p99)
    into.p50 = Math.max(into.p50, r.latency.p50)
    into.errors += r.errors + r.non2xx + r.timeouts
  }
  for (let round = 0; round < ROUNDS; round++) {
    add(totals.bare, await load(bareUrl, {}, SECONDS / ROUNDS))
    add(totals.api, await load(apiUrl, headers, SECONDS / ROUNDS))
  }

  const rate = (t) => t.requests / t.seconds
  const ratio = rate(totals.api) / rate(totals.bare)
  const row = (name, t) =>
    `  ${name.padEnd(30)} ${rate(t).toFixed(0).padStart(7)} req/s  p50 ${String(t.p50).padStart(3)} ms  p99 ${String(t.p99).padStart(4)} ms  errors ${t.errors}`
  console.log(`GET /api/init, 64 connections, ${SECONDS} s each in ${ROUNDS} alternating rounds (autocannon)`)
  console.log(row('bare Hono route', totals.bare))
  console.log(row('Egresa /api/init, signed in', totals.api))
  const within = (ok) => (ok ? 'WITHIN' : 'OVER')
  console.log(`  throughput ratio ${(ratio * 100).toFixed(0)}% (budget >= 30%): ${within(ratio >= 0.3)}`)
  console.log(`  p99 ${totals.api.p99} ms (budget < 25 ms): ${within(totals.api.p99 < 25)}`)
  process.exitCode = ratio >= 0.3 && totals.api.p99 < 25 && totals.api.errors === 0 ? 0 : 1
} finally {
  await portal.stop()
  await stop(bare)
}
