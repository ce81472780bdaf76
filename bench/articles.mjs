// Budget: on the `full` demo data set, a filtered and searched page of articles (GET /api/articles with
// text, type and year, signed in as the Premium demo alumni, so the saved and signed-up marks are read too)
// answers with 32 connections in under 20 ms at the median and 60 ms at p99, on the embedded PGlite
// database. Printed beside a bare Hono route measured in the same run. Needs only the built API.
//
// The full set is seeded once (a minute or two; BENCH_FULL_DIR keeps it between runs, and may be the
// same folder as bench/jobs.mjs's).
import { alternatingRounds, getJson, rate, signIn, withFullPortal } from './lib.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const CONNECTIONS = 32
const BUDGET = { p50: 20, p99: 60 }

await withFullPortal(async ({ base, bareUrl }) => {
  const alumni = await signIn(base, 'alumni.premium@demo.egresa.test')

  // A filter that finds events: a word of the newest event's title, its type and its year.
  const newest = (await getJson(`${base}/api/articles?type=EVENT`, alumni)).items[0]
  const word = newest.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]
  const year = new Date(newest.date).getUTCFullYear()
  const url = `${base}/api/articles?text=${encodeURIComponent(word)}&type=EVENT&year=${year}`
  const found = await getJson(url, alumni)
  if (!found.items.length) throw new Error(`the articles filter found nothing: ${url}`)
  const all = await getJson(`${base}/api/articles`, alumni)

  const targets = { bare: { url: bareUrl, headers: {} }, articles: { url, headers: alumni } }
  const totals = await alternatingRounds(targets, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
  })

  const row = (name, t) =>
    `  ${name.padEnd(52)} ${rate(t).toFixed(0).padStart(6)} req/s  p50 ${String(t.p50).padStart(3)} ms  p99 ${String(t.p99).padStart(4)} ms  errors ${t.errors}`
  console.log(
    `Articles on the full data set (${all.total} published, ${found.total} match the filter), ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} alternating rounds (autocannon)`,
  )
  console.log(row('bare Hono route', totals.bare))
  console.log(row(`GET /api/articles?text=${word}&type=EVENT&year=${year}`, totals.articles))
  const t = totals.articles
  const within = t.p50 < BUDGET.p50 && t.p99 < BUDGET.p99 && t.errors === 0
  console.log(
    `  articles: p50 ${t.p50} ms (budget < ${BUDGET.p50}), p99 ${t.p99} ms (budget < ${BUDGET.p99}): ${within ? 'WITHIN' : 'OVER'}`,
  )
  process.exitCode = within ? 0 : 1
})
