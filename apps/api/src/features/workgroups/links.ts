import { localizeSegment } from '@egresa/i18n/segments'
import type { AppOrigins } from '../../lib/links'
import { alumniUrl, resolveMailLocale } from '../../lib/mail/templates'

// The alumni app's pages that workgroup mails link to (docs/workgroups.md lists them for the app), in the
// mail's language (/es, /en, /ca).

/** A group's public page: /es/grupos/{slug}, /en/workgroups/{slug}, /ca/grups/{slug}. */
export function groupPageUrl(origins: AppOrigins, locale: string, slug: string): string {
  const segment = localizeSegment('workgroups', resolveMailLocale(locale))
  return alumniUrl(origins.alumni, locale, `${segment}/${encodeURIComponent(slug)}`)
}

/** The management of a group the person administers (its members and requests). */
export function membersPageUrl(origins: AppOrigins, locale: string, hash: string): string {
  return alumniUrl(origins.alumni, locale, `user/workgroups/${encodeURIComponent(hash)}`)
}

/** The form that edits a group the person administers. */
export function editPageUrl(origins: AppOrigins, locale: string, hash: string): string {
  return alumniUrl(origins.alumni, locale, `user/workgroups/${encodeURIComponent(hash)}/edit`)
}
