import type { SignedIn } from '@egresa/api-client/auth'
import { locales } from '@egresa/i18n/locales'
import { type LocaleContext, requireSignedIn } from '@egresa/ui/app/router'
import { redirect } from '@tanstack/react-router'

/**
 * Pages an incomplete profile may still open: the edit page itself, signing out, and the legal texts
 * (`info/…`: privacy, conditions, cookies), which the footer and the consent dialog link to.
 */
const openWhileIncomplete = new RegExp(
  `^/(${locales.join('|')})/(user/(profile/edit|logout)|info(/[^/]*)?)/?$`,
)

/** Whether `pathname` must wait until the profile has birthdate, gender and studies (spec section 5). */
export function blockedByIncompleteProfile(session: SignedIn, pathname: string): boolean {
  return !session.user.is_complete && !openWhileIncomplete.test(pathname)
}

/**
 * The completeness rule (spec section 5), the one guard of every page of the site (`_site`): a signed-in
 * person whose profile lacks birthdate, gender or studies goes to the profile form, which says what is
 * missing, until it is saved. Guests are not concerned.
 */
export function requireCompleteProfile(context: LocaleContext, location: { pathname: string }): void {
  if (context.session && blockedByIncompleteProfile(context.session, location.pathname)) {
    throw redirect({ to: '/$locale/user/profile/edit', params: { locale: context.locale } })
  }
}

/**
 * Members-only pages: a guest goes to the login page (and comes back after signing in). The completeness
 * rule is the site's (`requireCompleteProfile`), checked before this.
 */
export function requireMember(
  context: LocaleContext,
  location: { pathname: string; href: string },
): SignedIn {
  return requireSignedIn(context, location)
}
