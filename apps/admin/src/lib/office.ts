import type { Permission } from '@egresa/api-contract/permissions'

/**
 * Whether the server's permissions (`GET /api/init`) open this app: `admin.app`, which the office's roles
 * have (`officeRoles`); never decided on the role's name. Each queue then needs its own permission.
 */
export function isOffice(permissions: readonly Permission[]): boolean {
  return permissions.includes('admin.app')
}
