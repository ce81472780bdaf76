import { msg } from '@lingui/core/macro'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { newsletterCampaigns, newsletterRecipients } from '../../db/schema/newsletters'
import { users } from '../../db/schema/users'
import { recordConsents } from '../../lib/consents'
import { ApiError } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import { verifyNewsletterToken } from './mails'

const linkInvalid = msg`El enlace para darte de baja del boletín no es válido. Copia la dirección completa del correo o desactiva el boletín en los ajustes de tu cuenta.`

/**
 * Turns the newsletter off for the person a link's token names (again is fine): `is_newsletter` false, a
 * consent record of the withdrawal (source `mail-link`) when it was on, and the campaign's unsubscription
 * counted on the person's recipient row. 400 for a token this portal did not sign (nothing changes).
 */
export async function unsubscribeNewsletter(
  db: Db,
  params: { token: string; secret: string; locale: Locale; now?: Date },
): Promise<{ email: string }> {
  const now = params.now ?? new Date()
  const names = verifyNewsletterToken(params.secret, params.token)
  const invalid = () =>
    new ApiError(400, 'validation_failed', { errors: { token: [translate(params.locale, linkInvalid)] } })
  if (!names) throw invalid()
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: users.id, email: users.email, on: users.isNewsletter })
      .from(users)
      .where(eq(users.hash, names.userHash))
      .for('update')
    if (!person) throw invalid()
    if (person.on) {
      await tx.update(users).set({ isNewsletter: false, updatedAt: now }).where(eq(users.id, person.id))
      // The newsletter's consent withdrawn from a mail's link (docs/privacy.md, "Consent records").
      await recordConsents(tx, person.id, [{ kind: 'newsletter', granted: false, source: 'mail-link' }])
    }
    await tx
      .update(newsletterRecipients)
      .set({ unsubscribedAt: now })
      .where(
        and(
          eq(newsletterRecipients.userId, person.id),
          isNull(newsletterRecipients.unsubscribedAt),
          sql`${newsletterRecipients.campaignId} = (select ${newsletterCampaigns.id} from ${newsletterCampaigns} where ${newsletterCampaigns.hash} = ${names.campaignHash})`,
        ),
      )
    return { email: person.email }
  })
}

/** The person's language for the page a browser opening the one-click address is sent to (Spanish if unknown). */
export async function languageOfToken(db: Db, secret: string, token: string): Promise<string> {
  const names = verifyNewsletterToken(secret, token)
  if (!names) return 'es'
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.hash, names.userHash))
  return row?.language ?? 'es'
}
