import type { SignedIn } from '@egresa/api-client/auth'
import { type LocaleContext, requireSignedIn } from '@egresa/ui/app/router'
import { redirect } from '@tanstack/react-router'

/** Pages an incomplete profile may still open: the edit page itself and signing out. */
const openWhileIncomplete = /^\/(es|en)\/user\/(profile\/edit|logout)\/?$/

/** Whether `pathname` must wait until the profile has birthdate, gender and studies (spec section 5). */
export function blockedByIncompleteProfile(session: SignedIn, pathname: string): boolean {
  return !session.user.is_complete && !openWhileIncomplete.test(pathname)
}

/**
 * Members-only pages: a guest goes to the login page (and comes back after signing in); a person whose
 * profile lacks a required field goes to the profile form until it is saved.
 */
export function requireMember(
  context: LocaleContext,
  location: { pathname: string; href: string },
): SignedIn {
  const session = requireSignedIn(context, location)
  if (blockedByIncompleteProfile(session, location.pathname)) {
    throw redirect({ to: '/$locale/user/profile/edit', params: { locale: context.locale } })
  }
  return session
}
