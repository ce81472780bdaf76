// Issue 26, "200,000 alumni": the portal on PostgreSQL with the `huge` demo set (200,000 alumni, 20,000 offers,
// 100,000 applications, 20,000 articles, 2,000 groups), or `full` for comparison (`--set full`). Needs the
// built API (`pnpm build`) and a PostgreSQL server that lets it create databases (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres).
//
//   node bench/scale.mjs [--set huge|full] [--seed] [--seconds 15] [--only searches|jobs]
//
// The set lives in the database `egresa_<set>`: seeded with `pnpm admin db:seed <set>` when it is missing or
// empty, or again with `--seed` (dropped first); otherwise reused, so a second run skips the minutes of the
// seed. Three figures:
//
// 1. Searches: the built API on that database, 16 connections, every request a different query (words,
//    countries, years and types drawn from the data), SEARCHES_PER_ADDRESS=0 so no per-address limit applies;
//    with PostgreSQL the API keeps no read in memory (lib/read-cache.ts), and the queries differ anyway. The
//    directory, the job bank and the news signed in as the Premium demo alumni, the groups as a guest.
//    Budget: p95 <= 150 ms each.
// 2. The daily job alerts (`pnpm admin jobs:alerts`) for 100,000 subscribers (5,000 on full): on a copy of
//    the database, as many active alumni of a Premium tier with the alerts on, and a week's worth of the set's
//    published offers (one in 52) moved into the last six days.
// 3. A collection run of 20,000 direct-debit mandates (1,000 on full), `pnpm admin membership:export`: on the
//    same copy, as many Premium members with an active mandate and a renewal charge due tomorrow (every
//    second mandate collected before, so both blocks FRST and RCUR are written).
//
// Both commands are timed as the operator meets them (a process started, migrations checked, the command);
// the start alone (`db:migrate`) is printed beside them. The copy is dropped at the end; `egresa_<set>` stays.
import { spawn } from 'node:child_process'
import { createCipheriv, randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { API_KEY, freePort, getJson, root, signIn, startPortal } from './lib.mjs'

const { values: opts } = parseArgs({
  options: {
    set: { type: 'string', default: 'huge' },
    seed: { type: 'boolean', default: false },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '15' },
    only: { type: 'string' },
  },
})
const SET = opts.set
if (SET !== 'huge' && SET !== 'full') throw new Error('--set must be huge or full')
if (opts.only && opts.only !== 'searches' && opts.only !== 'jobs') throw new Error('--only searches or jobs')
const SECONDS = Number(opts.seconds)
const CONNECTIONS = 16
const BUDGET_P95 = 150
const SUBSCRIBERS = SET === 'huge' ? 100_000 : 5_000
const MANDATES = SET === 'huge' ? 20_000 : 1_000

const require = createRequire(join(root, 'apps/api/package.json'))
const pg = require('pg')
const server = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
const urlOf = (name) => Object.assign(new URL(server), { pathname: `/${name}` }).toString()
const DB = `egresa_${SET}`
const COPY = `${DB}_run`

async function withClient(name, work) {
  const client = new pg.Client({ connectionString: urlOf(name) })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
const admin = (sql) => withClient(server.pathname.slice(1) || 'postgres', (c) => c.query(sql))

/** The built CLI on `database`: its output, and how long it took. */
function cli(database, args, extraEnv = {}) {
  const dataDir = join(tmpdir(), `egresa-scale-${SET}`)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, [join(root, 'apps/api/dist/cli.js'), ...args], {
      env: {
        ...process.env,
        DATABASE_URL: urlOf(database),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      if (args[0] === 'db:seed') process.stdout.write(chunk)
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      const ms = performance.now() - started
      if (code === 0) resolve({ out: out.trim(), ms })
      else reject(new Error(`pnpm admin ${args.join(' ')} failed (${code}): ${out}`))
    })
  })
}

// ---- The data set ----

async function seeded() {
  const exists = await admin(`select 1 from pg_database where datname = '${DB}'`)
  if (!exists.rowCount) return false
  return withClient(DB, async (c) => {
    const table = await c.query(`select to_regclass('public.users') is not null as ok`)
    if (!table.rows[0].ok) return false
    return (await c.query('select count(*)::int as n from users')).rows[0].n > 0
  })
}

let seedSeconds = null
if (opts.seed || !(await seeded())) {
  await admin(`drop database if exists ${DB} with (force)`)
  await admin(`create database ${DB}`)
  console.log(`seeding ${SET} into ${DB} (pnpm admin db:seed ${SET})…`)
  const { ms } = await cli(DB, ['db:seed', SET])
  seedSeconds = ms / 1000
}
const counts = await withClient(DB, async (c) => {
  const n = async (sql) => (await c.query(sql)).rows[0].n
  return {
    alumni: await n(`select count(*)::int as n from users where role like 'alumni%'`),
    offers: await n('select count(*)::int as n from job_offers'),
    applications: await n('select count(*)::int as n from job_applications'),
    articles: await n('select count(*)::int as n from articles'),
    groups: await n('select count(*)::int as n from workgroups'),
    experiences: await n('select count(*)::int as n from work_experiences'),
    projects: await n('select count(*)::int as n from projects'),
  }
})

// ---- 1. Searches ----

/** What the queries are drawn from: the set's own words, countries and years, the same ones every run. */
async function vocabulary() {
  return withClient(DB, async (c) => {
    await c.query('select setseed(0.26)')
    const words = async (sql) =>
      [...new Set((await c.query(sql)).rows.flatMap((r) => r.t.split(/[\s:,.¿?¡!()«»"]+/)))]
        .filter((w) => w.length >= 4)
        .slice(0, 400)
    return {
      people: (
        await c.query(`select name, surname, country_code, graduation_year from users
          where role like 'alumni%' and status = 'active' order by random() limit 400`)
      ).rows,
      offerWords: await words(
        `select title as t from job_offers where status = 'PUBLISHED' order by random() limit 400`,
      ),
      articleWords: await words(
        `select title as t from articles where status = 'PUBLISHED' order by random() limit 400`,
      ),
      groupWords: await words(`select name as t from workgroups order by random() limit 400`),
    }
  })
}

/** `connections` callers, each asking the next query as soon as the last answered, for `seconds`. */
async function load(base, headers, nextPath, seconds, connections = CONNECTIONS) {
  const took = []
  let errors = 0
  const until = performance.now() + seconds * 1000
  const caller = async () => {
    while (performance.now() < until) {
      const path = nextPath()
      const started = performance.now()
      try {
        const res = await fetch(`${base}${path}`, { headers })
        await res.arrayBuffer()
        if (!res.ok) errors++
      } catch {
        errors++
      }
      took.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: connections }, caller))
  took.sort((a, b) => a - b)
  const at = (q) => took[Math.min(took.length - 1, Math.floor(q * took.length))] ?? 0
  return { requests: took.length, rate: took.length / seconds, p50: at(0.5), p95: at(0.95), errors }
}

const cycle = (list) => {
  let i = 0
  return () => list[i++ % list.length]
}

async function searches() {
  const words = await vocabulary()
  const portal = await startPortal(
    await freePort(),
    {
      DATABASE_URL: urlOf(DB),
      LOG_LEVEL: 'warn',
      PAGES_PER_ADDRESS: '0',
      SEARCHES_PER_ADDRESS: '0',
      // Nothing scheduled runs under the measurement.
      JOB_ALERTS_INTERVAL_MINUTES: '0',
      MEMBERSHIP_INTERVAL_MINUTES: '0',
      MAIL_PURGE_INTERVAL_MINUTES: '0',
    },
    { tries: 2400 },
  )
  try {
    const base = portal.base.replace('localhost', '127.0.0.1')
    const premium = await signIn(base, 'alumni.premium@demo.egresa.test')
    const guest = { 'X-Api-Key': API_KEY, 'Accept-Language': 'es' }
    const q = (params) =>
      new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== null)).toString()
    // Each list of queries: as a person types them (a word, then a word and a filter), a few hundred long.
    const directory = words.people.flatMap((p, i) => {
      const first = p.name.split(/\s+/)[0]
      const surname = p.surname.split(/\s+/)[0]
      return [
        `/api/users?${q({ text: first })}`,
        `/api/users?${q({ text: `${first} ${surname}`, page: 1 + (i % 3) })}`,
        `/api/users?${q({ country_code: p.country_code, graduation_year: p.graduation_year })}`,
        `/api/users?${q({ text: surname, country_code: p.country_code })}`,
      ]
    })
    // The offers' titles come from a few dozen positions: each word with each filter, and pages.
    const jobs = words.offerWords.flatMap((w) => [
      `/api/jobs?${q({ text: w })}`,
      ...['FULL-TIME', 'PART-TIME'].map((h) => `/api/jobs?${q({ text: w, working_hours: h })}`),
      ...['INDEFINITE', 'TEMPORAL', 'FREELANCE', 'INTERNSHIP'].map(
        (c) => `/api/jobs?${q({ text: w, contract: c })}`,
      ),
      ...['ES', 'PT', 'FR', 'MX'].map((c) => `/api/jobs?${q({ text: w, country_code: c })}`),
      ...[2, 3].map((page) => `/api/jobs?${q({ text: w, page })}`),
    ])
    const types = ['NEWS', 'EVENT']
    const news = words.articleWords.flatMap((w, i) => [
      `/api/articles?${q({ text: w })}`,
      `/api/articles?${q({ text: w, type: types[i % 2] })}`,
      `/api/articles?${q({ text: w, year: 2025 + (i % 2) })}`,
    ])
    const groups = words.groupWords.flatMap((w, i) => [
      `/api/workgroups?${q({ text: w })}`,
      `/api/workgroups?${q({ text: w, page: 1 + (i % 2) })}`,
    ])
    const targets = {
      'directory GET /api/users': { list: directory, headers: premium },
      'job bank GET /api/jobs': { list: jobs, headers: premium },
      'news GET /api/articles': { list: news, headers: premium },
      'groups GET /api/workgroups': { list: groups, headers: guest },
    }
    // Every query answers (a 400 would be measured as fast): the first of each list, once.
    for (const t of Object.values(targets)) await getJson(`${base}${t.list[0]}`, t.headers)
    const results = {}
    for (const [name, t] of Object.entries(targets)) {
      // Warm-up, other queries first; then what one caller alone meets, then the 16.
      await load(base, t.headers, cycle(t.list.slice().reverse()), 2)
      const alone = await load(
        base,
        t.headers,
        cycle([...t.list.slice(t.list.length >> 1), ...t.list.slice(0, t.list.length >> 1)]),
        3,
        1,
      )
      results[name] = {
        ...(await load(base, t.headers, cycle(t.list), SECONDS)),
        alone: alone.p50,
        queries: t.list.length,
      }
    }
    return results
  } finally {
    await portal.stop()
  }
}

const searchResults = opts.only === 'jobs' ? {} : await searches()

// ---- 2. and 3. The daily job alerts and a collection run, on a copy ----

/** An IBAN encrypted as lib/iban-vault.ts stores it (`v1:<iv>:<tag>:<ciphertext>`, AES-256-GCM). */
function encryptIban(key, iban) {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const data = Buffer.concat([cipher.update(iban, 'utf8'), cipher.final()])
  return `v1:${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${data.toString('base64')}`
}

async function jobs() {
  await admin(`drop database if exists ${COPY} with (force)`)
  await admin(`create database ${COPY} template ${DB} strategy file_copy`)
  const key = randomBytes(32)
  const env = {
    IBAN_ENCRYPTION_KEY: key.toString('hex'),
    MEMBERSHIP_CREDITOR_NAME: 'Asociación de Antiguos Alumnos',
    MEMBERSHIP_CREDITOR_ID: 'ES37000G12345674',
    MEMBERSHIP_CREDITOR_IBAN: 'ES7921000813610123456789',
  }
  try {
    const setUp = await withClient(COPY, async (c) => {
      // Subscribers: the first SUBSCRIBERS active alumni (by id) in a Premium tier with the alerts on;
      // nobody else has them on.
      await c.query(`update users set is_receive_jobs = false where is_receive_jobs`)
      await c.query(`update users set is_receive_jobs = true,
          role = case when role in ('alumniPremium', 'alumniDesempleados') then role else 'alumniPremium' end
        where id in (select id from users where role like 'alumni%' and status = 'active'
          order by id limit ${SUBSCRIBERS})`)
      // A week of new offers: one published offer in 52, published again in the last six days.
      const week =
        await c.query(`update job_offers set published_at = now() - (abs(hashtext(id::text)) % 144) * interval '1 hour'
        where status = 'PUBLISHED' and abs(hashtext(id::text)) % 52 = 0`)
      // Members paying by direct debit, a renewal due tomorrow: Premium alumni (not the demo accounts, whose
      // mandate was encrypted with another key) with no mandate yet.
      const members = await c.query(`update users set role = 'alumniPremium', subscription_type = 'sepa',
          subscription_end = current_date + 1
        where id in (select id from users where role like 'alumni%' and status = 'active'
          and email like '%@alumni.demo.egresa.test' order by id desc limit ${MANDATES})
        returning id`)
      const iban = encryptIban(key, 'ES9121000418450200051332')
      await c.query(
        `insert into membership_mandates (user_id, reference, holder_name, bank_name, iban_encrypted, iban_masked,
            country, signed_at, text_version, first_collected_on)
          select u.id, 'EGR-M-SCALE-' || lpad(g.n::text, 6, '0'), u.name || ' ' || u.surname, 'CaixaBank', $1,
            'ES91 **** **** **** **** 1332', 'ES', now() - interval '1 year', '1',
            case when g.n % 2 = 0 then current_date - 365 end
          from unnest($2::uuid[]) with ordinality as g(id, n) join users u on u.id = g.id`,
        [iban, members.rows.map((r) => r.id)],
      )
      await c.query(`insert into membership_charges (hash, user_id, mandate_id, kind, amount_cents, due_on, status,
            covers_until)
          select 'scale' || substr(m.reference, 13), m.user_id, m.id, 'sepa', 5000, current_date + 1, 'pending',
            current_date + 366
          from membership_mandates m where m.reference like 'EGR-M-SCALE-%'`)
      await c.query('analyze')
      return { newOffers: week.rowCount, members: members.rowCount }
    })
    const start = await cli(COPY, ['db:migrate'], env)
    const alerts = await cli(COPY, ['jobs:alerts'], env)
    const out = mkdtempSync(join(tmpdir(), 'egresa-scale-run-'))
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    let collection
    try {
      collection = await cli(
        COPY,
        ['membership:export', '--date', tomorrow, '--out', join(out, 'remesa.xml')],
        env,
      )
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
    return { ...setUp, start, alerts, collection }
  } finally {
    await admin(`drop database if exists ${COPY} with (force)`)
  }
}

const jobResults = opts.only === 'searches' ? null : await jobs()

// ---- The figures ----

const ms = (n) => `${n.toFixed(0).padStart(4)} ms`
console.log()
console.log(
  `The ${SET} demo set on PostgreSQL (${counts.alumni} alumni, ${counts.experiences} experiences, ${counts.projects} projects, ${counts.offers} offers, ${counts.applications} applications, ${counts.articles} articles, ${counts.groups} groups)`,
)
console.log(
  `  machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim()}), load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${new Date().toISOString().slice(0, 10)}`,
)
if (seedSeconds !== null) console.log(`  seeded in ${seedSeconds.toFixed(0)} s (pnpm admin db:seed ${SET})`)
console.log(
  `  searches: ${CONNECTIONS} connections, ${SECONDS} s each, every request another query (budget p95 <= ${BUDGET_P95} ms)`,
)
let within = true
for (const [name, r] of Object.entries(searchResults)) {
  const ok = r.p95 <= BUDGET_P95 && r.errors === 0
  within &&= ok
  console.log(
    `    ${name.padEnd(28)} ${r.rate.toFixed(0).padStart(5)} req/s  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  errors ${r.errors}  (${r.queries} queries; alone p50 ${r.alone.toFixed(0)} ms)  ${ok ? 'WITHIN' : 'OVER'}`,
  )
}
if (jobResults) {
  console.log(
    `  a command's start alone (pnpm admin db:migrate): ${(jobResults.start.ms / 1000).toFixed(1)} s`,
  )
  console.log(
    `  daily job alerts, ${SUBSCRIBERS} subscribers, ${jobResults.newOffers} offers of the last week: ${(jobResults.alerts.ms / 1000).toFixed(1)} s (${jobResults.alerts.out})`,
  )
  console.log(
    `  collection run of ${jobResults.members} mandates (pnpm admin membership:export): ${(jobResults.collection.ms / 1000).toFixed(1)} s (${jobResults.collection.out.split('\n').at(-1)})`,
  )
}
process.exitCode = within ? 0 : 1
