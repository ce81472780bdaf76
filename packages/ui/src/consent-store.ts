import { readCookie, writeCookie } from './cookies'

/** The consent cookie: `GDPR=accepted|rejected`, kept for a year. */
export const consentCookie = 'GDPR'
export type ConsentChoice = 'accepted' | 'rejected'
const consentMaxAge = 365 * 24 * 60 * 60

/** The visitor's stored choice, or undefined while they have not chosen (the consent modal shows). */
export function getConsent(cookies?: string): ConsentChoice | undefined {
  const value = cookies === undefined ? readCookie(consentCookie) : readCookie(consentCookie, cookies)
  return value === 'accepted' || value === 'rejected' ? value : undefined
}

export function saveConsent(choice: ConsentChoice): void {
  writeCookie(consentCookie, choice, consentMaxAge)
}
