import type { Permission } from '@egresa/api-contract/permissions'

/** The permissions of the office's queues: an account with none of them has nothing to do in this app. */
export const officePermissions = [
  'admin.users.read',
  'admin.companies.validate',
  'admin.offers.manage',
  'admin.groups.validate',
] as const satisfies readonly Permission[]

/** Whether the server's permissions (`GET /api/init`) open this app: never decided on the role's name. */
export function isOffice(permissions: readonly Permission[]): boolean {
  return officePermissions.some((p) => permissions.includes(p))
}
