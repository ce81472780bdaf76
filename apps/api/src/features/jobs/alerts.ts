import { can, notPeopleRoles, roles } from '@egresa/api-contract/permissions'
import { localePath } from '@egresa/i18n/segments'
import { msg } from '@lingui/core/macro'
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jobAlertDeliveries, jobOffers } from '../../db/schema/jobs'
import { companies, users } from '../../db/schema/users'
import { recordConsents } from '../../lib/consents'
import { ApiError } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import { signLinkToken, verifyLinkToken } from '../../lib/link-tokens'
import type { AppOrigins } from '../../lib/links'
import type { Logger } from '../../lib/logger'
import { enqueueMail } from '../../lib/mail/outbox'
import { resolveMailLocale } from '../../lib/mail/templates'
import { createPeriodicJob, type JobRunHook, type PeriodicJob } from '../../lib/periodic-job'

// Job alerts (docs/job-alerts.md): a mail, at most once a day, listing the offers published since
// the last one that match the person's studies, area or specialty, with a one-click unsubscribe link that
// works without signing in. They run every JOB_ALERTS_INTERVAL_MINUTES, once across the processes sharing
// the database (lib/periodic-job.ts), and `pnpm admin jobs:alerts` runs them once; two runs at once (a
// command beside the server) never mail a person one offer twice nor two mails within a day.

/** Alerts go to the people who can read the job bank (jobs.read: the Premium tiers), not to staff accounts. */
export const ALERT_ROLES = roles.filter(
  (r) => can(r, 'jobs.read') && !(notPeopleRoles as readonly string[]).includes(r),
)
/** At most one mail in this many hours. */
export const ALERT_INTERVAL_HOURS = 24
/** An offer counts as new for this many days after its publication (a person who turns alerts on gets these). */
export const ALERT_WINDOW_DAYS = 7
/** Offers listed in one mail; the rest are counted and the mail links to the job bank. */
export const ALERT_LISTED_OFFERS = 10
/** People looked at per query of a run. */
const BATCH = 200
/** People alerted at once (connections of the pool a run holds). */
const CONCURRENT = 4

/**
 * The alumni app's unsubscribe page, below the job bank's localized first segment (`jobs` in
 * `packages/i18n/src/segments.ts`): the mails link to `/es/empleo/{hash}` (`/en/jobs/{hash}`,
 * `/ca/ocupacio/{hash}`) and `/es/empleo/unsubscribe?token=…`. Keep it in step with the app.
 */
export const UNSUBSCRIBE_PAGE = 'unsubscribe'

// ---- Unsubscribe tokens ----

const TOKEN_PURPOSE = 'job-alerts.unsubscribe'

/**
 * The token of a person's unsubscribe link: their public hash and an HMAC of it with MAIL_LINK_SECRET
 * (lib/link-tokens.ts). It needs no table and does not expire (an old mail's link still works); it can only
 * turn alerts off.
 */
export function unsubscribeToken(secret: string, userHash: string): string {
  return signLinkToken(secret, TOKEN_PURPOSE, [userHash])
}

/** The public hash a token was made for, or null when it was not signed with this secret. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  return verifyLinkToken(secret, TOKEN_PURPOSE, token, 1)?.[0] ?? null
}

const linkInvalid = msg`El enlace para darte de baja no es válido. Copia la dirección completa del correo o desactiva los avisos de ofertas en la configuración de tu perfil.`

/** `POST /api/jobs/alerts/unsubscribe`: turns the person's job alerts off (again is fine); 400 for a bad token. */
export async function unsubscribeJobAlerts(
  db: Db,
  params: { token: string; secret: string; locale: Locale; now?: Date },
): Promise<{ email: string }> {
  const hash = verifyUnsubscribeToken(params.secret, params.token)
  const [row] = hash
    ? await db
        .update(users)
        .set({ isReceiveJobs: false, updatedAt: params.now ?? new Date() })
        .where(eq(users.hash, hash))
        .returning({ id: users.id, email: users.email })
    : []
  if (!row) {
    throw new ApiError(400, 'validation_failed', {
      errors: { token: [translate(params.locale, linkInvalid)] },
    })
  }
  // The job alerts' consent withdrawn from a mail's link (docs/privacy.md, "Consent records").
  await recordConsents(db, row.id, [{ kind: 'job_alerts', granted: false, source: 'mail-link' }])
  return { email: row.email }
}

// ---- The run ----

/** A link into the alumni app's job bank, in the mail's language (the web apps speak every mail language). */
function jobsUrl(
  origin: string,
  language: string,
  segments: string[],
  query?: Record<string, string>,
): string {
  const path = localePath(resolveMailLocale(language), 'jobs', ...segments.map(encodeURIComponent))
  const url = new URL(`${origin.replace(/\/+$/, '')}${path}`)
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value)
  return url.toString()
}

/** The page of an offer in the alumni app: `/es/empleo/{hash}` (`/en/jobs/…`, `/ca/ocupacio/…`). */
export const offerUrl = (origin: string, language: string, offerHash: string) =>
  jobsUrl(origin, language, [offerHash])

/** The unsubscribe page of the alumni app, which posts the token: `/es/empleo/unsubscribe?token=…`. */
export const unsubscribeUrl = (origin: string, language: string, token: string) =>
  jobsUrl(origin, language, [UNSUBSCRIBE_PAGE], { token })

export type JobAlertRun = {
  /** Mails put in the outbox. */
  mails: number
  /** Offers they list (or count), summed over the mails. */
  offers: number
}

const eligible = and(
  eq(users.isReceiveJobs, true),
  eq(users.status, 'active'),
  inArray(users.role, [...ALERT_ROLES]),
)

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`

/**
 * Offers published in the window that match a person's area or specialty tags, or name their studies
 * category, and were never mailed to them (internships too, marked as such in the mail).
 */
function newMatchingOffers(userId: string | ReturnType<typeof sql>, window: { from: Date; to: Date }) {
  return and(
    eq(jobOffers.status, 'PUBLISHED'),
    gt(jobOffers.publishedAt, window.from),
    lte(jobOffers.publishedAt, window.to),
    // The person's area or specialty tags, or their studies among the offer's.
    sql`(exists (select 1 from user_tags ut where ut.user_id = ${userId} and ut.tag_id in (${jobOffers.areaTagId}, ${jobOffers.specialtyTagId}))
      or exists (select 1 from users u where u.id = ${userId} and u.category_id = any(${jobOffers.categoryIds})))`,
    sql`not exists (select 1 from ${jobAlertDeliveries} d where d.user_id = ${userId} and d.offer_id = ${jobOffers.id})`,
  )
}

/**
 * One person's alert, in its own transaction: the person's row is locked (SKIP LOCKED: another run that
 * holds it deals with them), nobody mailed in the last ALERT_INTERVAL_HOURS is mailed again, and the offers
 * are recorded in job_alert_deliveries (primary key: person and offer) with `on conflict do nothing
 * returning`, so only the offers this run recorded go into the mail, which the same transaction enqueues.
 * Answers the number of offers mailed (0: no mail).
 */
async function alertOne(
  db: Db,
  params: {
    userId: string
    now: Date
    since: Date
    window: { from: Date; to: Date }
    origins: AppOrigins
    secret: string
  },
): Promise<number> {
  const { userId, now, origins } = params
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({
        id: users.id,
        hash: users.hash,
        email: users.email,
        name: users.name,
        language: users.language,
      })
      .from(users)
      .where(and(eq(users.id, userId), eligible))
      .for('update', { skipLocked: true })
    if (!person) return 0
    const [recent] = await tx
      .select({ at: jobAlertDeliveries.sentAt })
      .from(jobAlertDeliveries)
      .where(and(eq(jobAlertDeliveries.userId, userId), gt(jobAlertDeliveries.sentAt, params.since)))
      .limit(1)
    if (recent) return 0
    const offers = await tx
      .select({
        id: jobOffers.id,
        hash: jobOffers.hash,
        title: jobOffers.title,
        titleEn: jobOffers.titleEn,
        location: jobOffers.location,
        contract: jobOffers.contract,
        company: companies.name,
      })
      .from(jobOffers)
      .innerJoin(companies, eq(companies.id, jobOffers.companyId))
      .where(newMatchingOffers(userId, params.window))
      .orderBy(desc(jobOffers.publishedAt), asc(jobOffers.id))
    if (!offers.length) return 0
    const recorded = await tx
      .insert(jobAlertDeliveries)
      .values(offers.map((o) => ({ userId, offerId: o.id, sentAt: now })))
      .onConflictDoNothing()
      .returning({ offerId: jobAlertDeliveries.offerId })
    const mine = new Set(recorded.map((r) => r.offerId))
    const fresh = offers.filter((o) => mine.has(o.id))
    if (!fresh.length) return 0
    const english = resolveMailLocale(person.language) === 'en'
    await enqueueMail(tx, {
      template: 'job-alert',
      locale: person.language,
      to: person.email,
      data: {
        name: person.name,
        offers: fresh.slice(0, ALERT_LISTED_OFFERS).map((o) => ({
          // The offer's text in the mail's language when it has one, else Spanish (every offer has it).
          title: (english && o.titleEn) || o.title,
          company: o.company,
          location: o.location,
          internship: o.contract === 'INTERNSHIP',
          url: offerUrl(origins.alumni, person.language, o.hash),
        })),
        total: fresh.length,
        jobsUrl: jobsUrl(origins.alumni, person.language, []),
        unsubscribeUrl: unsubscribeUrl(
          origins.alumni,
          person.language,
          unsubscribeToken(params.secret, person.hash),
        ),
      },
    })
    return fresh.length
  })
}

/**
 * One run of the job alerts: every person with alerts on, allowed to read the job bank, not mailed in the
 * last ALERT_INTERVAL_HOURS, for whom an offer published in the last ALERT_WINDOW_DAYS matches and was
 * never mailed. People are read in batches by id; each is mailed in a transaction of their own.
 */
export async function runJobAlerts(
  db: Db,
  params: { origins: AppOrigins; secret: string; now?: Date; logger?: Pick<Logger, 'error'> },
): Promise<JobAlertRun> {
  const now = params.now ?? new Date()
  const since = new Date(now.getTime() - ALERT_INTERVAL_HOURS * 3_600_000)
  const window = { from: new Date(now.getTime() - ALERT_WINDOW_DAYS * 86_400_000), to: now }
  const result: JobAlertRun = { mails: 0, offers: 0 }
  let after: string | null = null
  for (;;) {
    const batch: { id: string }[] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eligible,
          after ? gt(users.id, after) : undefined,
          sql`not exists (select 1 from ${jobAlertDeliveries} d where d.user_id = ${users.id} and d.sent_at > ${timestamp(since)})`,
          sql`exists (select 1 from ${jobOffers} where ${newMatchingOffers(sql`${users.id}`, window)})`,
        ),
      )
      .orderBy(asc(users.id))
      .limit(BATCH)
    // A few people at a time, each in a transaction of their own (alertOne locks and checks them): while
    // one waits for the database, another's mail is written. One at a time, 100,000 subscribers took 17 min.
    let next = 0
    const worker = async () => {
      for (let i = next++; i < batch.length; i = next++) {
        const id = batch[i]?.id
        if (!id) continue
        try {
          const offers = await alertOne(db, { ...params, userId: id, now, since, window })
          if (offers) {
            result.mails += 1
            result.offers += offers
          }
        } catch (error) {
          // One person's failure (an address the outbox refuses) must not stop everyone else's alert.
          params.logger?.error({ err: error, userId: id }, 'job alert failed for one person')
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENT }, worker))
    const last = batch.at(-1)
    if (!last || batch.length < BATCH) return result
    after = last.id
  }
}

/**
 * The job alerts as a job of the API: once every interval across all the processes on the database
 * (lib/periodic-job.ts), a first check soon after the start.
 */
export function createJobAlertScheduler(options: {
  db: Db
  origins: AppOrigins
  secret: string
  logger: Logger
  intervalMs: number
  /** Delay of the first check after start(). Default one minute (or the interval if shorter). */
  firstRunMs?: number
  /** Told of each run's end (the metrics). */
  onRun?: JobRunHook
}): PeriodicJob {
  return createPeriodicJob({
    ...options,
    name: 'job-alerts',
    failure: 'job alerts run failed',
    run: () => runJobAlerts(options.db, options),
  })
}
