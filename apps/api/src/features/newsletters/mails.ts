import type { Db } from '../../db/client'
import type { NewsletterCampaignRow } from '../../db/schema/newsletters'
import { signLinkToken, verifyLinkToken } from '../../lib/link-tokens'
import type { EnqueueMailInput } from '../../lib/mail/outbox'
import { enqueueMail } from '../../lib/mail/outbox'
import { alumniUrl, resolveMailLocale } from '../../lib/mail/templates'
import { richTextToPlain } from '../../lib/rich-text'
import { type AuditWriter, findCampaign } from './service'

// A newsletter's mail for one person: the campaign's text in their language (Spanish when it has none in
// theirs), and the two unsubscribe links, both carrying a token signed with MAIL_LINK_SECRET
// (lib/link-tokens.ts) that names the person and the campaign.

const TOKEN_PURPOSE = 'newsletter.unsubscribe'

/** The alumni app's page the mail's footer links to (it posts the token): `/es/newsletter/unsubscribe?token=…`. */
export const UNSUBSCRIBE_PAGE = 'newsletter/unsubscribe'
/** The API's one-click address (List-Unsubscribe, RFC 8058), below its origin. */
export const ONE_CLICK_PATH = '/api/newsletters/unsubscribe/'

export function newsletterToken(secret: string, userHash: string, campaignHash: string): string {
  return signLinkToken(secret, TOKEN_PURPOSE, [userHash, campaignHash])
}

/** The person's and the campaign's hashes a token was made for, or null when this portal did not sign it. */
export function verifyNewsletterToken(
  secret: string,
  token: string,
): { userHash: string; campaignHash: string } | null {
  const parts = verifyLinkToken(secret, TOKEN_PURPOSE, token, 2)
  return parts ? { userHash: parts[0] ?? '', campaignHash: parts[1] ?? '' } : null
}

/** Where the links point: MAIL_LINK_SECRET, the alumni app's origin and the API's (lib/links.ts). */
export type NewsletterLinks = { secret: string; alumniOrigin: string; apiOrigin: string }

/** The text of a campaign in one language: its own when it has one, else the Spanish one. */
export function contentIn(row: NewsletterCampaignRow, language: string): { subject: string; html: string } {
  const own =
    language === 'en'
      ? { subject: row.subjectEn, html: row.bodyEn }
      : language === 'ca'
        ? { subject: row.subjectCa, html: row.bodyCa }
        : null
  return own?.subject && own.html ? own : { subject: row.subjectEs, html: row.bodyEs }
}

/** A campaign's mail data but the person's and the links: subject, HTML and its plain text. */
export function mailContent(row: NewsletterCampaignRow, language: string) {
  const { subject, html } = contentIn(row, language)
  return { subject, html, text: richTextToPlain(html) }
}

export const unsubscribePageUrl = (alumniOrigin: string, language: string, token: string) =>
  alumniUrl(alumniOrigin, language, UNSUBSCRIBE_PAGE, { token })

export function newsletterMail(
  campaign: NewsletterCampaignRow,
  person: { hash: string; name: string; email: string; language: string },
  links: NewsletterLinks,
  options: { test?: boolean; id?: string } = {},
): EnqueueMailInput<'newsletter'> {
  const language = resolveMailLocale(person.language)
  const token = newsletterToken(links.secret, person.hash, campaign.hash)
  return {
    template: 'newsletter',
    locale: language,
    to: person.email,
    ...(options.id ? { id: options.id } : {}),
    data: {
      name: person.name,
      ...mailContent(campaign, language),
      test: options.test ?? false,
      unsubscribeUrl: unsubscribePageUrl(links.alumniOrigin, language, token),
      oneClickUrl: `${links.apiOrigin.replace(/\/+$/, '')}${ONE_CLICK_PATH}${token}`,
    },
  }
}

/**
 * Mails the campaign, marked as a test in its subject, to the signed-in office account (its own address and
 * language), whatever the audience and the status; its links are that account's.
 */
export async function sendTestNewsletter(
  db: Db,
  params: {
    hash: string
    account: { hash: string; name: string; email: string; language: string }
    links: NewsletterLinks
    audit: AuditWriter
  },
): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, params.hash)
    await enqueueMail(tx, newsletterMail(campaign, params.account, params.links, { test: true }))
    await params.audit(tx, {
      action: 'newsletters.test',
      object: { type: 'newsletter', id: campaign.hash, label: campaign.subjectEs },
    })
    return { email: params.account.email }
  })
}
