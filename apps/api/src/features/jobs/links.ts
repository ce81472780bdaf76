import type { AppOrigins } from '../../lib/links'
import { alumniUrl, resolveMailLocale } from '../../lib/mail/templates'

// The web apps' pages that job-bank mails link to (docs/jobs.md lists them for the apps). `alumniUrl` puts
// the web language (/es or /en; Catalan mails open the Spanish pages) before the path, in either app.

/** An offer's public page in the alumni app: /es/empleo/{hash}, /en/jobs/{hash}. */
export function offerPageUrl(origins: AppOrigins, locale: string, hash: string): string {
  const segment = resolveMailLocale(locale) === 'en' ? 'jobs' : 'empleo'
  return alumniUrl(origins.alumni, locale, `${segment}/${encodeURIComponent(hash)}`)
}

/** The candidates of one of the company's offers, in the company app. */
export function candidatesPageUrl(origins: AppOrigins, locale: string, hash: string): string {
  return alumniUrl(origins.company, locale, `user/offers/${encodeURIComponent(hash)}/candidates`)
}

/** The form that edits one of the company's offers, in the company app. */
export function editOfferPageUrl(origins: AppOrigins, locale: string, hash: string): string {
  return alumniUrl(origins.company, locale, `user/offers/${encodeURIComponent(hash)}/edit`)
}

/** The job bank's home in the alumni app: /es/empleo, /en/jobs. */
export function jobBankUrl(origins: AppOrigins, locale: string): string {
  return alumniUrl(origins.alumni, locale, resolveMailLocale(locale) === 'en' ? 'jobs' : 'empleo')
}

/** The person's applications ("Ofertas inscritas") in the alumni app. */
export function applicationsPageUrl(origins: AppOrigins, locale: string): string {
  return alumniUrl(origins.alumni, locale, 'user/jobs/subscribed')
}
