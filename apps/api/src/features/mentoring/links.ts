import type { AppOrigins } from '../../lib/links'
import { alumniUrl } from '../../lib/mail/templates'

// The alumni app's pages that mentoring mails link to, in the mail's language (/es, /en, /ca).

/** The person's mentoring page (their requests and mentorships, as mentee and as mentor). */
export function mentoringPageUrl(origins: AppOrigins, locale: string): string {
  return alumniUrl(origins.alumni, locale, 'user/mentoring')
}

/** The mentoring search. */
export function mentorSearchUrl(origins: AppOrigins, locale: string): string {
  return alumniUrl(origins.alumni, locale, 'user/mentoring/mentors')
}
