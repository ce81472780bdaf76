// Budget: on the `full` demo data set, a filtered page of the job bank (GET /api/jobs, signed in as the
// Premium demo alumni) and a company's candidate list (GET /usr/company/offers/{id}/candidates, as the demo
// company) each answer with 32 connections in under 20 ms at the median and 60 ms at p99, on the embedded
// PGlite database. Printed beside a bare Hono route measured in the same run. Needs only the built API.
//
// The full set is seeded once (a minute or two; BENCH_FULL_DIR keeps it between runs). When it has few
// applications, the bench adds some (60 to each published or closed offer of the demo company, 8 to every
// other one) so that the candidate list measured is a real one.
import { alternatingRounds, getJson, openPglite, rate, signIn, withFullPortal } from './lib.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const CONNECTIONS = 32
const BUDGET = { p50: 20, p99: 60 }
const MIN_APPLICATIONS = 2000

async function ensureApplications(dataDir) {
  const db = await openPglite(dataDir)
  try {
    const [{ n }] = (await db.query('select count(*)::int as n from job_applications')).rows
    if (n >= MIN_APPLICATIONS) return n
    console.log(`the data set has ${n} applications: adding some for the candidate list`)
    await db.exec(`
      create temp table bench_people as
        select id, row_number() over (order by id) as rn from users
        where role in ('alumniPremium', 'alumniDesempleados') and status = 'active';
      create temp table bench_offers as
        select o.id, o.published_at, row_number() over (order by o.id) as k,
          case when u.email = 'empresa@demo.egresa.test' then 60 else 8 end as wanted
        from job_offers o join companies c on c.id = o.company_id join users u on u.id = c.user_id
        where o.status in ('PUBLISHED', 'CLOSED');
      insert into job_applications (hash, offer_id, user_id, status, created_at, updated_at)
        select substr(md5(o.id::text || p.id::text), 1, 16), o.id, p.id,
          (array['PENDING', 'ACCEPTED', 'CANCELLED'])[1 + (p.rn + o.k) % 3],
          coalesce(o.published_at, now()) + (p.rn % 500) * interval '1 hour',
          coalesce(o.published_at, now()) + (p.rn % 500) * interval '1 hour'
        from bench_offers o
        join bench_people p
          on p.rn > (o.k * 37) % (select count(*) from bench_people)
          and p.rn <= (o.k * 37) % (select count(*) from bench_people) + o.wanted
        on conflict do nothing;
    `)
    const [{ m }] = (await db.query('select count(*)::int as m from job_applications')).rows
    return m
  } finally {
    await db.close()
  }
}

await withFullPortal(
  async ({ base, bareUrl, prepared: applications }) => {
    const alumni = await signIn(base, 'alumni.premium@demo.egresa.test')
    const company = await signIn(base, 'empresa@demo.egresa.test')

    // A filter that finds offers: a word of the newest offer's title and its working hours.
    const newest = (await getJson(`${base}/api/jobs`, alumni)).items[0]
    const word = newest.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]
    const bankUrl = `${base}/api/jobs?text=${encodeURIComponent(word)}&working_hours=${newest.working_hours}`
    const found = await getJson(bankUrl, alumni)
    if (!found.items.length) throw new Error(`the job bank filter found nothing: ${bankUrl}`)

    // The demo company's offer with the most candidates.
    const offers = (await getJson(`${base}/usr/company/offers?size=50`, company)).items
    const count = (o) => o.candidates.new + o.candidates.in_process + o.candidates.discarded
    const busiest = offers.sort((a, b) => count(b) - count(a))[0]
    if (!busiest || count(busiest) === 0) throw new Error('the demo company has no offer with candidates')
    const candidatesUrl = `${base}/usr/company/offers/${busiest.hash}/candidates`

    const targets = {
      bare: { url: bareUrl, headers: {} },
      bank: { url: bankUrl, headers: alumni },
      candidates: { url: candidatesUrl, headers: company },
    }
    const totals = await alternatingRounds(targets, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
    })

    // What a read costs when the cache has not got it (a new filter, or just after a write): one at a time,
    // each with a page size not asked before.
    const misses = async (url, headers) => {
      const times = []
      for (let size = 11; size <= 40; size++) {
        const started = performance.now()
        const res = await fetch(`${url}${url.includes('?') ? '&' : '?'}size=${size}`, { headers })
        await res.arrayBuffer()
        if (!res.ok) throw new Error(`${url}: ${res.status}`)
        times.push(performance.now() - started)
      }
      times.sort((a, b) => a - b)
      return `median ${times[times.length >> 1].toFixed(1)} ms, worst ${times.at(-1).toFixed(1)} ms`
    }
    const bankMiss = await misses(bankUrl, alumni)
    const candidatesMiss = await misses(candidatesUrl, company)

    const row = (name, t) =>
      `  ${name.padEnd(44)} ${rate(t).toFixed(0).padStart(6)} req/s  p50 ${String(t.p50).padStart(3)} ms  p99 ${String(t.p99).padStart(4)} ms  errors ${t.errors}`
    console.log(
      `Job bank on the full data set (${found.total} offers match the filter, ${count(busiest)} candidates of the offer, ${applications} applications in all), ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} alternating rounds (autocannon)`,
    )
    console.log(row('bare Hono route', totals.bare))
    console.log(row(`GET /api/jobs?text=${word}&working_hours=…`, totals.bank))
    console.log(row('GET /usr/company/offers/{id}/candidates', totals.candidates))
    console.log(
      `  a read the cache has not got, one at a time: job bank ${bankMiss}; candidates ${candidatesMiss}`,
    )
    let ok = true
    for (const name of ['bank', 'candidates']) {
      const t = totals[name]
      const within = t.p50 < BUDGET.p50 && t.p99 < BUDGET.p99 && t.errors === 0
      ok &&= within
      console.log(
        `  ${name}: p50 ${t.p50} ms (budget < ${BUDGET.p50}), p99 ${t.p99} ms (budget < ${BUDGET.p99}): ${within ? 'WITHIN' : 'OVER'}`,
      )
    }
    process.exitCode = ok ? 0 : 1
  },
  { prepare: ensureApplications },
)
