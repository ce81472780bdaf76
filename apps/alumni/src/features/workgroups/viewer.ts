import type { CurrentUser } from '@egresa/api-contract/auth'
import { can } from '@egresa/api-contract/permissions'
import { useSignedInUser } from '@egresa/ui/app/site-frame'

/** Who reads the groups, by the permissions of their role (docs/roles.md), as the server decides. */
export type WorkgroupViewer = {
  user: CurrentUser | undefined
  /** May follow a public group or ask to join a private one (Premium). */
  canSubscribe: boolean
  /** May create a group (Premium). */
  canCreate: boolean
  /** May comment where the group allows it (every alumni tier). */
  canComment: boolean
  /** A free member, who is offered Premium where it is needed. */
  canUpgrade: boolean
}

export function useWorkgroupViewer(): WorkgroupViewer {
  const user = useSignedInUser()
  return {
    user,
    canSubscribe: user ? can(user.role, 'groups.subscribe') : false,
    canCreate: user ? can(user.role, 'groups.create') : false,
    canComment: user ? can(user.role, 'groups.comment') : false,
    canUpgrade: user ? can(user.role, 'membership.upgrade') : false,
  }
}
