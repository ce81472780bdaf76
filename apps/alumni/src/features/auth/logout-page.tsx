import { LogoutPage, signOutEverywhere } from '@egresa/ui/app/logout-page'

/** Signs out everywhere: the university's session too (`signOutEverywhere`). */
export function AlumniLogoutPage() {
  return <LogoutPage signOut={signOutEverywhere} />
}
