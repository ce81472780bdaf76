import type { AccountErasure, EraseAccountInput } from '@egresa/api-contract/privacy'
import { msg } from '@lingui/core/macro'
import { and, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions, users } from '../../db/schema/users'
import { forgetSessions } from '../../lib/auth/session'
import { ApiError, unauthorized } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import { type AppOrigins, appOriginFor } from '../../lib/links'
import type { Logger } from '../../lib/logger'
import { enqueueMail } from '../../lib/mail/outbox'
import { alumniUrl } from '../../lib/mail/templates'
import type { Storage } from '../../lib/storage/storage'
import { type AccountLimiter, checkCurrentPassword } from '../accounts/public'
import { releaseEventPlacesOf } from '../articles/public'
import { endOffersOfErasedCompany, forgetJobReads } from '../jobs/public'
import { endMentoringOf } from '../mentoring/public'
import { handOverGroupsOf } from '../workgroups/public'
import { settingsPage } from './links'

/** An account without a password (single sign-on) confirms by having signed in this recently. */
const RECENT_SIGN_IN_MS = 10 * 60_000

const passwordRequired = msg`Escribe tu contraseña para confirmar que quieres borrar tu cuenta.`
const signInAgain = msg`Por seguridad, vuelve a iniciar sesión con el acceso de tu universidad y confirma el borrado en los 10 minutos siguientes.`

/**
 * Asks to erase the signed-in account (art. 17): confirmed with the current password, or for an account
 * without one by a sign-in in the last 10 minutes. Every session of the account ends, a mail says when the
 * erasure happens, and signing in before then cancels it (`recordSignIn`).
 */
export async function requestErasure(
  db: Db,
  params: {
    userId: string
    sessionId: string
    input: EraseAccountInput
    locale: Locale
    limiter: AccountLimiter
    graceDays: number
    origins: AppOrigins
    now?: Date
  },
): Promise<AccountErasure> {
  const now = params.now ?? new Date()
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, params.userId))
  if (!account) throw unauthorized()
  if (account.passwordHash !== null) {
    if (!params.input.password)
      throw new ApiError(400, 'validation_failed', {
        errors: { password: [translate(params.locale, passwordRequired)] },
      })
    await checkCurrentPassword(db, {
      userId: params.userId,
      password: params.input.password,
      locale: params.locale,
      limiter: params.limiter,
      field: 'password',
    })
  } else {
    const [session] = await db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.id, params.sessionId))
    if (!session || session.createdAt.getTime() < now.getTime() - RECENT_SIGN_IN_MS)
      throw new ApiError(403, 'forbidden', { message: signInAgain })
  }
  const eraseAfter = new Date(now.getTime() + params.graceDays * 86_400_000)
  await db.transaction(async (tx) => {
    const [person] = await tx
      .update(users)
      // Asked by the person: not an inactive account's erasure (the last mail says which).
      .set({ eraseAfter, inactivityWarnedAt: null })
      .where(eq(users.id, params.userId))
      .returning({ email: users.email, name: users.name, language: users.language, role: users.role })
    if (!person) throw unauthorized()
    await tx.delete(sessions).where(eq(sessions.userId, params.userId))
    await enqueueMail(tx, {
      template: 'account-erasure-scheduled',
      locale: person.language,
      to: person.email,
      data: {
        name: person.name,
        eraseAfter: eraseAfter.toISOString(),
        signInUrl: alumniUrl(appOriginFor(params.origins, person.role), person.language, 'login'),
      },
    })
  })
  forgetSessions({ userId: params.userId })
  return { erase_after: eraseAfter.toISOString() }
}

/**
 * What a sign-in (password or single sign-on) means for the person's data: the account is active (its last
 * sign-in, a warning of inactivity withdrawn), and an erasure they asked for, or one of an inactive account, is
 * cancelled, which a mail says.
 */
export async function recordSignIn(
  db: Db,
  params: { userId: string; origins: AppOrigins },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ eraseAfter: users.eraseAfter })
      .from(users)
      .where(eq(users.id, params.userId))
      .for('update')
    await tx
      .update(users)
      .set({ lastActiveAt: sql`now()`, inactivityWarnedAt: null, eraseAfter: null })
      .where(eq(users.id, params.userId))
    if (!before?.eraseAfter) return false
    const [person] = await tx
      .select({ email: users.email, name: users.name, language: users.language, role: users.role })
      .from(users)
      .where(eq(users.id, params.userId))
    if (!person) return false
    await enqueueMail(tx, {
      template: 'account-erasure-cancelled',
      locale: person.language,
      to: person.email,
      data: {
        name: person.name,
        settingsUrl: alumniUrl(
          appOriginFor(params.origins, person.role),
          person.language,
          settingsPage(person.role),
          { tab: 'privacy' },
        ),
      },
    })
    return true
  })
}

/** `linkSecret`: MAIL_LINK_SECRET, which signs the tickets of the people who get an erased account's places. */
export type ErasureDeps = {
  db: Db
  storage: Storage
  origins: AppOrigins
  logger: Logger
  linkSecret: string
}

/**
 * Erases one account whose grace period has passed, in one transaction: a company's open offers end (their
 * candidates are told), the groups the person alone administered get another administrator, pending charges
 * go, active mandates end, the places held in events to come go to the people waiting, and pending mentoring
 * requests are withdrawn and mentorships ended (features/mentoring); then the account's
 * row goes, and with it (the foreign keys' `on delete`) the
 * profile, tags, experiences, projects, applications, saved items, group memberships, likes, sessions, links,
 * exports and CV views. Comments and private messages stay, signed by no one (a former member), without their
 * files (the other side keeps the thread); mandates and
 * charges stay without the person (`user_id` null) for the legal periods. Mail kept for the address is
 * deleted, and one last mail says it is done. The files (CV, avatar, project images, group files, exports,
 * logo) are removed from the storage once the transaction has committed. Answers false when the erasure was
 * cancelled meanwhile.
 */
export async function eraseAccount(deps: ErasureDeps, userId: string): Promise<boolean> {
  const { db, storage, origins } = deps
  const erased = await db.transaction(async (tx) => {
    const [person] = await tx
      .select({
        email: users.email,
        name: users.name,
        language: users.language,
        role: users.role,
        warned: users.inactivityWarnedAt,
      })
      .from(users)
      .where(and(eq(users.id, userId), lte(users.eraseAfter, sql`now()`)))
      .for('update')
    if (!person) return null
    const keys = (
      (await tx.execute(sql`
        select avatar_key as key from users where id = ${userId} and avatar_key is not null
        union all select cv_key from users where id = ${userId} and cv_key is not null
        union all select i.file_key from project_images i join projects p on p.id = i.project_id
          where p.user_id = ${userId}
        union all select storage_key from workgroup_files where uploader_id = ${userId}
        union all select file_key from conversation_messages where sender_id = ${userId} and file_key is not null
        union all select file_key from data_exports where user_id = ${userId} and file_key is not null
        union all select logo_key from companies where user_id = ${userId} and logo_key is not null
      `)) as unknown as { rows: { key: string }[] }
    ).rows.map((r) => r.key)
    const [company] = (
      (await tx.execute(sql`select id, name from companies where user_id = ${userId}`)) as unknown as {
        rows: { id: string; name: string }[]
      }
    ).rows
    const offers = company
      ? await endOffersOfErasedCompany(tx, { companyId: company.id, companyName: company.name, origins })
      : 0
    const groups = await handOverGroupsOf(tx, userId)
    const eventPlaces = await releaseEventPlacesOf(tx, {
      userId,
      links: { origins, secret: deps.linkSecret },
    })
    const mentoring = await endMentoringOf(tx, userId)
    await tx.execute(sql`delete from membership_charges where user_id = ${userId} and status = 'pending'`)
    await tx.execute(
      sql`update membership_mandates set status = 'ended', ended_at = now() where user_id = ${userId} and status = 'active'`,
    )
    await tx.execute(sql`delete from workgroup_files where uploader_id = ${userId}`)
    // Their private messages stay in the other side's thread, by a former member, without their files.
    await tx.execute(
      sql`update conversation_messages set file_key = null, file_name = null, file_type = null, file_size = null
        where sender_id = ${userId} and file_key is not null`,
    )
    await tx.execute(sql`delete from mail_outbox where lower(to_address) = lower(${person.email})`)
    // The versions of the content pages they saved stay, the office's record, without their name.
    await tx.execute(sql`update content_versions set author_name = null where author_id = ${userId}`)
    // The newsletters they were sent keep their counts, without the person (its user_id goes with the row).
    await tx.execute(sql`update newsletter_recipients set email = null where user_id = ${userId}`)
    await tx.execute(sql`delete from users where id = ${userId}`)
    await enqueueMail(tx, {
      template: 'account-erased',
      locale: person.language,
      to: person.email,
      data: {
        name: person.name,
        siteUrl: alumniUrl(appOriginFor(origins, person.role), person.language, ''),
        reason: person.warned ? 'inactive' : 'asked',
      },
    })
    return { keys, offers, groups, eventPlaces, mentoring }
  })
  if (!erased) return false
  forgetSessions({ userId })
  // The job bank's kept reads (its candidates' lists, the offers) must not show the person or the company.
  forgetJobReads(db)
  for (const key of erased.keys) await storage.delete(key)
  deps.logger.info(
    { files: erased.keys.length, offers: erased.offers, eventPlaces: erased.eventPlaces, ...erased.groups },
    'account erased',
  )
  return true
}

/**
 * The erasures whose grace period has passed, a batch at a time (the privacy job). One that fails is logged
 * and left for the next run; the others go on.
 */
export async function eraseDueAccounts(
  deps: ErasureDeps,
  limit = 50,
): Promise<{ erased: number; failed: number }> {
  let erased = 0
  let failed = 0
  for (;;) {
    const due = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(lte(users.eraseAfter, sql`now()`))
      .orderBy(users.eraseAfter)
      .limit(limit)
    let failedNow = 0
    for (const { id } of due) {
      try {
        if (await eraseAccount(deps, id)) erased++
      } catch (error) {
        failedNow++
        deps.logger.error({ err: error, user: id }, 'account erasure failed')
      }
    }
    failed += failedNow
    if (due.length < limit || failedNow > 0) return { erased, failed }
  }
}
