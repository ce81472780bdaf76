import type { CurrentUser } from '@egresa/api-contract/auth'
import { can } from '@egresa/api-contract/permissions'
import { useSignedInUser } from '@egresa/ui/app/site-frame'

/** Whether the signed-in person may mentor and ask for mentoring (every member, free or Premium). */
export function mayMentor(user: CurrentUser | undefined): boolean {
  return Boolean(user && can(user.role, 'mentoring.use'))
}

export function useMayMentor(): boolean {
  return mayMentor(useSignedInUser())
}
