// Budget (docs/conversations.md, "Speed"): the inbox of a person with 1,000 conversations lists in under
// 50 ms. On the small demo data set, on the embedded PGlite database, the Premium demo account is given 1,000
// conversations (each with three messages, a third of them unread) written straight into the database while
// no portal holds it; then, signed in as that account, each call is asked one request after another
// (BENCH_REPEATS times, 100 by default, after a warm-up): the inbox's first page, a page deep in it, a search
// by name, and the header's unread count. Printed: the median and p95 of each; the budget applies to the
// inbox's first page (its median, with its p95 shown). Needs the built API (`cd apps/api && node build.mjs`).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, openPglite, signIn, startPortal } from './lib.mjs'

const CONVERSATIONS = 1000
const REPEATS = Number(process.env.BENCH_REPEATS ?? 100)
const BUDGET_MS = 50
const PREMIUM = 'alumni.premium@demo.egresa.test'

const dataDir = mkdtempSync(join(tmpdir(), 'egresa-bench-messages-'))
let portal
try {
  // The demo set, migrated and seeded by a first start.
  portal = await startPortal(await freePort(), { LOG_LEVEL: 'warn' }, { dataDir })
  await portal.stop()
  portal = undefined

  const db = await openPglite(dataDir)
  await db.exec(`
    insert into users (hash, email, role, status, name, surname, is_appear_by_user)
    select 'benchmsg' || lpad(g::text, 5, '0'), 'bench.messages.' || g || '@alumni.test', 'alumniPremium', 'active',
      'Persona' || g, 'Apellido' || g, true
    from generate_series(1, ${CONVERSATIONS}) g;

    insert into conversations (hash, user_low, user_high, started_by, created_at, last_message_at,
      last_message_preview, last_sender_id)
    select 'benchconv' || lpad(u.n::text, 5, '0'), least(p.id, u.id), greatest(p.id, u.id), u.id,
      now() - u.n * interval '1 hour', now() - u.n * interval '1 minute', 'Tercer mensaje de ' || u.n, u.id
    from (select id, row_number() over (order by email) as n from users
          where email like 'bench.messages.%@alumni.test') u,
      (select id from users where email = '${PREMIUM}') p;

    insert into conversation_members (conversation_id, side, user_id, unread)
    select c.id, s.side, case s.side when 0 then c.user_low else c.user_high end,
      case when (case s.side when 0 then c.user_low else c.user_high end) = p.id
        and substr(c.hash, 10)::int % 3 = 0 then 3 else 0 end
    from conversations c cross join (values (0), (1)) s(side)
      cross join (select id from users where email = '${PREMIUM}') p
    where c.hash like 'benchconv%';

    insert into conversation_messages (hash, conversation_id, sender_id, body, created_at)
    select 'benchmsg' || substr(c.hash, 10) || '-' || k, c.id, c.started_by,
      'Mensaje ' || k || ' de la conversación ' || substr(c.hash, 10),
      c.last_message_at - (3 - k) * interval '1 second'
    from conversations c cross join generate_series(1, 3) k
    where c.hash like 'benchconv%';
  `)
  await db.close()

  portal = await startPortal(await freePort(), { LOG_LEVEL: 'warn' }, { dataDir })
  const base = portal.base.replace('localhost', '127.0.0.1')
  const headers = await signIn(base, PREMIUM)

  async function time(path) {
    const times = []
    let answer
    for (let i = 0; i < REPEATS + 10; i++) {
      const started = performance.now()
      const res = await fetch(`${base}${path}`, { headers })
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
      answer = await res.json()
      if (i >= 10) times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))]
    return { p50: at(0.5), p95: at(0.95), answer }
  }

  const inbox = await time('/usr/conversations')
  const deep = await time('/usr/conversations?page=40')
  const search = await time('/usr/conversations?text=persona99')
  const unread = await time('/usr/conversations/unread')
  const ms = (n) => `${n.toFixed(1).padStart(6)} ms`
  console.log(
    `The inbox of a person with ${inbox.answer.total} conversations (${unread.answer.unread} unread messages in ${unread.answer.conversations}), PGlite, ${REPEATS} requests each, one at a time`,
  )
  console.log(`  GET /usr/conversations                 p50 ${ms(inbox.p50)}  p95 ${ms(inbox.p95)}`)
  console.log(`  GET /usr/conversations?page=40         p50 ${ms(deep.p50)}  p95 ${ms(deep.p95)}`)
  console.log(
    `  GET /usr/conversations?text=persona99  p50 ${ms(search.p50)}  p95 ${ms(search.p95)}  (${search.answer.total} found)`,
  )
  console.log(`  GET /usr/conversations/unread          p50 ${ms(unread.p50)}  p95 ${ms(unread.p95)}`)
  const within = inbox.p50 < BUDGET_MS
  console.log(
    `  inbox: p50 ${inbox.p50.toFixed(1)} ms (budget < ${BUDGET_MS} ms), p95 ${inbox.p95.toFixed(1)} ms: ${within ? 'WITHIN' : 'OVER'}`,
  )
  if (inbox.answer.total !== CONVERSATIONS) throw new Error(`expected ${CONVERSATIONS} conversations`)
  if (!within) process.exitCode = 1
} finally {
  await portal?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
