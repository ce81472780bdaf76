import * as v from 'valibot'
import { type MailLocale, mailLocales } from './format'
import { layoutMail, type MailDefinition, mailContext } from './layout'
import { accountDisabled } from './templates/account-disabled'
import { accountEnabled } from './templates/account-enabled'
import {
  accountErased,
  accountErasureCancelled,
  accountErasureScheduled,
  accountInactive,
} from './templates/account-erasure'
import { accountRejected } from './templates/account-rejected'
import { accountVerified } from './templates/account-verified'
import { applicationReceived } from './templates/application-received'
import { applicationStatusChanged } from './templates/application-status-changed'
import { appliedOfferEnded } from './templates/applied-offer-ended'
import { companyDisabled } from './templates/company-disabled'
import { companyRejected } from './templates/company-rejected'
import { companyValidated } from './templates/company-validated'
import { dataExportReady } from './templates/data-export-ready'
import { emailChangeAttempt } from './templates/email-change-attempt'
import { emailChangeConfirmation } from './templates/email-change-confirmation'
import { emailChanged } from './templates/email-changed'
import { eventMessage } from './templates/event-message'
import { eventRegistration } from './templates/event-registration'
import { eventSubscription } from './templates/event-subscription'
import { groupApproved } from './templates/group-approved'
import { groupContentRemoved } from './templates/group-content-removed'
import { groupDisabled } from './templates/group-disabled'
import { groupMembershipAccepted } from './templates/group-membership-accepted'
import { groupMembershipRequest } from './templates/group-membership-request'
import { groupRejected } from './templates/group-rejected'
import { jobAlert } from './templates/job-alert'
import { membershipLapsed } from './templates/membership-lapsed'
import { membershipMandate } from './templates/membership-mandate'
import { membershipRenewal } from './templates/membership-renewal'
import { mentoringAccepted } from './templates/mentoring-accepted'
import { mentoringDeclined } from './templates/mentoring-declined'
import { mentoringRequest } from './templates/mentoring-request'
import { newApplication } from './templates/new-application'
import { newsletter } from './templates/newsletter'
import { offerApproved } from './templates/offer-approved'
import { offerClosedByOffice } from './templates/offer-closed-by-office'
import { offerRejected } from './templates/offer-rejected'
import { passwordChanged } from './templates/password-changed'
import { passwordRecovery } from './templates/password-recovery'
import { registrationAttempt } from './templates/registration-attempt'
import { registrationReceived } from './templates/registration-received'
import { unreadMessages } from './templates/unread-messages'

// The transactional mails: one module a mail under templates/, its schema and its texts, written once in
// Spanish as Lingui messages (`msg` of @lingui/core/macro) and said in the mail's language from the API's
// catalog (src/locales/{es,en,ca}/messages.po); the chrome and the renderer of both bodies are layout.ts's.
// This registry names them, validates their data and renders them.

const mailTemplates = {
  // Accounts (features/accounts).
  'account-verified': accountVerified,
  'password-recovery': passwordRecovery,
  'registration-attempt': registrationAttempt,
  'email-change-attempt': emailChangeAttempt,
  'email-change-confirmation': emailChangeConfirmation,
  'registration-received': registrationReceived,
  'password-changed': passwordChanged,
  'email-changed': emailChanged,
  // Personal data (features/privacy).
  'data-export-ready': dataExportReady,
  'account-erasure-scheduled': accountErasureScheduled,
  'account-erasure-cancelled': accountErasureCancelled,
  'account-erased': accountErased,
  'account-inactive': accountInactive,
  // The job bank (features/jobs).
  'application-status-changed': applicationStatusChanged,
  'application-received': applicationReceived,
  'applied-offer-ended': appliedOfferEnded,
  'new-application': newApplication,
  'offer-approved': offerApproved,
  'offer-rejected': offerRejected,
  // Companies and the job alerts (features/companies, features/jobs/alerts.ts).
  'company-validated': companyValidated,
  'job-alert': jobAlert,
  // News and events (features/articles).
  'event-subscription': eventSubscription,
  'event-registration': eventRegistration,
  'event-message': eventMessage,
  // Workgroups (features/workgroups).
  'group-membership-request': groupMembershipRequest,
  'unread-messages': unreadMessages,
  'group-membership-accepted': groupMembershipAccepted,
  'group-approved': groupApproved,
  'group-rejected': groupRejected,
  // The alumni office's decisions (lib/office-decisions.ts, docs/admin.md).
  'account-rejected': accountRejected,
  'company-rejected': companyRejected,
  'company-disabled': companyDisabled,
  'offer-closed-by-office': offerClosedByOffice,
  'group-disabled': groupDisabled,
  'group-content-removed': groupContentRemoved,
  // Mentoring (features/mentoring).
  'mentoring-request': mentoringRequest,
  'mentoring-accepted': mentoringAccepted,
  'mentoring-declined': mentoringDeclined,
  // Premium membership (features/membership).
  'membership-mandate': membershipMandate,
  'membership-renewal': membershipRenewal,
  'membership-lapsed': membershipLapsed,
  // The office disables and enables accounts (features/people).
  'account-disabled': accountDisabled,
  'account-enabled': accountEnabled,
  // The office's newsletters (features/newsletters).
  newsletter,
}

export type MailTemplateName = keyof typeof mailTemplates
export const mailTemplateNames = Object.keys(mailTemplates) as MailTemplateName[]

type SchemaOf<T extends MailTemplateName> = (typeof mailTemplates)[T]['schema']

/** The data each template needs; validated again when a mail is enqueued. */
export const mailTemplateSchemas = Object.fromEntries(
  mailTemplateNames.map((name) => [name, mailTemplates[name].schema]),
) as { [T in MailTemplateName]: SchemaOf<T> }

export type MailTemplateData<T extends MailTemplateName> = v.InferInput<SchemaOf<T>>

/** A mail's definition with its data's type forgotten, to be given data it validates itself. */
type AnyMail = MailDefinition<v.GenericSchema<unknown, { name: string }>>

/** The definition of a template name that comes from code, or from stored rows (looked up by own property). */
function definitionOf(template: string): AnyMail | undefined {
  if (!Object.hasOwn(mailTemplates, template)) return undefined
  return mailTemplates[template as MailTemplateName] as unknown as AnyMail
}

export type RenderedMail = {
  template: MailTemplateName
  locale: MailLocale
  subject: string
  text: string
  html: string
  /** The validated (trimmed) data the mail was rendered from. */
  data: Record<string, unknown>
}

/**
 * An address as a mail may show it to someone who may no longer own the mailbox it goes to: the first
 * character of the local part, `***`, and the domain (`a***@example.org`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email.slice(0, 1)}***${email.slice(at)}`
}

/** `users.language` (or any locale tag such as `ca-ES`) to a mail language; Spanish when unknown. */
export function resolveMailLocale(value: string | null | undefined): MailLocale {
  const base = (value ?? '').trim().toLowerCase().split(/[-_]/)[0]
  return mailLocales.find((l) => l === base) ?? 'es'
}

/**
 * The extra headers of a mail, from its template and the data it was rendered from (the outbox keeps that
 * data): `List-Unsubscribe` for a job alert. None for a template without headers or data that no longer fits.
 */
export function mailHeaders(template: string, data: unknown): Record<string, string> {
  const definition = definitionOf(template)
  if (!definition?.headers) return {}
  try {
    return definition.headers(v.parse(definition.schema, data))
  } catch {
    return {}
  }
}

/**
 * Renders a template in the given locale (Spanish when the locale is unknown). Throws a valibot
 * ValiError when the data does not fit the template (missing field, a link that is not http/https).
 */
export function renderMail<T extends MailTemplateName>(
  template: T,
  locale: string | null | undefined,
  data: MailTemplateData<T>,
): RenderedMail {
  // Looked up by own property only: a template name comes from code, but this is also reached from JS.
  const definition = definitionOf(template)
  if (!definition) throw new Error(`Unknown mail template: ${String(template)}`)
  const mailLocale = resolveMailLocale(locale)
  const parsed = v.parse(definition.schema, data)
  const doc = definition.compose(parsed, mailContext(mailLocale))
  const { text, html } = layoutMail(doc, mailLocale, parsed.name)
  return { template, locale: mailLocale, subject: doc.subject, text, html, data: { ...parsed } }
}

/**
 * An absolute link into the alumni app, in the app's language for the mail's locale: the web apps speak
 * every mail language (/es, /en, /ca), so each mail links to its own language's pages; the caller gives the
 * page's first segment in that language (features' links.ts). `base` is PUBLIC_ALUMNI_URL.
 */
export function alumniUrl(
  base: string,
  locale: string | null | undefined,
  path: string,
  query?: Record<string, string>,
): string {
  const webLocale = resolveMailLocale(locale)
  const url = new URL(`${base.replace(/\/+$/, '')}/${webLocale}/${path.replace(/^\/+/, '')}`)
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value)
  return url.toString()
}
