import type { endpoints } from '@egresa/api-contract/endpoints'
import { notPeopleRoles } from '@egresa/api-contract/permissions'
import { msg } from '@lingui/core/macro'
import type * as v from 'valibot'
import type { Db } from '../../db/client'
import { hashToken, newSessionToken, SESSION_LIFETIME_MS } from '../../lib/auth/tokens'
import { ApiError } from '../../lib/errors'
import type { AppOrigins } from '../../lib/links'
import { enqueueMail } from '../../lib/mail/outbox'
import { alumniUrl } from '../../lib/mail/templates'
import { accountDisabled, upsertSession } from '../auth/public'
import { recordSignIn } from '../privacy/public'
import {
  consumeTicket,
  createPendingAlumni,
  createTicket,
  findAccountByEmail,
  findAccountById,
} from './queries'

// Until @egresa/api-contract exports ./sso, its schemas are reached through the endpoint table.
export type SsoLoginInput = v.InferOutput<(typeof endpoints)['ssoLogin']['request']['body']>
/** Sent to `/{locale}/login?ssoError=<reason>` (same list as ssoErrorReasons in the contract). */
export type SsoErrorReason = 'sso_failed' | 'sso_email_not_verified' | 'sso_account_conflict'

/** How long the token of the success page can be exchanged for a session. */
export const SSO_TICKET_TTL_MS = 2 * 60 * 1000

/** What the university says about the person (userinfo claims). */
export type UniversityClaims = {
  email?: unknown
  email_verified?: unknown
  given_name?: unknown
  family_name?: unknown
  name?: unknown
}

/** Accounts that never sign in through the university: the office's staff and recruiters use their password. */
const NOT_BY_SSO = new Set<string>(notPeopleRoles)

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * Finds the alumni with the university's verified e-mail, or starts a pending alumni account from the
 * claims (and mails it the `registration-received` receipt), and answers a single-use token for the
 * success page.
 */
export async function startSsoSession(
  db: Db,
  params: { claims: UniversityClaims; language: string; origins: AppOrigins; now?: Date },
): Promise<{ token: string } | { error: SsoErrorReason }> {
  const email = text(params.claims.email).toLowerCase()
  if (!email || params.claims.email_verified !== true) return { error: 'sso_email_not_verified' }

  let account = await findAccountByEmail(db, { email })
  if (account && NOT_BY_SSO.has(account.role)) return { error: 'sso_account_conflict' }
  if (!account) {
    const fullName = text(params.claims.name)
    const name = (text(params.claims.given_name) || fullName || (email.split('@')[0] ?? '')).slice(0, 200)
    // The receipt goes with the new account, in its transaction: pending, it waits for the office too.
    account = await db.transaction(async (tx) => {
      const made = await createPendingAlumni(tx, {
        email,
        name,
        surname: text(params.claims.family_name).slice(0, 200),
        language: params.language,
      })
      if (made.created) {
        await enqueueMail(tx, {
          template: 'registration-received',
          locale: params.language,
          to: email,
          data: {
            name,
            account: 'alumni',
            companyName: null,
            homeUrl: alumniUrl(params.origins.alumni, params.language, ''),
          },
        })
      }
      return made.account
    })
  }

  const now = params.now ?? new Date()
  const token = newSessionToken()
  await createTicket(db, {
    userId: account.id,
    tokenHash: hashToken(token),
    now,
    notBefore: new Date(now.getTime() - SSO_TICKET_TTL_MS),
  })
  return { token }
}

const ticketInvalid = msg`El inicio de sesión con la universidad ha caducado o ya se ha usado. Vuelve a intentarlo.`

/** Exchanges the success page's token for a session on the device, like /usr/login. */
export async function ssoLogin(
  db: Db,
  params: { input: SsoLoginInput; origins: AppOrigins; now?: Date },
): Promise<{ token: string }> {
  const now = params.now ?? new Date()
  const userId = await consumeTicket(db, {
    tokenHash: hashToken(params.input.token),
    notBefore: new Date(now.getTime() - SSO_TICKET_TTL_MS),
  })
  if (!userId) throw new ApiError(401, 'unauthorized', { message: ticketInvalid })
  const account = await findAccountById(db, { id: userId })
  if (!account) throw new ApiError(401, 'unauthorized', { message: ticketInvalid })
  if (account.status === 'pending') throw new ApiError(403, 'account_not_verified')
  if (account.status !== 'active') throw new ApiError(403, 'forbidden', { message: accountDisabled })

  const token = newSessionToken()
  await upsertSession(db, {
    userId,
    tokenHash: hashToken(token),
    deviceId: params.input.deviceId,
    deviceType: params.input.deviceType,
    push: params.input.push,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    now,
  })
  // The account is active: an erasure asked for or due to inactivity is cancelled (docs/privacy.md).
  await recordSignIn(db, { userId, origins: params.origins })
  return { token }
}
