import * as v from 'valibot'
import type { Endpoint } from './endpoint'
import { PathHash, paginated } from './lists'
import { NewslettersQuery, newsletterStatuses } from './newsletters-search'
import { notPeopleRoles, roles } from './permissions'

// The office's newsletters (docs/newsletters.md): a campaign is a subject and a body per language (Spanish
// required, English and Catalan optional), an audience of filters over the people who accepted the newsletter,
// and a send, now or at a time; the mail is handed to the outbox at NEWSLETTER_RATE_PER_MINUTE with a one-click
// unsubscribe link (RFC 8058).

export { type NewsletterStatus, NewslettersQuery, newsletterStatuses } from './newsletters-search'

export const newsletterLanguages = ['es', 'en', 'ca'] as const
export type NewsletterLanguage = (typeof newsletterLanguages)[number]

/** The tiers a newsletter may be sent to: the people's roles (companies and the office never get one). */
export const newsletterRoles = roles.filter((r) => !(notPeopleRoles as readonly string[]).includes(r))
export type NewsletterRole = (typeof newsletterRoles)[number]

const year = v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100))

/**
 * Who a campaign reaches, on top of the rule no filter changes: active people (not companies, not the office)
 * who accepted the newsletter. Every filter left out (or empty) does not narrow. `job_seekers`: people who
 * asked for job alerts or are in the unemployed tier (`alumniDesempleados`).
 */
export const NewsletterAudience = v.object({
  graduation_from: v.optional(v.nullable(year), null),
  graduation_to: v.optional(v.nullable(year), null),
  /** A category of the studies tree (its hash); its sub-categories count too. */
  category: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))), null),
  roles: v.optional(v.pipe(v.array(v.picklist(newsletterRoles)), v.maxLength(newsletterRoles.length)), []),
  country_code: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))), null),
  language: v.optional(v.nullable(v.picklist(newsletterLanguages)), null),
  job_seekers: v.optional(v.boolean(), false),
})
export type NewsletterAudience = v.InferOutput<typeof NewsletterAudience>

const subject = v.pipe(v.string(), v.trim(), v.maxLength(200))
/** The editor's HTML; the server cleans it (lib/rich-text.ts) before it is stored. */
const body = v.pipe(v.string(), v.maxLength(200_000))

/** What the office writes: the Spanish subject and text are required, the others optional (Spanish stands in). */
export const NewsletterInput = v.object({
  subject_es: v.pipe(subject, v.nonEmpty()),
  body_es: v.pipe(body, v.nonEmpty()),
  subject_en: v.optional(subject, ''),
  body_en: v.optional(body, ''),
  subject_ca: v.optional(subject, ''),
  body_ca: v.optional(body, ''),
  audience: v.optional(NewsletterAudience, {}),
})
export type NewsletterInput = v.InferInput<typeof NewsletterInput>

/** How far a campaign's sending went, from its recipients (frozen when it started). */
export const NewsletterCounts = v.object({
  /** People the campaign was frozen for. */
  recipients: v.number(),
  /** Handed to the outbox (the rest wait for the next batch). */
  queued: v.number(),
  sent: v.number(),
  failed: v.number(),
  /** Left out at their turn: they no longer accepted the newsletter, or the account was no longer active. */
  skipped: v.number(),
  /** Unsubscribed with this campaign's link. */
  unsubscribed: v.number(),
})

export const NewsletterSummary = v.object({
  hash: v.string(),
  status: v.picklist(newsletterStatuses),
  subject_es: v.string(),
  scheduled_at: v.nullable(v.string()),
  started_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
  /** The people frozen for it; null while it has not started. */
  recipients: v.nullable(v.number()),
})
export type NewsletterSummary = v.InferOutput<typeof NewsletterSummary>

export const Newsletter = v.object({
  ...NewsletterSummary.entries,
  subject_en: v.string(),
  subject_ca: v.string(),
  body_es: v.string(),
  body_en: v.string(),
  body_ca: v.string(),
  audience: NewsletterAudience,
  finished_at: v.nullable(v.string()),
  cancelled_at: v.nullable(v.string()),
  /** The office account that wrote it (its address), when it still exists. */
  created_by: v.nullable(v.string()),
  counts: v.nullable(NewsletterCounts),
})
export type Newsletter = v.InferOutput<typeof Newsletter>

export const NewsletterList = paginated(NewsletterSummary)

export const AudienceCountInput = v.object({ audience: NewsletterAudience })
export const AudienceCount = v.object({ count: v.number() })

/** `scheduled_at` in the future starts it then; null or left out starts it now. */
export const SendNewsletterInput = v.object({
  scheduled_at: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
})

export const TestNewsletterResult = v.object({ email: v.string() })

/** A one-click link's token: a person's and a campaign's hashes and their signature. */
export const NewsletterToken = v.pipe(v.string(), v.regex(/^[\w-]{1,64}\.[\w-]{1,64}\.[\w-]{20,100}$/))
export const UnsubscribeNewsletterInput = v.strictObject({ token: v.pipe(v.string(), v.maxLength(300)) })
export const UnsubscribeNewsletterResponse = v.object({ email: v.string() })

const HashParams = v.object({ hash: PathHash })

export const adminNewsletters = {
  method: 'GET',
  path: '/usr/admin/newsletters',
  summary: 'The newsletters, newest first, by status and part of the Spanish subject',
  tag: 'admin',
  permission: 'admin.newsletters.send',
  apiKey: true,
  request: { query: NewslettersQuery },
  response: { status: 200, body: NewsletterList },
} as const satisfies Endpoint

export const createNewsletter = {
  method: 'POST',
  path: '/usr/admin/newsletters',
  summary: 'Saves a newsletter draft (the HTML cleaned as the articles’)',
  tag: 'admin',
  permission: 'admin.newsletters.send',
  apiKey: true,
  request: { body: NewsletterInput },
  response: { status: 201, body: Newsletter },
} as const satisfies Endpoint

export const newsletterAudienceCount = {
  method: 'POST',
  path: '/usr/admin/newsletters/audience',
  summary: 'How many people an audience reaches now (only people who accepted the newsletter)',
  tag: 'admin',
  permission: 'admin.newsletters.send',
  apiKey: true,
  request: { body: AudienceCountInput },
  response: { status: 200, body: AudienceCount },
} as const satisfies Endpoint

export const adminNewsletter = {
  method: 'GET',
  path: '/usr/admin/newsletters/{hash}',
  summary: 'A newsletter with its audience and, once started, its counts',
  tag: 'admin',
  permission: 'admin.newsletters.send',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 200, body: Newsletter },
} as const satisfies Endpoint

export const updateNewsletter = {
  method: 'PUT',
  path: '/usr/admin/newsletters/{hash}',
  summary: 'Changes a draft',
  tag: 'admin',
  permission: 'admin.newsletters.send',
  apiKey: true,
  request: { params: HashParams, body: NewsletterInput },
  conflict: 'the newsletter is no longer a draft',
  response: { status: 200, body: Newsletter },
} as const satisfies Endpoint

export const deleteNewsletter = {
  method: 'DELETE',
  path: '/usr/admin/newsletters/{hash}',
  summary: 'Deletes a draft',
  tag: 'admin',
  permission: 'admin.newsletters.send',
  apiKey: true,
  request: { params: HashParams },
  conflict: 'the newsletter is no longer a draft',
  response: { status: 204 },
} as const satisfies Endpoint

export const testNewsletter = {
  method: 'POST',
  path: '/usr/admin/newsletters/{hash}/test',
  summary: 'Mails the newsletter, marked as a test, to the signed-in account’s own address',
  tag: 'admin',
  permission: 'admin.newsletters.send',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 200, body: TestNewsletterResult },
} as const satisfies Endpoint

export const sendNewsletter = {
  method: 'POST',
  path: '/usr/admin/newsletters/{hash}/send',
  summary:
    'Sends a draft now (its audience frozen at once) or schedules it (`scheduled_at`, in the future; frozen when it starts)',
  tag: 'admin',
  permission: 'admin.newsletters.send',
  apiKey: true,
  request: { params: HashParams, body: SendNewsletterInput },
  conflict: 'the newsletter is no longer a draft',
  response: { status: 200, body: Newsletter },
} as const satisfies Endpoint

export const cancelNewsletter = {
  method: 'POST',
  path: '/usr/admin/newsletters/{hash}/cancel',
  summary: 'Cancels a scheduled newsletter before it starts',
  tag: 'admin',
  permission: 'admin.newsletters.send',
  apiKey: true,
  request: { params: HashParams },
  conflict: 'the newsletter is not scheduled',
  response: { status: 200, body: Newsletter },
} as const satisfies Endpoint

/** The alumni app's page the mail's footer links to posts the token (no sign-in). */
export const unsubscribeNewsletter = {
  method: 'POST',
  path: '/api/newsletters/unsubscribe',
  summary:
    'Turns the newsletter off with the token of a newsletter’s link (no sign-in): 400 for a token not made by this portal',
  tag: 'newsletters',
  permission: 'mail.unsubscribe',
  apiKey: true,
  request: { body: UnsubscribeNewsletterInput },
  response: { status: 200, body: UnsubscribeNewsletterResponse },
} as const satisfies Endpoint

/**
 * The `List-Unsubscribe` address of every newsletter (RFC 8058): mail clients post `List-Unsubscribe=One-Click`
 * to it, without the API key or a session. A GET of the same address (a browser) is sent to the alumni app's page.
 */
export const oneClickUnsubscribeNewsletter = {
  method: 'POST',
  path: '/api/newsletters/unsubscribe/{token}',
  summary:
    'One-click unsubscribe of a newsletter’s List-Unsubscribe header (RFC 8058), no API key or session; 400 for a token not made by this portal',
  tag: 'newsletters',
  permission: 'mail.unsubscribe',
  apiKey: false,
  request: { params: v.object({ token: NewsletterToken }) },
  response: { status: 204 },
} as const satisfies Endpoint

export const newsletterEndpoints = {
  adminNewsletters,
  createNewsletter,
  newsletterAudienceCount,
  adminNewsletter,
  updateNewsletter,
  deleteNewsletter,
  testNewsletter,
  sendNewsletter,
  cancelNewsletter,
  unsubscribeNewsletter,
  oneClickUnsubscribeNewsletter,
}
