// The admin app's lists on the `full` demo data set (10,000 alumni), on the embedded PGlite database, signed in
// as the office's demo account: the people search with varied queries (another text on every request, so no
// cache answers them: parts of names without accents, surnames, e-mail fragments, document and partner
// numbers), every list of the app's menu as it asks for it on opening (the queues' counts and their default
// filters, all companies, published offers, the audit log; membership's lists as the administrator), and
// GET /api/init in the same run for scale. Budget: p50 at most 25 ms at 4 connections for every list. Each
// target takes its turn in ROUNDS alternating rounds (a neighbour's burst on the shared machine lands on all
// alike); printed: req/s, the worst p50 and p99 of its rounds, errors. Then one bulk rejection of 500 pending
// accounts in one request is timed (each mailed and audited; the next run puts them back in the queue before
// it starts). Needs only the built API (`cd apps/api && node build.mjs`).
//
// The full set is seeded once (a minute or two; BENCH_FULL_DIR keeps it between runs).
import autocannon from 'autocannon'
import { getJson, openPglite, signIn, withFullPortal } from './lib.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const CONNECTIONS = 4
const BUDGET_P50 = 25
const BULK = 500
const BULK_REASON = 'bench/admin.mjs: bulk rejection, undone by the next run'

const strip = (s) => s.normalize('NFD').replace(/\p{M}/gu, '')

/** Search texts as the office types them, from the data itself: thousands of them, each used once in turn. */
async function searchTexts(base, headers) {
  const texts = []
  for (let page = 1; page <= 10; page++) {
    const list = await getJson(`${base}/usr/admin/people?size=100&page=${page * 7}`, headers)
    for (const p of list.items) {
      const name = strip(p.name.split(/\s+/)[0] ?? '').toLowerCase()
      const surname = strip(p.surname.split(/\s+/)[0] ?? '')
      if (name.length >= 3) texts.push(name.slice(0, 3 + (texts.length % 3)))
      if (surname.length >= 3) texts.push(surname.toUpperCase())
      if (name && surname) texts.push(`${name} ${surname.slice(0, 3).toLowerCase()}`)
      texts.push(p.email.split('@')[0])
      texts.push(String(p.partner_number))
      if (p.document_number) texts.push(p.document_number.slice(-5))
    }
  }
  return [...new Set(texts)]
}

function load(target, duration) {
  const options = { url: target.url, connections: CONNECTIONS, duration, headers: target.headers }
  if (target.paths) {
    let i = 0
    options.requests = [
      {
        setupRequest: (req) => {
          i += 1
          return { ...req, path: target.paths[i % target.paths.length] }
        },
      },
    ]
  }
  return autocannon(options)
}

/**
 * Puts back in the queue the accounts a previous run rejected in bulk (BENCH_FULL_DIR keeps the data), and
 * drops that run's rejection mails not sent yet: the outbox would send 500 of them during the measures.
 */
async function undoBulk(dataDir) {
  const db = await openPglite(dataDir)
  try {
    await db.query(
      `update users set status = 'pending', decided_at = null, decided_by = null, decision_reason = null
       where status = 'rejected' and decision_reason = $1`,
      [BULK_REASON],
    )
    await db.query(`delete from mail_outbox where status = 'pending' and template = 'account-rejected'`)
  } finally {
    await db.close()
  }
}

/** One bulk rejection of BULK pending accounts (one request; each mailed and audited), timed. */
async function bulkOnce(base, headers) {
  const hashes = []
  for (let page = 1; hashes.length < BULK; page++) {
    const list = await getJson(
      `${base}/usr/admin/users?status=pending&people=true&size=100&page=${page}`,
      headers,
    )
    if (!list.items.length) break
    hashes.push(...list.items.map((u) => u.hash))
  }
  if (hashes.length < BULK) return `only ${hashes.length} pending accounts: bulk not measured`
  const started = performance.now()
  const res = await fetch(`${base}/usr/admin/users/bulk`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'reject', hashes: hashes.slice(0, BULK), reason: BULK_REASON }),
  })
  const ms = performance.now() - started
  if (!res.ok) throw new Error(`bulk: ${res.status} ${await res.text()}`)
  const done = (await res.json()).done.length
  return `POST /usr/admin/users/bulk (reject ${BULK}, one request): ${done} rejected, mailed and audited in ${Math.round(ms)} ms`
}

await withFullPortal(
  async ({ base }) => {
    const office = await signIn(base, 'oficina@demo.egresa.test')
    const headers = { ...office, 'X-Egresa-App': 'admin' }
    const texts = await searchTexts(base, headers)
    const paths = texts.map((q) => `/usr/admin/people?q=${encodeURIComponent(q)}`)
    const all = await getJson(`${base}/usr/admin/people`, headers)
    const sample = await Promise.all(
      texts.slice(0, 40).map((q) => getJson(`${base}/usr/admin/people?q=${encodeURIComponent(q)}`, headers)),
    )
    const found = sample.filter((r) => r.total > 0).length

    const admin = await signIn(base, 'admin@demo.egresa.test')
    const adminHeaders = { ...admin, 'X-Egresa-App': 'admin' }
    const list = (path, as = headers) => ({ name: `GET ${path}`, url: `${base}${path}`, headers: as })
    // Each list as the admin app asks for it when it opens (the queues' default filters), and the other
    // lists of its menu; membership is the administrator's.
    const targets = {
      init: { name: 'GET /api/init', url: `${base}/api/init`, headers: { 'X-Api-Key': office['X-Api-Key'] } },
      people: {
        name: `GET /usr/admin/people?q=… (${texts.length} texts)`,
        url: `${base}/usr/admin/people`,
        headers,
        paths,
      },
      peopleFirst: list('/usr/admin/people'),
      queues: list('/usr/admin/queues'),
      users: list('/usr/admin/users?status=pending&people=true'),
      companiesQueue: list('/usr/admin/companies?status=pending'),
      companies: list('/usr/admin/companies'),
      offers: list('/usr/admin/offers?status=PENDING'),
      published: list('/usr/admin/offers?status=PUBLISHED'),
      workgroups: list('/usr/admin/workgroups?status=PENDING'),
      audit: list('/usr/admin/audit'),
      members: list('/usr/admin/membership/members?tier=alumniPremium', adminHeaders),
      renewals: list('/usr/admin/membership/renewals?days=30', adminHeaders),
    }
    for (const [key, t] of Object.entries(targets)) {
      const res = await fetch(t.paths ? `${base}${t.paths[0]}` : t.url, { headers: t.headers })
      if (!res.ok) throw new Error(`${key}: ${res.status} ${await res.text()}`)
    }

    // Warm-up, not counted; then the rounds.
    for (const t of Object.values(targets)) await load(t, 2)
    const totals = Object.fromEntries(
      Object.keys(targets).map((k) => [k, { requests: 0, seconds: 0, p50: 0, p99: 0, errors: 0 }]),
    )
    for (let round = 0; round < ROUNDS; round++) {
      for (const [key, t] of Object.entries(targets)) {
        const r = await load(t, SECONDS / ROUNDS)
        const into = totals[key]
        into.requests += r.requests.total
        into.seconds += r.duration
        into.p50 = Math.max(into.p50, r.latency.p50)
        into.p99 = Math.max(into.p99, r.latency.p99)
        into.errors += r.errors + r.non2xx + r.timeouts
      }
    }

    console.log(
      `The admin app's lists on the full data set (${all.total} accounts; ${found} of the first 40 search texts find someone), signed in as the office (membership: the administrator), ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} alternating rounds (autocannon)`,
    )
    let within = true
    for (const [key, t] of Object.entries(targets)) {
      const r = totals[key]
      const ok = r.p50 <= BUDGET_P50 && r.errors === 0
      if (key !== 'init') within &&= ok
      console.log(
        `  ${t.name.padEnd(60)} ${(r.requests / r.seconds).toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}${key === 'init' ? '' : ok ? '  WITHIN' : '  OVER'}`,
      )
    }
    console.log(`  budget: p50 <= ${BUDGET_P50} ms for every list: ${within ? 'WITHIN' : 'OVER'}`)
    console.log(`  ${await bulkOnce(base, headers)}`)
    process.exitCode = within ? 0 : 1
  },
  { prepare: undoBulk },
)
