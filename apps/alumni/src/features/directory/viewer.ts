import type { CurrentUser } from '@egresa/api-contract/auth'
import { can } from '@egresa/api-contract/permissions'
import { useSignedInUser } from '@egresa/ui/app/site-frame'

export type DirectoryViewer =
  | { kind: 'guest' }
  /** Signed in without the directory (an account that is not a person of the community). */
  | { kind: 'none'; user: CurrentUser }
  /** Sees the basic cards; `canUpgrade` when Premium is open to them (a free member). */
  | { kind: 'basic'; user: CurrentUser; canUpgrade: boolean }
  /** Sees the details: city, area and specialty, and may filter by them (Premium and the office). */
  | { kind: 'details'; user: CurrentUser }

/** Who reads the directory, by the permissions of their role (docs/roles.md), as the server decides. */
export function directoryViewerOf(user: CurrentUser | undefined): DirectoryViewer {
  if (!user) return { kind: 'guest' }
  if (!can(user.role, 'directory.read')) return { kind: 'none', user }
  if (can(user.role, 'directory.details')) return { kind: 'details', user }
  return { kind: 'basic', user, canUpgrade: can(user.role, 'membership.upgrade') }
}

export function useDirectoryViewer(): DirectoryViewer {
  return directoryViewerOf(useSignedInUser())
}
