// The reference cluster under load (docs/operations.md, "A cluster on one machine"), on PostgreSQL with the
// `full` demo set, started by deploy/cluster.mjs (Caddy with its local CA, two API processes, Redis, s3rver,
// an SMTP catcher). Prints:
//
// 1. Scaling: the requests a second of a varied read load (the directory, the job bank, the news and the
//    groups, searched for a different word and page each request, so no cache answers: with PostgreSQL the
//    API keeps no read cache) on one API process with 16 connections, then on two processes at once with 8
//    each, straight to the processes (the proxy's own cost left out). Budget: two serve at least 1.7 times
//    what one does.
// 2. `kill -9` of one process under that load through the proxy: the requests that failed (budget: none
//    beyond those in flight when it died; Caddy retries reads on the other process).
// 3. A PostgreSQL restart under load: what the API answers meanwhile (503 `service_unavailable`, never a
//    500) and the seconds until every answer is 200 again, with no process restarted.
//
// Needs `pnpm build`, root (Caddy from Debian's packages; step 3 restarts this machine's PostgreSQL with
// pg_ctlcluster: run it where nothing else uses that server, or pass --no-pg-restart). BENCH_SECONDS (15).
import { execFile, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import autocannon from 'autocannon'
import { proxyClient, readState, sleep } from '../deploy/lib.mjs'
import { root } from './lib.mjs'

const execFileAsync = promisify(execFile)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const CONNECTIONS = 16
const BUDGET = 1.7
const pgRestart = !process.argv.includes('--no-pg-restart')
const DEMO_PASSWORD = 'Egresa-demo-2026'

const cluster = (command, env = {}) => {
  const r = spawnSync(process.execPath, [join(root, 'deploy/cluster.mjs'), command], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (r.status !== 0) throw new Error(`deploy/cluster.mjs ${command} failed`)
}

/** The varied read paths: each list searched for words its own items hold, on its first pages. */
async function readPaths(base, headers) {
  const get = async (path) => {
    const res = await fetch(`${base}${path}`, { headers })
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return res.json()
  }
  const words = (texts) =>
    [
      ...new Set(
        texts.flatMap((t) =>
          t
            .split(/[^\p{L}]+/u)
            .filter((w) => w.length >= 4)
            .map((w) => w.toLowerCase()),
        ),
      ),
    ].slice(0, 100)
  const lists = {
    '/api/users': (item) => item.name,
    '/api/jobs': (item) => item.title,
    '/api/articles': (item) => item.title,
    '/api/workgroups': (item) => item.name,
  }
  const paths = []
  for (const [list, text] of Object.entries(lists)) {
    const items = []
    for (const page of [1, 2, 3, 4, 5]) items.push(...(await get(`${list}?page=${page}`)).items)
    const found = words(items.map(text).filter(Boolean))
    if (found.length < 10) throw new Error(`${list}: too few words to search for (${found.length})`)
    for (const word of found)
      for (const page of [1, 2]) paths.push(`${list}?text=${encodeURIComponent(word)}&page=${page}`)
  }
  // Shuffled once (a fixed order: the same load on every run), then handed out in turn.
  let seed = 7
  const random = () => {
    seed = (seed * 16807) % 2147483647
    return seed / 2147483647
  }
  for (let i = paths.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[paths[i], paths[j]] = [paths[j], paths[i]]
  }
  return paths
}

/** CPU seconds used so far: the machine's (all cores, from /proc/stat) and each of `pids`' (user + system). */
function cpuTimes(pids) {
  const tick = 100 // USER_HZ on Linux
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number)
  const machine = (user + nice + system + irq + softirq + steal) / tick
  const of = (pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      return (Number(after[11]) + Number(after[12])) / tick
    } catch {
      return 0
    }
  }
  return { machine, pids: pids.map(of), at: performance.now() }
}

/** The cores used between two cpuTimes: the machine's, and each pid's. */
function coresUsed(before, after) {
  const seconds = (after.at - before.at) / 1000
  return {
    machine: (after.machine - before.machine) / seconds,
    pids: after.pids.map((t, i) => (t - before.pids[i]) / seconds),
  }
}

/** autocannon on `url` for `seconds`, each request the next of `paths`. */
function load(url, { paths, headers, connections, seconds }) {
  let next = 0
  return autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    requests: [
      {
        setupRequest(request) {
          request.path = paths[next++ % paths.length]
          return request
        },
      },
    ],
  })
}

const summary = (r) =>
  `${(r.requests.total / r.duration).toFixed(0).padStart(5)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  errors ${r.errors + r.non2xx + r.timeouts}`

/**
 * `workers` loops through the proxy, each sending the next read as soon as the last answered, for `ms`;
 * `during(elapsed)` is called every 100 ms. Every answer's status (or `error`) is counted, by the second.
 */
async function proxiedLoad(state, { paths, headers, workers, ms, during }) {
  const client = proxyClient(state)
  const started = Date.now()
  const answers = []
  let next = 0
  const worker = async () => {
    while (Date.now() - started < ms) {
      const path = paths[next++ % paths.length]
      const sent = Date.now() - started
      let status
      try {
        const res = await client.fetch(`${state.origins.alumni}${path}`, { headers })
        await res.arrayBuffer()
        status = res.status
      } catch (error) {
        status = `error (${error.cause?.code ?? error.message})`
      }
      answers.push({ sent, answered: Date.now() - started, status })
    }
  }
  const ticker = (async () => {
    while (Date.now() - started < ms) {
      await during?.(Date.now() - started)
      await sleep(100)
    }
  })()
  await Promise.all([...Array.from({ length: workers }, worker), ticker])
  await client.close()
  return answers
}

const countBy = (answers) => {
  const counts = {}
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1
  return Object.entries(counts)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ')
}

cluster('start', {
  EGRESA_DEMO_SET: 'full',
  // One client address sends the whole load: no per-address limits (lib/traffic-limit.ts).
  EGRESA_API_ENV_PAGES_PER_ADDRESS: '0',
  EGRESA_API_ENV_SEARCHES_PER_ADDRESS: '0',
})
let failed = false
try {
  const state = readState()
  const direct = state.apis.map((api) => `http://127.0.0.1:${api.port}`)
  const login = await fetch(`${direct[0]}/usr/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Api-Key': state.apiKeys.alumni,
      'Accept-Language': 'es',
    },
    body: JSON.stringify({
      email: 'alumni.premium@demo.egresa.test',
      password: DEMO_PASSWORD,
      deviceId: 'bench-cluster',
      deviceType: 2,
      push: null,
    }),
  })
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`)
  const { token } = await login.json()
  const headers = {
    'X-Api-Key': state.apiKeys.alumni,
    'X-Token': token,
    'X-Device-Id': 'bench-cluster',
    'X-Device-Type': '2',
    'Accept-Language': 'es',
  }
  const paths = await readPaths(direct[0], headers)
  console.log(
    `\nbench/cluster: PostgreSQL, the full demo set, ${paths.length} different reads of /api/users, /api/jobs, /api/articles and /api/workgroups (a word and a page each)`,
  )

  // 1. One process, then two: alternated twice, each figure the sum of its rounds.
  const half = CONNECTIONS / 2
  await load(direct[0], { paths, headers, connections: CONNECTIONS, seconds: 3 }) // warm-up
  await load(direct[1], { paths, headers, connections: CONNECTIONS, seconds: 3 })
  const rounds = { one: [], two: [] }
  const pids = state.apis.slice(0, 2).map((api) => api.pid)
  const cores = { one: [], two: [] }
  for (let round = 0; round < 2; round++) {
    let before = cpuTimes(pids)
    rounds.one.push(await load(direct[0], { paths, headers, connections: CONNECTIONS, seconds: SECONDS / 2 }))
    cores.one.push(coresUsed(before, cpuTimes(pids)))
    before = cpuTimes(pids)
    rounds.two.push(
      await Promise.all(
        direct
          .slice(0, 2)
          .map((url) => load(url, { paths, headers, connections: half, seconds: SECONDS / 2 })),
      ),
    )
    cores.two.push(coresUsed(before, cpuTimes(pids)))
  }
  const rateOf = (results) =>
    results.reduce((sum, r) => sum + r.requests.total, 0) /
    (results.reduce((sum, r) => sum + r.duration, 0) || 1)
  const one = rateOf(rounds.one)
  const two =
    rounds.two.reduce((sum, pair) => sum + pair.reduce((s, r) => s + r.requests.total, 0), 0) / SECONDS
  console.log(
    `1. Scaling, ${CONNECTIONS} connections, ${SECONDS} s each in 2 alternating rounds (autocannon)`,
  )
  for (const r of rounds.one) console.log(`   one process         ${summary(r)}`)
  for (const pair of rounds.two)
    for (const [i, r] of pair.entries()) console.log(`   two, process ${i + 1}     ${summary(r)}`)
  const used = (list) => {
    const avg = (f) => list.reduce((sum, c) => sum + f(c), 0) / list.length
    const api = avg((c) => c.pids[0] + c.pids[1])
    return `${avg((c) => c.machine).toFixed(2)} of the machine's ${cpus().length} cores busy, ${api.toFixed(2)} of them the API processes', ${(avg((c) => c.machine) - api).toFixed(2)} PostgreSQL, autocannon and the rest`
  }
  console.log(`   one process: ${used(cores.one)}`)
  console.log(`   two processes: ${used(cores.two)}`)
  const ratio = two / one
  console.log(
    `   one ${one.toFixed(0)} req/s, two ${two.toFixed(0)} req/s: ${ratio.toFixed(2)}× (budget ≥ ${BUDGET}×): ${ratio >= BUDGET ? 'WITHIN' : 'OVER'}`,
  )
  failed ||= ratio < BUDGET

  // 2. kill -9 of process 1 under load through the proxy.
  const victim = state.apis[0].pid
  let killedAt
  const killed = await proxiedLoad(state, {
    paths,
    headers,
    workers: CONNECTIONS,
    ms: 10_000,
    during: (elapsed) => {
      if (!killedAt && elapsed >= 3_000) {
        process.kill(victim, 'SIGKILL')
        killedAt = elapsed
      }
    },
  })
  const inFlight = killed.filter((a) => a.sent < killedAt && a.answered >= killedAt)
  const failures = killed.filter((a) => a.status !== 200)
  console.log(
    `2. kill -9 of process 1 (pid ${victim}) at ${killedAt} ms, ${CONNECTIONS} readers through Caddy for 10 s`,
  )
  console.log(
    `   ${killed.length} reads: ${countBy(killed)}; in flight when it died: ${inFlight.length}; failed: ${failures.length} (budget: none beyond those in flight): ${failures.length <= inFlight.length ? 'WITHIN' : 'OVER'}`,
  )
  failed ||= failures.length > inFlight.length

  // 3. A PostgreSQL restart under load, on the surviving process and through the proxy.
  if (pgRestart) {
    const version = readdirSync('/etc/postgresql')[0]
    let restartedAt
    let restartTook
    let restarting
    const during = await proxiedLoad(state, {
      paths,
      headers,
      workers: 4,
      ms: 25_000,
      during: (elapsed) => {
        if (!restartedAt && elapsed >= 2_000) {
          restartedAt = elapsed
          const began = Date.now()
          // Not awaited, and not synchronous: the readers go on while PostgreSQL restarts.
          restarting = execFileAsync('pg_ctlcluster', [
            '--skip-systemctl-redirect',
            version,
            'main',
            'restart',
            '-m',
            'fast',
          ]).then(() => {
            restartTook = Date.now() - began
          })
        }
      },
    })
    await restarting
    const after = during.filter((a) => a.sent > restartedAt)
    const lastBad = after.filter((a) => a.status !== 200).at(-1)
    const recovered = lastBad ? lastBad.answered - restartedAt : 0
    const tail = during.filter((a) => a.sent > (lastBad?.answered ?? restartedAt))
    const serverErrors = during.filter((a) => a.status === 500)
    console.log(
      `3. PostgreSQL restarted (pg_ctlcluster ${version} main restart -m fast, ${restartTook} ms) at ${restartedAt} ms, 4 readers through Caddy for 25 s`,
    )
    console.log(
      `   ${during.length} reads: ${countBy(during)}; every answer 200 again ${(recovered / 1000).toFixed(1)} s after the restart began (${tail.length} reads since, all 200), no process restarted`,
    )
    failed ||= serverErrors.length > 0 || tail.length === 0 || tail.some((a) => a.status !== 200)
  } else {
    console.log('3. PostgreSQL restart: skipped (--no-pg-restart)')
  }
} catch (error) {
  console.error(error)
  failed = true
} finally {
  cluster('stop')
}
process.exitCode = failed ? 1 : 0
