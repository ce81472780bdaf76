import * as v from 'valibot'
import { AdminUsersQuery, accountStatuses } from './admin-search'
import type { Endpoint } from './endpoint'
import { PathHash, paginated } from './lists'
import { roles } from './permissions'

// The alumni office's calls (the admin app comes later; `pnpm admin users:verify <email>` does the same).

export { type AccountStatus, AdminUsersQuery, accountStatuses } from './admin-search'

/**
 * Why another account may be the same person: the same document number, or the same name and surname
 * (without accents or case) and birthdate.
 */
export const duplicateReasons = ['document', 'name_birthdate'] as const

export const AdminUser = v.object({
  hash: v.string(),
  email: v.string(),
  name: v.string(),
  surname: v.string(),
  role: v.picklist(roles),
  status: v.picklist(accountStatuses),
  language: v.string(),
  document_type: v.nullable(v.string()),
  document_number: v.nullable(v.string()),
  /** Registered through the university single sign-on (no password of its own). */
  sso_only: v.boolean(),
  has_cv: v.boolean(),
  created_at: v.string(),
  verified_at: v.nullable(v.string()),
  company: v.nullable(
    v.object({ hash: v.string(), name: v.string(), document_number: v.string(), validated: v.boolean() }),
  ),
  /** Other people's accounts that may be this person (company and office accounts are not compared). */
  possible_duplicates: v.array(v.object({ hash: v.string(), reason: v.picklist(duplicateReasons) })),
})
export type AdminUser = v.InferOutput<typeof AdminUser>

export const AdminUserList = paginated(AdminUser)
export type AdminUserList = v.InferOutput<typeof AdminUserList>

const HashParams = v.object({ hash: PathHash })

export const adminUsers = {
  method: 'GET',
  path: '/usr/admin/users',
  summary:
    'Accounts by status (pending by default), newest first, each with its possible duplicates (same document, or same name and birthdate); `duplicates=true` keeps only those that have some',
  tag: 'admin',
  permission: 'admin.users.read',
  apiKey: true,
  request: { query: AdminUsersQuery },
  response: { status: 200, body: AdminUserList },
} as const satisfies Endpoint

export const verifyUser = {
  method: 'POST',
  path: '/usr/admin/users/{hash}/verify',
  summary:
    'Verifies a pending account (and validates its company): it can sign in, and gets the account-verified e-mail in its language. An active account is answered as it is, with no second e-mail.',
  tag: 'admin',
  permission: 'admin.users.verify',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 200, body: AdminUser },
} as const satisfies Endpoint

export const adminUserCv = {
  method: 'GET',
  path: '/usr/admin/users/{hash}/cv',
  summary: "A person's CV (404 when there is none)",
  tag: 'admin',
  permission: 'admin.users.read',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 200, contentType: 'application/pdf' },
} as const satisfies Endpoint

export const adminEndpoints = { adminUsers, verifyUser, adminUserCv } as const satisfies Record<
  string,
  Endpoint
>
