import { isOfficeRole } from '@egresa/api-contract/permissions'

/** The settings page, in the app the account signs in to, whose privacy tab the mails link to. */
export function settingsPage(role: string): string {
  return role === 'company' || isOfficeRole(role) ? 'user/settings' : 'user/profile/settings'
}
