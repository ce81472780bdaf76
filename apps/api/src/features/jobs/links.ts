import { localizeSegment } from '@egresa/i18n/segments'
import type { AppOrigins } from '../../lib/links'
import { alumniUrl, resolveMailLocale } from '../../lib/mail/templates'

// The web apps' pages that job-bank mails link to (docs/jobs.md lists them for the apps). `alumniUrl` puts
// the web language (/es, /en or /ca, the mail's) before the path, in either app.

/** The job bank's first segment in the mail's language: empleo, jobs, ocupacio. */
const jobsSegment = (locale: string) => localizeSegment('jobs', resolveMailLocale(locale))

/** An offer's public page in the alumni app: /es/empleo/{hash}, /en/jobs/{hash}, /ca/ocupacio/{hash}. */
export function offerPageUrl(origins: AppOrigins, locale: string, hash: string): string {
  return alumniUrl(origins.alumni, locale, `${jobsSegment(locale)}/${encodeURIComponent(hash)}`)
}

/** The candidates of one of the company's offers, in the company app. */
export function candidatesPageUrl(origins: AppOrigins, locale: string, hash: string): string {
  return alumniUrl(origins.company, locale, `user/offers/${encodeURIComponent(hash)}/candidates`)
}

/** The form that edits one of the company's offers, in the company app. */
export function editOfferPageUrl(origins: AppOrigins, locale: string, hash: string): string {
  return alumniUrl(origins.company, locale, `user/offers/${encodeURIComponent(hash)}/edit`)
}

/** The job bank's home in the alumni app: /es/empleo, /en/jobs, /ca/ocupacio. */
export function jobBankUrl(origins: AppOrigins, locale: string): string {
  return alumniUrl(origins.alumni, locale, jobsSegment(locale))
}

/** The person's applications ("Ofertas inscritas") in the alumni app. */
export function applicationsPageUrl(origins: AppOrigins, locale: string): string {
  return alumniUrl(origins.alumni, locale, 'user/jobs/subscribed')
}
