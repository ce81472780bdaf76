import type {
  ChangeEmailInput,
  ChangePasswordInput,
  RecoveryInput,
  ResetPasswordInput,
} from '@egresa/api-contract/users'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Db } from '../../db/client'
import { hashPassword, verifyPassword } from '../../lib/auth/password'
import { forgetSessions } from '../../lib/auth/session'
import { hashToken, newSessionToken } from '../../lib/auth/tokens'
import { ApiError } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import { type AppOrigins, appOriginFor } from '../../lib/links'
import {
  EMAIL_CHANGE_TTL_HOURS,
  EMAIL_REVERT_TTL_DAYS,
  PASSWORD_RECOVERY_TTL_MINUTES,
} from '../../lib/mail/lifetimes'
import { enqueueMail } from '../../lib/mail/outbox'
import { alumniUrl, maskEmail } from '../../lib/mail/templates'
import {
  type AccountRow,
  consumeToken,
  deleteExpiredTokens,
  deleteSessions,
  deleteTokens,
  findAccountByEmail,
  findAccountById,
  findToken,
  insertToken,
  lockAccount,
  replaceToken,
  setEmail,
  setPassword,
} from './queries'
import type { AccountLimiter } from './rate-limit'

/** Web app pages the mailed links open (docs/accounts.md); they post the token back to the API. */
export const RECOVERY_PAGE = 'user/recovery'
export const EMAIL_CONFIRM_PAGE = 'user/email-confirm'
/** The page of the "it wasn't me" link mailed to the old address after an e-mail change. */
export const EMAIL_REVERT_PAGE = 'user/email-revert'

const field = (name: string, locale: Locale, text: MessageDescriptor) =>
  new ApiError(400, 'validation_failed', { errors: { [name]: [translate(locale, text)] } })

const linkInvalid = msg`El enlace no es válido, ya se ha usado o ha caducado. Pide uno nuevo.`
/** The undo link cannot be asked for again: the page says whom to contact instead. */
const revertLinkInvalid = msg`El enlace no es válido, ya se ha usado o ha caducado.`
const wrongPassword = msg`La contraseña actual no es correcta.`
const emailTaken = msg`Ya existe una cuenta con este correo electrónico.`

/** Whether a database error (or its cause) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if ((e as Error & { code?: unknown }).code === '23505') return true
  }
  return false
}

/**
 * Mails a recovery link when the address has an account that may sign in. The route runs this after it has
 * answered (204, the same for every address, lib/background.ts), so neither the answer nor its timing tells
 * whether the address is registered.
 */
export async function requestRecovery(
  db: Db,
  params: { input: RecoveryInput; limiter: AccountLimiter; origins: AppOrigins; now?: Date },
): Promise<void> {
  const now = params.now ?? new Date()
  const account = await findAccountByEmail(db, { email: params.input.email })
  if (!account || account.status === 'disabled') return
  if (!(await params.limiter.recoveryMailAllowed(account.id))) return
  const token = newSessionToken()
  await db.transaction(async (tx) => {
    await deleteExpiredTokens(tx, { now })
    await replaceToken(tx, {
      userId: account.id,
      purpose: 'password_reset',
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + PASSWORD_RECOVERY_TTL_MINUTES * 60_000),
    })
    await enqueueMail(tx, {
      template: 'password-recovery',
      locale: account.language,
      to: account.email,
      data: {
        name: account.name,
        resetUrl: alumniUrl(appOriginFor(params.origins, account.role), account.language, RECOVERY_PAGE, {
          token,
        }),
      },
    })
  })
}

export async function checkRecoveryToken(
  db: Db,
  params: { token: string; locale: Locale; now?: Date },
): Promise<void> {
  const row = await findToken(db, {
    tokenHash: hashToken(params.token),
    purpose: 'password_reset',
    now: params.now ?? new Date(),
  })
  if (!row) throw field('token', params.locale, linkInvalid)
}

/** Tells the account that its password changed, and what to do if it was not the person (`password-changed`). */
async function mailPasswordChanged(
  tx: Db,
  params: { account: AccountRow; how: 'change' | 'reset'; origins: AppOrigins },
): Promise<void> {
  const { account } = params
  await enqueueMail(tx, {
    template: 'password-changed',
    locale: account.language,
    to: account.email,
    data: {
      name: account.name,
      how: params.how,
      recoveryUrl: alumniUrl(appOriginFor(params.origins, account.role), account.language, RECOVERY_PAGE),
    },
  })
}

/**
 * Sets the new password with a recovery token (once), ends every session of the account and mails it
 * `password-changed`.
 */
export async function resetPassword(
  db: Db,
  params: { input: ResetPasswordInput; locale: Locale; origins: AppOrigins; now?: Date },
): Promise<void> {
  const now = params.now ?? new Date()
  // Hashed before the transaction: argon2 is slow on purpose and must not hold a row lock.
  const passwordHash = await hashPassword(params.input.password)
  const userId = await db.transaction(async (tx) => {
    const row = await consumeToken(tx, {
      tokenHash: hashToken(params.input.token),
      purpose: 'password_reset',
      now,
    })
    if (!row) return null
    await setPassword(tx, { userId: row.userId, passwordHash, now })
    await deleteSessions(tx, { userId: row.userId })
    const account = await findAccountById(tx, { id: row.userId })
    if (account) await mailPasswordChanged(tx, { account, how: 'reset', origins: params.origins })
    return row.userId
  })
  if (!userId) throw field('token', params.locale, linkInvalid)
  // This process's session cache must not keep the ended sessions alive.
  forgetSessions({ userId })
}

/**
 * The current password of the signed-in account, counted against guessing: 400 on its field (`password_old`
 * unless `field` names another) when wrong.
 */
export async function checkCurrentPassword(
  db: Db,
  params: { userId: string; password: string; locale: Locale; limiter: AccountLimiter; field?: string },
) {
  // Counted before the check, so concurrent guesses cannot all pass; a right password gives it back.
  await params.limiter.countPasswordAttempt(params.userId)
  const account = await findAccountById(db, { id: params.userId })
  if (!account) throw new ApiError(401, 'unauthorized')
  if (!(await verifyPassword(account.passwordHash, params.password))) {
    throw field(params.field ?? 'password_old', params.locale, wrongPassword)
  }
  await params.limiter.forgivePasswordAttempt(params.userId)
  return account
}

/** Changes the password of the signed-in account, ends its other sessions and mails it `password-changed`. */
export async function changePassword(
  db: Db,
  params: {
    userId: string
    sessionId: string
    input: ChangePasswordInput
    locale: Locale
    limiter: AccountLimiter
    origins: AppOrigins
    now?: Date
  },
): Promise<void> {
  const account = await checkCurrentPassword(db, { ...params, password: params.input.password_old })
  const passwordHash = await hashPassword(params.input.password)
  const now = params.now ?? new Date()
  await db.transaction(async (tx) => {
    await setPassword(tx, { userId: params.userId, passwordHash, now })
    await deleteSessions(tx, { userId: params.userId, exceptSessionId: params.sessionId })
    await mailPasswordChanged(tx, { account, how: 'change', origins: params.origins })
  })
  forgetSessions({ userId: params.userId })
}

/**
 * Mails a confirmation link to the new address; the address changes only when the link is used. A new
 * address that already has an account gets the same answer and the same stored pending change (so neither
 * the answer nor the account's `email_pending` tells whether it is registered), but no link: its token is
 * mailed to nobody, and the confirmation would refuse the address anyway. Its owner is told instead
 * (`email-change-attempt`), without the asking account's name or address, which are not theirs to know.
 */
export async function requestEmailChange(
  db: Db,
  params: {
    userId: string
    input: ChangeEmailInput
    locale: Locale
    limiter: AccountLimiter
    origins: AppOrigins
    now?: Date
  },
): Promise<void> {
  const account = await checkCurrentPassword(db, { ...params, password: params.input.password_old })
  const email = params.input.email
  if (email === account.email.toLowerCase()) {
    throw field('email', params.locale, msg`Esta ya es la dirección de tu cuenta.`)
  }
  await params.limiter.emailChange(account.id, email)
  const owner = await findAccountByEmail(db, { email })
  const now = params.now ?? new Date()
  const token = newSessionToken()
  await db.transaction(async (tx) => {
    await replaceToken(tx, {
      userId: account.id,
      purpose: 'email_change',
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
      newEmail: email,
    })
    if (owner) {
      // A disabled account is not written to.
      if (owner.status === 'disabled') return
      await enqueueMail(tx, {
        template: 'email-change-attempt',
        locale: owner.language,
        to: owner.email,
        data: {
          name: owner.name,
          signInUrl: alumniUrl(appOriginFor(params.origins, owner.role), owner.language, 'login'),
        },
      })
      return
    }
    await enqueueMail(tx, {
      template: 'email-change-confirmation',
      locale: account.language,
      to: email,
      data: {
        name: account.name,
        newEmail: email,
        confirmUrl: alumniUrl(
          appOriginFor(params.origins, account.role),
          account.language,
          EMAIL_CONFIRM_PAGE,
          {
            token,
          },
        ),
      },
    })
  })
}

/**
 * Uses the token of the link mailed to the new address: the account's e-mail becomes that address. The old
 * address is told (`email-changed`, with the new one masked) and gets a link that undoes the change and
 * locks the account when it was not the person (`revertEmailChange`).
 */
export async function confirmEmailChange(
  db: Db,
  params: { token: string; locale: Locale; origins: AppOrigins; now?: Date },
): Promise<{ email: string }> {
  const now = params.now ?? new Date()
  try {
    const email = await db.transaction(async (tx) => {
      const row = await consumeToken(tx, { tokenHash: hashToken(params.token), purpose: 'email_change', now })
      if (!row?.newEmail) return null
      const account = await findAccountById(tx, { id: row.userId })
      if (!account) return null
      await setEmail(tx, { userId: row.userId, email: row.newEmail, now })
      // A link of its own for each change: a later change (made by whoever took the account) must not
      // replace the link the first address holds.
      const revertToken = newSessionToken()
      await insertToken(tx, {
        userId: account.id,
        purpose: 'email_revert',
        tokenHash: hashToken(revertToken),
        expiresAt: new Date(now.getTime() + EMAIL_REVERT_TTL_DAYS * 86_400_000),
        newEmail: account.email,
      })
      await enqueueMail(tx, {
        template: 'email-changed',
        locale: account.language,
        to: account.email,
        data: {
          name: account.name,
          newEmailMasked: maskEmail(row.newEmail),
          revertUrl: alumniUrl(
            appOriginFor(params.origins, account.role),
            account.language,
            EMAIL_REVERT_PAGE,
            { token: revertToken },
          ),
        },
      })
      return row.newEmail
    })
    if (!email) throw field('token', params.locale, linkInvalid)
    return { email }
  } catch (error) {
    // Someone registered the address after the link was sent: the link cannot be used any more.
    if (isUniqueViolation(error)) throw field('token', params.locale, emailTaken)
    throw error
  }
}

/**
 * The "it wasn't me" link mailed to the old address after an e-mail change (once, within
 * EMAIL_REVERT_TTL_DAYS): the account gets the old address back (unless another account has taken it
 * since), is locked (`disabled`, without a password) until the alumni office unlocks it, loses every session
 * and every other mailed link. A token that is unknown, used or expired changes nothing (400 on `token`).
 * Locking rather than only undoing: whoever changed the address knew the password, and the old mailbox
 * may be the person's no longer, so the office checks who is who before the account works again.
 */
export async function revertEmailChange(
  db: Db,
  params: { token: string; locale: Locale; now?: Date },
): Promise<void> {
  const now = params.now ?? new Date()
  const userId = await db.transaction(async (tx) => {
    const row = await consumeToken(tx, { tokenHash: hashToken(params.token), purpose: 'email_revert', now })
    if (!row?.newEmail) return null
    const owner = await findAccountByEmail(tx, { email: row.newEmail })
    if (!owner || owner.id === row.userId)
      await setEmail(tx, { userId: row.userId, email: row.newEmail, now })
    await lockAccount(tx, { userId: row.userId, now })
    await deleteTokens(tx, { userId: row.userId })
    await deleteSessions(tx, { userId: row.userId })
    return row.userId
  })
  if (!userId) throw field('token', params.locale, revertLinkInvalid)
  forgetSessions({ userId })
}
