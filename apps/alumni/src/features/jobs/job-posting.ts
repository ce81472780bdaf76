import type { JobOffer } from '@egresa/api-contract/jobs'

// schema.org `JobPosting` (https://schema.org/JobPosting, as search engines read it for job listings).

const hoursTypes = { 'FULL-TIME': 'FULL_TIME', 'PART-TIME': 'PART_TIME' } as const
const contractTypes = {
  INDEFINITE: null,
  TEMPORAL: 'TEMPORARY',
  FREELANCE: 'CONTRACTOR',
  INTERNSHIP: 'INTERN',
} as const

/**
 * The structured data of an open offer, or null for a closed one: search engines ask that a filled job's
 * `JobPosting` be removed, and the offer has no closing date to give as `validThrough`. `url` is the
 * offer's address and `absolute` turns the API's paths (the logo) into full addresses.
 */
export function jobPosting(
  offer: JobOffer,
  url: string,
  absolute: (path: string) => string,
): Record<string, unknown> | null {
  if (offer.status !== 'PUBLISHED') return null
  const contract = contractTypes[offer.contract]
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: offer.title,
    description: offer.description,
    url,
    identifier: { '@type': 'PropertyValue', name: offer.company.name, value: offer.hash },
    ...(offer.published_at ? { datePosted: offer.published_at.slice(0, 10) } : {}),
    employmentType: contract ? [hoursTypes[offer.working_hours], contract] : hoursTypes[offer.working_hours],
    hiringOrganization: {
      '@type': 'Organization',
      name: offer.company.name,
      ...(offer.company.logo ? { logo: absolute(offer.company.logo) } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: offer.location,
        ...(offer.country ? { addressCountry: offer.country.code } : {}),
      },
    },
    ...(offer.date_incorporation ? { jobStartDate: offer.date_incorporation } : {}),
    ...(offer.categories.length
      ? { occupationalCategory: offer.categories.map((c) => c.title).join(', ') }
      : {}),
  }
}
