import { type SQL, sql } from 'drizzle-orm'
import type { RetentionRules } from '../../env'
import { appOriginFor } from '../../lib/links'
import { enqueueMails } from '../../lib/mail/outbox'
import { alumniUrl } from '../../lib/mail/templates'
import type { ErasureDeps } from './erasure'

/** Rows one statement of the job touches at most: the job never holds the database for long. */
const BATCH = 500

type Rows<T> = { rows: T[] }

async function rows<T>(deps: ErasureDeps, query: SQL): Promise<T[]> {
  return ((await deps.db.execute(query)) as unknown as Rows<T>).rows
}

/**
 * The retention rules the university configures (docs/privacy.md, "Retention"), applied by the privacy job in
 * batches; it answers their counts for the job's log line. The erasure of an inactive account is the job's
 * erasure step's, as one the person asked for.
 */
export async function applyRetention(
  deps: ErasureDeps,
  rules: RetentionRules,
): Promise<Record<string, number>> {
  return {
    unverifiedDeleted: await deleteUnverified(deps, rules.unverifiedDays),
    inactiveWarned: await warnInactive(deps, rules),
    inactiveToErase: await eraseWarnedInactive(deps, rules),
    candidatesHidden: await hideOldCandidates(deps, rules.candidateMonths),
    mandatesDeleted:
      rules.mandateMonths === 0
        ? 0
        : await deleteInBatches(
            deps,
            'membership_mandates',
            sql`user_id is null and status = 'ended' and ended_at < now() - make_interval(months => ${rules.mandateMonths})`,
          ),
    chargesDeleted:
      rules.paymentYears === 0
        ? 0
        : await deleteInBatches(
            deps,
            'membership_charges',
            sql`user_id is null and created_at < now() - make_interval(years => ${rules.paymentYears})`,
          ),
  }
}

/** Deletes the rows of `table` that match, a batch at a time; how many. */
async function deleteInBatches(deps: ErasureDeps, table: string, where: SQL): Promise<number> {
  let deleted = 0
  for (;;) {
    const gone = await rows<{ id: string }>(
      deps,
      sql`delete from ${sql.identifier(table)} where id in (select id from ${sql.identifier(table)} where ${where} limit ${BATCH}) returning id`,
    )
    deleted += gone.length
    if (gone.length < BATCH) return deleted
  }
}

/**
 * Accounts still waiting for the office's verification `days` after registering are deleted, with their files
 * (a company's logo); they never signed in, so nothing else of theirs exists.
 */
async function deleteUnverified(deps: ErasureDeps, days: number): Promise<number> {
  if (days === 0) return 0
  let deleted = 0
  for (;;) {
    const doomed = await rows<{ id: string; keys: (string | null)[] }>(
      deps,
      sql`select u.id, array[u.avatar_key, u.cv_key, c.logo_key] as keys from users u
        left join companies c on c.user_id = u.id
        where u.status = 'pending' and u.erase_after is null and u.created_at < now() - make_interval(days => ${days})
        order by u.created_at limit ${BATCH}`,
    )
    if (doomed.length === 0) return deleted
    const ids = `{${doomed.map((d) => d.id).join(',')}}`
    await deps.db.execute(sql`delete from users where id = any(${ids}::uuid[])`)
    for (const key of doomed.flatMap((d) => d.keys)) if (key) await deps.storage.delete(key)
    deleted += doomed.length
    if (doomed.length < BATCH) return deleted
  }
}

/**
 * The members the inactivity rule is about: active people (not the office, not a paying member) who have
 * neither signed in nor used a session for `inactiveMonths`.
 */
const inactive = (months: number) => sql`u.status = 'active' and u.role not in ('admin', 'office')
  and u.erase_after is null and u.last_active_at < now() - make_interval(months => ${months})
  and (u.subscription_end is null or u.subscription_end < current_date)
  and not exists (select 1 from sessions s where s.user_id = u.id
    and s.last_seen_at >= now() - make_interval(months => ${months}))
  and not exists (select 1 from membership_mandates m where m.user_id = u.id and m.status = 'active')`

/** Inactive accounts not warned yet get a mail: they will be erased `inactiveWarningDays` later unless they sign in. */
async function warnInactive(deps: ErasureDeps, rules: RetentionRules): Promise<number> {
  if (rules.inactiveMonths === 0) return 0
  let warned = 0
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const people = (
        (await tx.execute(sql`
          update users set inactivity_warned_at = now() where id in (
            select u.id from users u where ${inactive(rules.inactiveMonths)} and u.inactivity_warned_at is null
            order by u.last_active_at limit ${BATCH} for update skip locked)
          returning email, name, language, role, now() + make_interval(days => ${rules.inactiveWarningDays}) as erase_after`)) as unknown as Rows<{
          email: string
          name: string
          language: string
          role: string
          erase_after: Date | string
        }>
      ).rows
      await enqueueMails(
        tx,
        people.map((p) => ({
          template: 'account-inactive' as const,
          locale: p.language,
          to: p.email,
          data: {
            name: p.name,
            eraseAfter: new Date(p.erase_after).toISOString(),
            signInUrl: alumniUrl(appOriginFor(deps.origins, p.role), p.language, 'login'),
          },
        })),
      )
      return people.length
    })
    warned += done
    if (done < BATCH) return warned
  }
}

/** Inactive accounts warned `inactiveWarningDays` ago without a sign-in since: their erasure is due now. */
async function eraseWarnedInactive(deps: ErasureDeps, rules: RetentionRules): Promise<number> {
  if (rules.inactiveMonths === 0) return 0
  const due = await rows<{ id: string }>(
    deps,
    sql`update users set erase_after = now() where id in (
      select u.id from users u where ${inactive(rules.inactiveMonths)}
        and u.inactivity_warned_at < now() - make_interval(days => ${rules.inactiveWarningDays})
      limit ${BATCH})
      returning id`,
  )
  return due.length
}

/**
 * A company stops seeing a candidate `months` after its offer closed, unless the candidate agreed when applying
 * that it may keep them for other offers: the application stays the person's, hidden from the company.
 */
async function hideOldCandidates(deps: ErasureDeps, months: number): Promise<number> {
  if (months === 0) return 0
  let hidden = 0
  for (;;) {
    const done = await rows<{ id: string }>(
      deps,
      sql`update job_applications set hidden_from_company_at = now() where id in (
        select a.id from job_applications a join job_offers o on o.id = a.offer_id
        where a.hidden_from_company_at is null and not a.keep_for_company and o.status = 'CLOSED'
          and o.closed_at < now() - make_interval(months => ${months})
        limit ${BATCH})
      returning id`,
    )
    hidden += done.length
    if (done.length < BATCH) return hidden
  }
}
