import type { NewsletterAudience } from '@egresa/api-contract/newsletters'
import { notPeopleRoles } from '@egresa/api-contract/permissions'
import { and, eq, gte, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/users'
import { categoryAndDescendants } from '../../lib/category-tree'

/**
 * The people a newsletter may ever reach, whatever its filters: active accounts of people (not companies, not
 * the office) who accepted the newsletter (`is_newsletter`). Checked again when each one's mail is handed to
 * the outbox (sender.ts).
 */
export function newsletterConsent(): SQL {
  return and(
    eq(users.status, 'active'),
    notInArray(users.role, [...notPeopleRoles]),
    eq(users.isNewsletter, true),
  ) as SQL
}

/**
 * The audience's filters over `users`, on top of newsletterConsent(). Job seekers (`job_seekers`) are the
 * people who asked for job alerts (`is_receive_jobs`) or are in the unemployed tier (`alumniDesempleados`).
 */
export function audienceWhere(audience: NewsletterAudience): SQL {
  const conditions: SQL[] = [newsletterConsent()]
  if (audience.graduation_from != null) conditions.push(gte(users.graduationYear, audience.graduation_from))
  if (audience.graduation_to != null) conditions.push(lte(users.graduationYear, audience.graduation_to))
  if (audience.category)
    conditions.push(sql`${users.categoryId} in ${categoryAndDescendants(audience.category)}`)
  if (audience.roles.length) conditions.push(inArray(users.role, audience.roles))
  if (audience.country_code) conditions.push(eq(users.countryCode, audience.country_code))
  if (audience.language) {
    // A person's language other than English or Catalan gets the Spanish mail: they count as Spanish.
    conditions.push(
      audience.language === 'es'
        ? sql`coalesce(${users.language}, 'es') not in ('en', 'ca')`
        : eq(users.language, audience.language),
    )
  }
  if (audience.job_seekers) {
    conditions.push(or(eq(users.isReceiveJobs, true), eq(users.role, 'alumniDesempleados')) as SQL)
  }
  return and(...conditions) as SQL
}

/** How many people the audience reaches now. */
export async function countAudience(db: Db, audience: NewsletterAudience): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(audienceWhere(audience))
  return row?.count ?? 0
}

/** The mail language of `users.language`: English and Catalan as they are, anything else Spanish. */
export const mailLanguageSql = sql`case when ${users.language} in ('en', 'ca') then ${users.language} else 'es' end`
