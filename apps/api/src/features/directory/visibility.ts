import { can, notPeopleRoles, type Role, type RoleOrAnonymous } from '@egresa/api-contract/permissions'
import { eq, notInArray, or, type SQL } from 'drizzle-orm'
import { allOf } from '../../db/rows'
import { users } from '../../db/schema/users'
import type { Auth } from '../../lib/context'

/** Which directory a request reads: the alumni one (/api/users) or the companies' one (/usr/company/directory). */
export type Audience = 'alumni' | 'company'

export type Viewer = { id: string; role: RoleOrAnonymous; audience: Audience }

/** Accounts that are people of the community (not company recruiters, not the office's staff accounts). */
const NOT_PEOPLE: Role[] = [...notPeopleRoles]

/**
 * Whether the viewer sees the detailed fields, projects and experiences of other people: Premium alumni
 * (directory.details), and companies in their directory. Like the flags, a filter on top of the permission.
 */
export function seesDetails(viewer: Viewer): boolean {
  return viewer.audience === 'company' || can(viewer.role, 'directory.details')
}

/**
 * The people a viewer may see (docs/accounts.md): the alumni office everyone active; a company those who
 * allow companies (is_appear_by_company); alumni those who allow alumni (is_appear_by_user). A person who
 * does not appear is left out of the list even for themselves, but always sees their own profile page.
 */
export function visibleTo(viewer: Viewer, options: { includeSelf: boolean }): SQL {
  const people = allOf(eq(users.status, 'active'), notInArray(users.role, NOT_PEOPLE))
  if (can(viewer.role, 'admin.users.read')) return people
  if (viewer.audience === 'company') return allOf(people, eq(users.isAppearByCompany, true))
  const allowed = eq(users.isAppearByUser, true)
  return allOf(people, options.includeSelf ? or(allowed, eq(users.id, viewer.id)) : allowed)
}

export function viewerOf(session: Auth, audience: Audience): Viewer {
  return { id: session.user.id, role: session.user.role, audience }
}
