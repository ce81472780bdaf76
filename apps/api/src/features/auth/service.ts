import type { LoginInput } from '@egresa/api-contract/auth'
import { msg } from '@lingui/core/macro'
import type { Db } from '../../db/client'
import { verifyPassword } from '../../lib/auth/password'
import { forgetSessions } from '../../lib/auth/session'
import { hashToken, newSessionToken, SESSION_LIFETIME_MS } from '../../lib/auth/tokens'
import { ApiError } from '../../lib/errors'
import type { AppOrigins } from '../../lib/links'
import type { LoginRateLimiter } from '../../lib/rate-limit'
import { recordSignIn } from '../privacy/public'
import { findLoginCandidate, upsertSession } from './queries'

const companyNotValidated = msg`Tu empresa está pendiente de validación por la oficina de antiguos alumnos. Te avisaremos por correo electrónico cuando puedas acceder.`

/** A disabled account signing in, with a password or the single sign-on. */
export const accountDisabled = msg`Esta cuenta está desactivada. Ponte en contacto con la oficina de antiguos alumnos.`

/**
 * Checks the credentials and opens a session for the device. The answer for an unknown e-mail and a wrong
 * password is the same, and costs the same time; only the right password learns about the account's state.
 */
export async function login(
  db: Db,
  params: { input: LoginInput; address: string; limiter: LoginRateLimiter; origins: AppOrigins; now?: Date },
): Promise<{ token: string }> {
  const { input, limiter } = params
  const account = input.email.toLowerCase()
  await limiter.checkAttempt(params.address, account)

  const candidate = await findLoginCandidate(db, { email: account })
  const valid = await verifyPassword(candidate?.passwordHash, input.password)
  // The attempt was counted before the check (limiter.checkAttempt): a failure has nothing more to record.
  if (!candidate || !valid) throw new ApiError(401, 'invalid_credentials')
  await limiter.recordSuccess(account)
  // A company that registered is pending and not validated: it is told about the company's validation.
  if (candidate.status !== 'disabled' && candidate.companyValidated === false) {
    throw new ApiError(403, 'account_not_verified', { message: companyNotValidated })
  }
  if (candidate.status === 'pending') throw new ApiError(403, 'account_not_verified')
  if (candidate.status !== 'active') throw new ApiError(403, 'forbidden', { message: accountDisabled })

  const now = params.now ?? new Date()
  const token = newSessionToken()
  await upsertSession(db, {
    userId: candidate.id,
    tokenHash: hashToken(token),
    deviceId: input.deviceId,
    deviceType: input.deviceType,
    push: input.push,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    now,
  })
  // The device's previous token, if it was cached, stops working now rather than in a moment.
  forgetSessions({ userId: candidate.id })
  // The account is active: an erasure asked for or due to inactivity is cancelled (docs/privacy.md).
  await recordSignIn(db, { userId: candidate.id, origins: params.origins })
  return { token }
}
