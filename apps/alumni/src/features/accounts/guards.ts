import type { Locale } from '@egresa/i18n/locales'
import { redirect } from '@tanstack/react-router'
import type { SignedIn } from '../auth/session'

type GuardContext = { locale: Locale; session: SignedIn | null }

/** Guest-only pages (register): a signed-in person goes to the articles, as from the login page. */
export function requireGuest(context: GuardContext): void {
  if (context.session) throw redirect({ to: '/$locale/news', params: { locale: context.locale } })
}

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
export function requireMember(context: GuardContext, location: { pathname: string; href: string }): SignedIn {
  if (!context.session) {
    throw redirect({
      to: '/$locale/login',
      params: { locale: context.locale },
      search: { redirect: location.href },
    })
  }
  if (blockedByIncompleteProfile(context.session, location.pathname)) {
    throw redirect({ to: '/$locale/user/profile/edit', params: { locale: context.locale } })
  }
  return context.session
}
