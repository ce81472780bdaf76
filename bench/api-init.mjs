// Budget: GET /api/init as a signed-in user with 64 connections reaches at least 30% of the throughput of a
// bare Hono route on the same machine in the same run, with p99 under 25 ms.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { root, startPortal, stop } from './lib.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const API_KEY = 'egresa-dev-public-key'

function load(url, headers) {
  return autocannon({ url, connections: 64, duration: DURATION, headers })
}

const bare = spawn(process.execPath, [join(root, 'bench/bare-hono.mjs')], {
  env: { ...process.env, PORT: '8098' },
  stdio: 'inherit',
})
await new Promise((r) => setTimeout(r, 500))
const bareResult = await load('http://127.0.0.1:8098/api/init', {})
await stop(bare)

const portal = await startPortal(8099, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' })
try {
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
  const check = await fetch(`${portal.base.replace('localhost', '127.0.0.1')}/api/init`, { headers })
  const body = await check.json()
  if (body.role !== 'alumniPremium') throw new Error(`not signed in: ${JSON.stringify(body)}`)
  const apiResult = await load(`${portal.base.replace('localhost', '127.0.0.1')}/api/init`, headers)

  const ratio = apiResult.requests.average / bareResult.requests.average
  const row = (name, r) =>
    `  ${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  errors ${r.errors + r.non2xx}`
  console.log(`GET /api/init, 64 connections, ${DURATION} s each (autocannon)`)
  console.log(row('bare Hono route', bareResult))
  console.log(row('Egresa /api/init (signed in)', apiResult))
  console.log(
    `  throughput ratio ${(ratio * 100).toFixed(0)}% (budget >= 30%): ${ratio >= 0.3 ? 'WITHIN' : 'OVER'}`,
  )
  console.log(
    `  p99 ${apiResult.latency.p99} ms (budget < 25 ms): ${apiResult.latency.p99 < 25 ? 'WITHIN' : 'OVER'}`,
  )
  process.exitCode = ratio >= 0.3 && apiResult.latency.p99 < 25 && apiResult.non2xx === 0 ? 0 : 1
} finally {
  await portal.stop()
}
