import type { EndpointBody } from '@egresa/api-contract/endpoint'
import * as users from '@egresa/api-contract/users'
import type { ApiClient } from './client'

// Accounts: registration, password recovery, password and e-mail changes. Each call is an endpoint of the
// contract's table; only the endpoints called here (and their schemas) go into an app.

/** What a registration form sends: the fields of RegisterInput as typed (the server parses and normalizes). */
export type RegisterBody = EndpointBody<typeof users.register>

/** `POST /usr/register`: a new alumni account, pending until the alumni office verifies it. */
export function registerAccount(client: ApiClient, body: RegisterBody) {
  return client.call(users.register, { body })
}

/** `POST /usr/recovery`: mails a recovery link if the address has an account; the same answer either way. */
export function requestRecovery(client: ApiClient, body: EndpointBody<typeof users.recovery>) {
  return client.call(users.recovery, { body })
}

/** `POST /usr/recovery/check`: resolves while the mailed link still works, rejects (400 on `token`) otherwise. */
export function checkRecoveryToken(client: ApiClient, token: string) {
  return client.call(users.recoveryCheck, { body: { token } })
}

/** `POST /usr/recovery/reset`: the new password; every session of the account ends. */
export function resetPassword(client: ApiClient, body: EndpointBody<typeof users.recoveryReset>) {
  return client.call(users.recoveryReset, { body })
}

/** `PATCH /usr/users/password`: needs the current password; the account's other sessions end. */
export function changePassword(client: ApiClient, body: EndpointBody<typeof users.changePassword>) {
  return client.call(users.changePassword, { body })
}

/**
 * `POST /usr/users/email`: needs the current password; answers alike whether the new address has an account
 * (a confirmation link goes to it only when it has none). 429 when asked too often for the account or address.
 */
export function requestEmailChange(client: ApiClient, body: EndpointBody<typeof users.changeEmail>) {
  return client.call(users.changeEmail, { body })
}

/** `POST /usr/users/email/confirm`: the token of the link mailed to the new address; answers the new e-mail. */
export function confirmEmailChange(client: ApiClient, token: string) {
  return client.call(users.confirmEmail, { body: { token } })
}

/**
 * `POST /usr/users/email/revert`: the token of the "it was not me" link mailed to the old address after an
 * e-mail change; gives the account its old address back, locks it and ends its sessions (once).
 */
export function revertEmailChange(client: ApiClient, token: string) {
  return client.call(users.revertEmail, { body: { token } })
}
