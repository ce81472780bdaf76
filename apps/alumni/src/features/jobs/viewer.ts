import type { CurrentUser } from '@egresa/api-contract/auth'
import { can } from '@egresa/api-contract/permissions'
import { useSignedInUser } from '@egresa/ui/app/site-frame'

export type JobViewer =
  | { kind: 'guest' }
  /** Signed in without the job bank; `canUpgrade` when Premium is open to them (a free member). */
  | { kind: 'member'; user: CurrentUser; canUpgrade: boolean }
  /** May read the job bank and apply (the Premium tiers and the office). */
  | { kind: 'premium'; user: CurrentUser }

/** Who reads the job pages, by the permissions of their role (docs/roles.md), as the server decides. */
export function viewerOf(user: CurrentUser | undefined): JobViewer {
  if (!user) return { kind: 'guest' }
  if (can(user.role, 'jobs.read')) return { kind: 'premium', user }
  return { kind: 'member', user, canUpgrade: can(user.role, 'membership.upgrade') }
}

export function useJobViewer(): JobViewer {
  return viewerOf(useSignedInUser())
}
