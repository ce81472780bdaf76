import { ssoSignOut } from '@egresa/api-client/sso'
import { LogoutPage, type SignOut } from '@egresa/ui/app/logout-page'

/**
 * Signs out everywhere (spec section 4): the session ends on the server, the university's session in a
 * hidden frame; after its completion message the person lands on the login page, or after 10 s without
 * it the provider's sign-out page opens in full.
 */
const signOutEverywhere: SignOut = (api) =>
  ssoSignOut(api).then(({ outcome, url }) => (outcome === 'timeout' && url ? url : null))

export function AlumniLogoutPage() {
  return <LogoutPage signOut={signOutEverywhere} />
}
