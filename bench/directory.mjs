// Budget: on the `full` demo data set (10,000 alumni), the directory (GET /api/users) answers with 32
// connections in under 20 ms at the median and 60 ms at p99, on the embedded PGlite database, both its first
// page and a filtered and searched page, signed in as the Premium demo alumni (who sees the details and
// tags). Printed beside a bare Hono route measured in the same run, with one request alone of each. Needs
// only the built API.
//
// The full set is seeded once (a minute or two; BENCH_FULL_DIR keeps it between runs, and may be the
// same folder as bench/jobs.mjs's and bench/articles.mjs's).
import { alternatingRounds, getJson, rate, signIn, withFullPortal } from './lib.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const CONNECTIONS = 32
const BUDGET = { p50: 20, p99: 60 }

/** The median of one request at a time, in ms (what a person alone meets). */
async function alone(url, headers, times = 15) {
  const took = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    await getJson(url, headers)
    took.push(performance.now() - started)
  }
  took.sort((a, b) => a - b)
  return took[Math.floor(times / 2)]
}

await withFullPortal(async ({ base, bareUrl }) => {
  const alumni = await signIn(base, 'alumni.premium@demo.egresa.test')

  // A filter that finds people: the first word of a first name, written without its accents and in
  // capitals (as someone types it), with that person's country and graduation year.
  const first = `${base}/api/users?page=1`
  const all = await getJson(first, alumni)
  const someone = all.items.find((p) => p.country && p.graduation_year)
  if (!someone) throw new Error('no person on the first page has a country and a graduation year')
  const word = someone.name.split(/\s+/)[0].normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()
  const url = `${base}/api/users?text=${encodeURIComponent(word)}&country_code=${someone.country.code}&graduation_year=${someone.graduation_year}`
  const found = await getJson(url, alumni)
  if (!found.items.length) throw new Error(`the directory's filter found nothing: ${url}`)

  const targets = {
    bare: { url: bareUrl, headers: {} },
    first: { url: first, headers: alumni },
    searched: { url, headers: alumni },
  }
  const single = { first: await alone(first, alumni), searched: await alone(url, alumni) }
  const totals = await alternatingRounds(targets, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
  })

  const row = (name, t) =>
    `  ${name.padEnd(64)} ${rate(t).toFixed(0).padStart(6)} req/s  p50 ${String(t.p50).padStart(3)} ms  p99 ${String(t.p99).padStart(4)} ms  errors ${t.errors}`
  console.log(
    `The directory on the full data set (${all.total} people an alumni sees, ${found.total} match the filter), ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} alternating rounds (autocannon)`,
  )
  console.log(row('bare Hono route', totals.bare))
  const searchedPath = url.slice(base.length)
  console.log(row('GET /api/users?page=1', totals.first))
  console.log(row(`GET ${searchedPath}`, totals.searched))
  console.log(
    `  one request alone (median of 15): page 1 ${single.first.toFixed(1)} ms, filtered and searched ${single.searched.toFixed(1)} ms`,
  )
  let within = true
  for (const name of ['first', 'searched']) {
    const t = totals[name]
    const ok = t.p50 < BUDGET.p50 && t.p99 < BUDGET.p99 && t.errors === 0
    within &&= ok
    console.log(
      `  ${name === 'first' ? 'first page' : 'filtered and searched'}: p50 ${t.p50} ms (budget < ${BUDGET.p50}), p99 ${t.p99} ms (budget < ${BUDGET.p99}): ${ok ? 'WITHIN' : 'OVER'}`,
    )
  }
  process.exitCode = within ? 0 : 1
})
