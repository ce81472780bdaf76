import type { CurrentUser } from '@egresa/api-contract/auth'
import { can } from '@egresa/api-contract/permissions'
import { useSignedInUser } from '@egresa/ui/app/site-frame'

/** Who reads the articles, by the permissions of their role (docs/roles.md), as the server decides. */
export type ArticleViewer = {
  user: CurrentUser | undefined
  /** May save articles (every alumni tier). */
  canSave: boolean
  /** May sign up to events (Premium). */
  canSubscribe: boolean
  /** A free member, who is offered Premium where it is needed. */
  canUpgrade: boolean
}

export function useArticleViewer(): ArticleViewer {
  const user = useSignedInUser()
  return {
    user,
    canSave: user ? can(user.role, 'articles.save') : false,
    canSubscribe: user ? can(user.role, 'articles.subscribe') : false,
    canUpgrade: user ? can(user.role, 'membership.upgrade') : false,
  }
}
