// Budget (docs/articles.md, "My calendar"): a person's calendar feed with 500 events (signed up for or
// saved) and their applications' offer dates answers in under 50 ms at p95, read one request after another
// as a calendar app reads it (GET /api/calendar/<secret>.ics, no session), on the embedded PGlite database.
// The small demo set is seeded into a throwaway folder, then the Premium demo alumni is given 500 published
// events (300 saved, 300 signed up for, 100 of them both) and applications to up to 20 more offers while no
// portal holds the database; the portal starts again, the person makes their feed and it is read
// BENCH_REPEATS times (200) after a warm-up, alternating with the articles' public calendar (200 events, the
// same writer) as the machine's yardstick. Printed: the events and dates in the feed, its size, median, p95
// and slowest, and the yardstick's median and p95. Needs only the built API (`cd apps/api && node build.mjs`).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { API_KEY, freePort, kb, openPglite, signIn, startPortal } from './lib.mjs'

const REPEATS = Number(process.env.BENCH_REPEATS ?? 200)
const WARM_UP = 20
const EVENTS = 500
const BUDGET_P95_MS = 50
const PERSON = 'alumni.premium@demo.egresa.test'

const sorted = (list) => list.slice().sort((a, b) => a - b)
/** Nearest rank. */
const pct = (list, q) => sorted(list)[Math.max(0, Math.ceil(q * list.length) - 1)] ?? 0

const dataDir = mkdtempSync(join(tmpdir(), 'egresa-bench-calendar-'))
try {
  // The demo set, written by a portal started and stopped in the folder.
  const seeding = await startPortal(await freePort(), { LOG_LEVEL: 'warn' }, { dataDir })
  await seeding.stop()

  const db = await openPglite(dataDir)
  const [person] = (await db.query('select id from users where email = $1', [PERSON])).rows
  if (!person) throw new Error(`no demo account ${PERSON}`)
  await db.query(
    `insert into articles (hash, slug, type, status, title, summary, text, place, starts_at, ends_at, published_at)
     select 'benchcal' || g, 'evento-del-calendario-' || g, 'EVENT', 'PUBLISHED',
       'Encuentro de antiguos alumnos número ' || g, 'Una tarde para reencontrarse, con café; y charla.',
       '<p>Texto</p>', 'Aula Magna, Edificio de Rectorado', now() + (g || ' days')::interval,
       now() + (g || ' days')::interval + interval '2 hours', now()
     from generate_series(1, ${EVENTS}) g`,
  )
  await db.query(
    `insert into saved_articles (user_id, article_id) select $1, id from articles
     where hash like 'benchcal%' and substr(hash, 9)::int <= 300`,
    [person.id],
  )
  await db.query(
    `insert into article_subscriptions (user_id, article_id) select $1, id from articles
     where hash like 'benchcal%' and substr(hash, 9)::int > 200`,
    [person.id],
  )
  await db.query(
    `insert into job_applications (hash, offer_id, user_id, status)
     select 'benchcalapp' || row_number() over (order by o.id), o.id, $1, 'PENDING' from job_offers o
     where not exists (select 1 from job_applications a where a.offer_id = o.id and a.user_id = $1)
     order by o.id limit 20`,
    [person.id],
  )
  await db.close()

  const portal = await startPortal(await freePort(), { LOG_LEVEL: 'warn' }, { dataDir })
  try {
    const base = portal.base.replace('localhost', '127.0.0.1')
    const headers = await signIn(base, PERSON)
    const made = await fetch(`${base}/usr/users/calendar`, { method: 'POST', headers })
    if (made.status !== 201) throw new Error(`the feed was not made: ${made.status} ${await made.text()}`)
    const { url } = await made.json()
    const feed = `${base}${new URL(url).pathname}`
    const readOf = (address) => async () => {
      const started = performance.now()
      const res = await fetch(address, { headers: { 'X-Api-Key': API_KEY } })
      const body = await res.text()
      if (res.status !== 200) throw new Error(`${address} answered ${res.status}`)
      return { ms: performance.now() - started, body }
    }
    const read = readOf(feed)
    // Beside it, as the machine's yardstick: the articles' public calendar (200 upcoming events, same writer).
    const publicCalendar = readOf(`${base}/api/articles/events.ics`)
    let body = ''
    for (let i = 0; i < WARM_UP; i++) {
      body = (await read()).body
      await publicCalendar()
    }
    const times = []
    const yardstick = []
    // Alternating, so a neighbour's burst on a shared machine lands on both.
    for (let i = 0; i < REPEATS; i++) {
      times.push((await read()).ms)
      yardstick.push((await publicCalendar()).ms)
    }

    const events = body.split('BEGIN:VEVENT').length - 1
    const allDay = body.split('DTSTART;VALUE=DATE:').length - 1
    const median = pct(times, 0.5)
    const p95 = pct(times, 0.95)
    const slowest = Math.max(...times)
    console.log(
      `Calendar feed of a person with ${events - allDay} events and ${allDay} offer dates (${kb(Buffer.byteLength(body))}), ${REPEATS} reads one after another`,
    )
    console.log(
      `  GET /api/calendar/<secret>.ics  median ${median.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  slowest ${slowest.toFixed(1)} ms  (budget: p95 under ${BUDGET_P95_MS} ms)`,
    )
    console.log(
      `  GET /api/articles/events.ics (200 events, yardstick)  median ${pct(yardstick, 0.5).toFixed(1)} ms  p95 ${pct(yardstick, 0.95).toFixed(1)} ms`,
    )
    if (events - allDay < EVENTS) throw new Error(`the feed holds ${events - allDay} events, not ${EVENTS}`)
    if (p95 >= BUDGET_P95_MS) {
      console.log('  over budget')
      process.exitCode = 1
    }
  } finally {
    await portal.stop()
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
