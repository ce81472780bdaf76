import type { CurrentUser } from '@egresa/api-contract/auth'
import { isRole } from '@egresa/api-contract/permissions'
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { categories, tags } from '../../db/schema/reference'
import { accountTokens, companies, users, userTags } from '../../db/schema/users'
import { fileUrl } from '../../lib/files'
import type { Locale } from '../../lib/i18n'

/** The signed-in account in the shape of `GET /usr/users/me`, or null when it no longer exists. */
export async function getCurrentUser(
  db: Db,
  params: { userId: string; locale: Locale },
): Promise<CurrentUser | null> {
  const [row] = await db
    .select({ user: users, category: categories, company: companies })
    .from(users)
    .leftJoin(categories, eq(categories.id, users.categoryId))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, params.userId))
    .limit(1)
  if (!row) return null
  const { user, category, company } = row
  const role = user.role
  if (!isRole(role)) return null
  const en = params.locale === 'en'

  const tagRows = await db
    .select({ hash: tags.hash, titleEs: tags.titleEs, titleEn: tags.titleEn, group: tags.group })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(eq(userTags.userId, user.id))
    .orderBy(tags.titleEs)

  const [pendingEmail] = await db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, user.id),
        eq(accountTokens.purpose, 'email_change'),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .limit(1)
  const missing = (
    [
      ['birthdate', user.birthdate],
      ['gender', user.gender],
      ['category', user.categoryId],
    ] as const
  )
    .filter(([, value]) => value === null)
    .map(([name]) => name)

  return {
    hash: user.hash,
    email: user.email,
    name: user.name,
    surname: user.surname,
    role,
    code_numeric: user.codeNumeric,
    gender: user.gender,
    language: user.language,
    avatar: user.avatarKey ? fileUrl(user.avatarKey) : null,
    is_complete: missing.length === 0,
    missing,
    email_pending: pendingEmail?.newEmail ?? null,
    category: category ? { hash: category.hash, title: en ? category.titleEn : category.titleEs } : null,
    data: {
      birthdate: user.birthdate,
      phone: user.phone,
      address: user.address,
      city: user.city,
      postal: user.postal,
      country: user.countryCode,
      originalCountry: user.originalCountryCode,
      document_type: user.documentType,
      document_number: user.documentNumber,
      graduation_year: user.graduationYear,
      profile_type: user.profileType,
      current_job: user.currentJob,
      current_company: user.currentCompany,
      formation: user.formation,
      about_me: user.aboutMe,
      url_linkedin: user.urlLinkedin,
      url_behance: user.urlBehance,
      url_portfolio: user.urlPortfolio,
      url_other: user.urlOther,
      tags: tagRows.map((t) => ({ hash: t.hash, title: en ? t.titleEn : t.titleEs, group: t.group })),
    },
    // CVs are private: the owner downloads theirs from the API with the session headers.
    student: { cv: user.cvKey ? '/usr/users/cv' : null, cv_name: user.cvKey ? user.cvName : null },
    payment:
      user.paymentIban !== null
        ? { bank: user.paymentBank ?? '', name: user.paymentName ?? '', iban: user.paymentIban }
        : null,
    subscription: { type: user.subscriptionType, end: user.subscriptionEnd },
    flags: {
      is_privacy: user.isPrivacy,
      is_conditions: user.isConditions,
      is_newsletter: user.isNewsletter,
      is_receive_jobs: user.isReceiveJobs,
      is_appear_by_company: user.isAppearByCompany,
      is_appear_by_user: user.isAppearByUser,
    },
    urlPaymentFlywire: null,
    company: company
      ? {
          hash: company.hash,
          name: company.name,
          contact_name: company.contactName,
          contact_phone: company.contactPhone,
          document_number: company.documentNumber,
          logo: company.logoKey ? fileUrl(company.logoKey) : null,
          validated: company.validatedAt !== null,
        }
      : null,
  }
}
