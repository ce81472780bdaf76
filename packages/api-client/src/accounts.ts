import {
  type ChangeEmailInput,
  type ChangePasswordInput,
  ConfirmEmailResponse,
  type RecoveryInput,
  type RegisterInput,
  RegisterResponse,
  type ResetPasswordInput,
} from '@egresa/api-contract/users'
import type * as v from 'valibot'
import type { ApiClient } from './client'

// Accounts: registration, password recovery, password and e-mail changes (paths as in
// @egresa/api-contract/users; the endpoint table is not imported so an app ships only the schemas it uses).

/** What a registration form sends: the fields of RegisterInput as typed (the server parses and normalizes). */
export type RegisterBody = v.InferInput<typeof RegisterInput> | RegisterInput

/** `POST /usr/register`: a new alumni account, pending until the alumni office verifies it. */
export function registerAccount(client: ApiClient, body: RegisterBody) {
  return client.request('POST', '/usr/register', { schema: RegisterResponse, json: body })
}

/** `POST /usr/recovery`: mails a recovery link if the address has an account; the same answer either way. */
export function requestRecovery(client: ApiClient, body: RecoveryInput) {
  return client.request('POST', '/usr/recovery', { json: body })
}

/** `POST /usr/recovery/check`: resolves while the mailed link still works, rejects (400 on `token`) otherwise. */
export function checkRecoveryToken(client: ApiClient, token: string) {
  return client.request('POST', '/usr/recovery/check', { json: { token } })
}

/** `POST /usr/recovery/reset`: the new password; every session of the account ends. */
export function resetPassword(client: ApiClient, body: ResetPasswordInput) {
  return client.request('POST', '/usr/recovery/reset', { json: body })
}

/** `PATCH /usr/users/password`: needs the current password; the account's other sessions end. */
export function changePassword(client: ApiClient, body: ChangePasswordInput) {
  return client.request('PATCH', '/usr/users/password', { json: body })
}

/** `POST /usr/users/email`: mails a confirmation link to the new address; needs the current password. */
export function requestEmailChange(client: ApiClient, body: ChangeEmailInput) {
  return client.request('POST', '/usr/users/email', { json: body })
}

/** `POST /usr/users/email/confirm`: the token of the link mailed to the new address; answers the new e-mail. */
export function confirmEmailChange(client: ApiClient, token: string) {
  return client.request('POST', '/usr/users/email/confirm', { schema: ConfirmEmailResponse, json: { token } })
}
