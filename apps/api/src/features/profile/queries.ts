import type { CurrentUser } from '@egresa/api-contract/auth'
import { isRole, notPeopleRoles, type Role } from '@egresa/api-contract/permissions'
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { categories, categoryTitle, tags, tagTitle } from '../../db/schema/reference'
import { accountTokens, companies, users, userTags } from '../../db/schema/users'
import { fileUrl } from '../../lib/files'
import type { Locale } from '../../lib/i18n'
import { type Titles, titleIn, titleInSql } from '../../lib/reference-title'

type UserRow = typeof users.$inferSelect
type CategoryRow = { hash: string } & Titles
type CompanyRow = typeof companies.$inferSelect
type TagRow = { hash: string; title: string; group: string | null }

/** The signed-in account in the shape of `GET /usr/users/me`, or null when it no longer exists. */
export async function getCurrentUser(
  db: Db,
  params: { userId: string; locale: Locale; paymentLink?: string | undefined },
): Promise<CurrentUser | null> {
  const row = await findAccount(db, params.userId)
  if (!row || !isRole(row.user.role)) return null
  const tagRows = await userTagRows(db, row.user.id, params.locale)
  const emailPending = await pendingEmail(db, row.user.id)
  return toCurrentUser({
    ...row,
    role: row.user.role,
    tagRows,
    emailPending,
    locale: params.locale,
    paymentLink: params.paymentLink,
  })
}

async function findAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, category: { hash: categories.hash, ...categoryTitle }, company: companies })
    .from(users)
    .leftJoin(categories, eq(categories.id, users.categoryId))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1)
  return row ?? null
}

/** A person's tags, titled and ordered in the reader's language. */
function userTagRows(db: Db, userId: string, locale: Locale): Promise<TagRow[]> {
  const title = titleInSql(locale, tagTitle)
  return db
    .select({ hash: tags.hash, title, group: tags.group })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(eq(userTags.userId, userId))
    .orderBy(title)
}

/** The new address of an e-mail change waiting for its link to be used, if any. */
async function pendingEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'email_change'),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .limit(1)
  return row?.newEmail ?? null
}

/** What a profile still needs to be complete (docs/accounts.md: birthdate, gender and category). */
function missingFields(user: UserRow) {
  return (
    [
      ['birthdate', user.birthdate],
      ['gender', user.gender],
      ['category', user.categoryId],
    ] as const
  )
    .filter(([, value]) => value === null)
    .map(([name]) => name)
}

function toCurrentUser(parts: {
  user: UserRow
  role: Role
  category: CategoryRow | null
  company: CompanyRow | null
  tagRows: TagRow[]
  emailPending: string | null
  locale: Locale
  paymentLink: string | undefined
}): CurrentUser {
  const { user, category, locale } = parts
  const missing = missingFields(user)
  return {
    hash: user.hash,
    email: user.email,
    name: user.name,
    surname: user.surname,
    role: parts.role,
    code_numeric: user.codeNumeric,
    gender: user.gender,
    language: user.language,
    avatar: user.avatarKey ? fileUrl(user.avatarKey) : null,
    is_complete: missing.length === 0,
    missing,
    email_pending: parts.emailPending,
    category: category ? { hash: category.hash, title: titleIn(locale, category) } : null,
    data: profileData(user, parts.tagRows),
    // CVs are private: the owner downloads theirs from the API with the session headers.
    student: { cv: user.cvKey ? '/usr/users/cv' : null, cv_name: user.cvKey ? user.cvName : null },
    // The IBAN is stored encrypted and only ever answered masked (docs/membership.md).
    payment:
      user.paymentIban !== null
        ? { bank: user.paymentBank ?? '', name: user.paymentName ?? '', iban: user.paymentIbanMasked ?? '' }
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
    urlPaymentFlywire: paymentUrl(parts.paymentLink, user.codeNumeric, parts.role),
    company: parts.company ? companyOf(parts.company) : null,
  }
}

/**
 * The payment link with the person's partner number as its reference (`{link}?ref=<code>`): for the
 * member tiers that can pay the fee; null without a configured link.
 */
function paymentUrl(link: string | undefined, code: number, role: Role): string | null {
  if (!link || (notPeopleRoles as readonly Role[]).includes(role)) return null
  const url = new URL(link)
  url.searchParams.set('ref', String(code))
  return url.href
}

/** The profile form's fields (`data` of CurrentUser). */
function profileData(user: UserRow, tagRows: TagRow[]): CurrentUser['data'] {
  return {
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
    tags: tagRows,
  }
}

/** The company of a recruiter's account. */
function companyOf(company: CompanyRow): NonNullable<CurrentUser['company']> {
  return {
    hash: company.hash,
    name: company.name,
    contact_name: company.contactName,
    contact_phone: company.contactPhone,
    document_number: company.documentNumber,
    logo: company.logoKey ? fileUrl(company.logoKey) : null,
    validated: company.validatedAt !== null,
  }
}
