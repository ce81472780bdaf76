import * as v from 'valibot'
import { AdminUsersQuery, accountStatuses } from './admin-search'
import { AuditCsvQuery, AuditQuery, auditSources } from './audit-search'
import { BulkDecisionInput, BulkDecisionResult, Decision, ReasonInput } from './decisions'
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
  /** The office's last decision (verified or rejected); null while none. */
  decision: v.nullable(Decision),
  /** Why the office rejected it (mailed to the person). */
  decision_reason: v.nullable(v.string()),
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
    'Verifies a pending account (and validates its company): it can sign in, and gets the account-verified e-mail in its language. An account already decided on is a 409 naming who decided and when, with no second e-mail.',
  tag: 'admin',
  permission: 'admin.users.verify',
  apiKey: true,
  request: { params: HashParams },
  conflict: 'the account is not pending (already verified or rejected: the message says by whom and when)',
  response: { status: 200, body: AdminUser },
} as const satisfies Endpoint

export const adminUser = {
  method: 'GET',
  path: '/usr/admin/users/{hash}',
  summary: 'One account in any state, as the office reviews it (with its possible duplicates)',
  tag: 'admin',
  permission: 'admin.users.read',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 200, body: AdminUser },
} as const satisfies Endpoint

export const rejectUser = {
  method: 'POST',
  path: '/usr/admin/users/{hash}/reject',
  summary:
    'Rejects a pending account with a reason (required) that is mailed to the person in their language; it cannot sign in',
  tag: 'admin',
  permission: 'admin.users.verify',
  apiKey: true,
  request: { params: HashParams, body: ReasonInput },
  conflict: 'the account is not pending (already verified or rejected: the message says by whom and when)',
  response: { status: 200, body: AdminUser },
} as const satisfies Endpoint

export const bulkUsers = {
  method: 'POST',
  path: '/usr/admin/users/bulk',
  summary:
    'Verifies (`approve`) or rejects (with a reason) up to 1000 pending accounts at once; those already decided are skipped and listed',
  tag: 'admin',
  permission: 'admin.users.verify',
  apiKey: true,
  request: { body: BulkDecisionInput },
  response: { status: 200, body: BulkDecisionResult },
} as const satisfies Endpoint

/** How many items wait in each of the office's queues. */
export const OfficeQueues = v.object({
  /** People's accounts waiting for verification (`GET /usr/admin/users?people=true`). */
  users: v.number(),
  /** Companies waiting for validation (`GET /usr/admin/companies?status=pending`). */
  companies: v.number(),
  /** Offers waiting for review (`GET /usr/admin/offers?status=PENDING`). */
  offers: v.number(),
  /** Groups waiting for review (`GET /usr/admin/workgroups`, PENDING by default). */
  workgroups: v.number(),
  /**
   * Comments and files that members reported and the office has not reviewed yet, in any group
   * (`GET /usr/admin/workgroups?reported=true` lists their groups). Optional for a server older than it.
   */
  reports: v.optional(v.number(), 0),
  /** Private messages reported and not resolved yet (`GET /usr/admin/conversations/reports`). Optional for a server older than it. */
  messages: v.optional(v.number(), 0),
})
export type OfficeQueues = v.InferOutput<typeof OfficeQueues>

export const officeQueues = {
  method: 'GET',
  path: '/usr/admin/queues',
  summary:
    'The counts of the office’s queues: accounts to verify, companies to validate, offers and groups to review, and the reported comments and files of groups',
  tag: 'admin',
  permission: 'admin.app',
  apiKey: true,
  response: { status: 200, body: OfficeQueues },
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

// The audit log (docs/audit.md): every office action, every /usr/admin call and every `pnpm admin` command.

export { AuditCsvQuery, AuditQuery, auditFilters, auditSources } from './audit-search'

export const AuditLogEntry = v.object({
  id: v.number(),
  at: v.string(),
  /** The account that acted (null for `pnpm admin`), and who as people read it: its e-mail or `cli:<user>`. */
  actor: v.object({ hash: v.nullable(v.string()), label: v.string() }),
  source: v.picklist(auditSources),
  action: v.string(),
  object: v.nullable(
    v.object({ type: v.nullable(v.string()), id: v.nullable(v.string()), label: v.nullable(v.string()) }),
  ),
  /** Each field changed with its value before and after; secrets show as `[redacted]`. */
  changes: v.nullable(v.record(v.string(), v.object({ before: v.unknown(), after: v.unknown() }))),
  reason: v.nullable(v.string()),
  /** The HTTP method and path of the call (`CLI` and `pnpm admin <command>` for a command). */
  method: v.nullable(v.string()),
  path: v.nullable(v.string()),
  /** The answer's HTTP status, or the command's exit code. */
  status: v.nullable(v.number()),
})
export type AuditLogEntry = v.InferOutput<typeof AuditLogEntry>

/** The audit log's count stops here: beyond it the list says "more than" (`more`), and filters narrow it. */
export const AUDIT_COUNT_MAX = 10_000

export const AuditLogList = v.object({
  ...paginated(AuditLogEntry).entries,
  /**
   * True when more than `total` entries match: the count stops at AUDIT_COUNT_MAX (a log of every call of
   * years is not counted whole on each page); `maxPages` then reaches as far as `total`.
   */
  more: v.boolean(),
})
export type AuditLogList = v.InferOutput<typeof AuditLogList>

export const auditLog = {
  method: 'GET',
  path: '/usr/admin/audit',
  summary:
    'The audit log, newest first: who did what, when, to which object, the fields changed and why; filtered by actor, object, action, source and days',
  tag: 'admin',
  permission: 'admin.audit.read',
  apiKey: true,
  request: { query: AuditQuery },
  response: { status: 200, body: AuditLogList },
} as const satisfies Endpoint

export const auditLogCsv = {
  method: 'GET',
  path: '/usr/admin/audit.csv',
  summary:
    'The audit log with the same filters as a CSV file (UTF-8 with BOM, `;`-separated), newest first, at most 100000 entries',
  tag: 'admin',
  permission: 'admin.data.export',
  apiKey: true,
  request: { query: AuditCsvQuery },
  response: { status: 200, contentType: 'text/csv' },
} as const satisfies Endpoint

export const adminEndpoints = {
  officeQueues,
  adminUsers,
  adminUser,
  verifyUser,
  rejectUser,
  bulkUsers,
  adminUserCv,
  auditLog,
  auditLogCsv,
} as const satisfies Record<string, Endpoint>
