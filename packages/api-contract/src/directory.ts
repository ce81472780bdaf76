import * as v from 'valibot'
import { UserTag } from './auth'
import { DirectoryQuery } from './directory-search'
import type { Endpoint } from './endpoint'
import { WorkExperienceList } from './experiences'
import { PathHash, paginated } from './lists'
import { Project } from './portfolio'

export { DIRECTORY_PAGE_SIZE, DirectoryQuery } from './directory-search'

const nullableString = v.nullable(v.string())

/**
 * A person as another person sees them. `details` says whether the caller may see the detailed fields
 * (Premium alumni and the alumni office in /api/users, companies in their directory): without it `city`, `tags`, `formation`, `about_me` and the
 * links are empty. Private data (document, phone, address, birthdate, payment, e-mail) never appears.
 */
export const Person = v.object({
  hash: v.string(),
  name: v.string(),
  surname: v.string(),
  avatar: nullableString,
  category: v.nullable(v.object({ hash: v.string(), title: v.string() })),
  country: v.nullable(v.object({ code: v.string(), name: v.string() })),
  graduation_year: v.nullable(v.number()),
  profile_type: nullableString,
  current_job: nullableString,
  current_company: nullableString,
  details: v.boolean(),
  city: nullableString,
  tags: v.array(UserTag),
})
export type Person = v.InferOutput<typeof Person>

export const PersonList = paginated(Person)
export type PersonList = v.InferOutput<typeof PersonList>

/**
 * A directory's page and `graduation_years`: the graduation years of the people that directory shows (to
 * anyone who reads it, whatever the filters), newest first: the graduation year filter's options. The
 * server always sends it; optional here so a client reads a server older than the field too.
 */
export const DirectoryList = v.object({
  ...PersonList.entries,
  graduation_years: v.optional(v.array(v.pipe(v.number(), v.integer()))),
  /**
   * True when more people match a text search than the list holds: a search holds the first 1,000 by
   * surname and name, ranked (`total` is then 1,000), and another word narrows it. Without `text`, everyone
   * is counted.
   */
  more: v.optional(v.boolean()),
})
export type DirectoryList = v.InferOutput<typeof DirectoryList>

/** `GET /api/users/{id}`: the public profile; published projects and experiences only with `details`. */
export const PublicProfile = v.object({
  ...Person.entries,
  formation: nullableString,
  about_me: nullableString,
  url_linkedin: nullableString,
  url_behance: nullableString,
  url_portfolio: nullableString,
  url_other: nullableString,
  projects: v.array(Project),
  experiences: WorkExperienceList,
})
export type PublicProfile = v.InferOutput<typeof PublicProfile>

/**
 * `GET /usr/company/directory/{id}`: the public profile as a company sees it. `has_cv`: the person has a CV
 * and applied to one of the company's offers, so the company may download it (spec section 5: a company
 * sees a CV only of a person who applied to one of its offers).
 */
export const CompanyPublicProfile = v.object({ ...PublicProfile.entries, has_cv: v.boolean() })
export type CompanyPublicProfile = v.InferOutput<typeof CompanyPublicProfile>

export const directory = {
  method: 'GET',
  path: '/api/users',
  summary:
    'Alumni directory: the people who allow alumni to see them (is_appear_by_user; the alumni office sees everyone active); details with directory.details',
  tag: 'directory',
  permission: 'directory.read',
  apiKey: true,
  request: { query: DirectoryQuery },
  response: { status: 200, body: DirectoryList },
} as const satisfies Endpoint

export const person = {
  method: 'GET',
  path: '/api/users/{id}',
  summary:
    'Public profile of a person the caller may see in the alumni directory (404 otherwise; everyone sees their own, with details)',
  tag: 'directory',
  permission: 'directory.read',
  apiKey: true,
  request: { params: v.object({ id: PathHash }) },
  response: { status: 200, body: PublicProfile },
} as const satisfies Endpoint

export const companyDirectory = {
  method: 'GET',
  path: '/usr/company/directory',
  summary:
    'Companies’ directory: the people who allow companies to see them (is_appear_by_company), with details',
  tag: 'directory',
  permission: 'company.directory.read',
  apiKey: true,
  request: { query: DirectoryQuery },
  response: { status: 200, body: DirectoryList },
} as const satisfies Endpoint

export const companyPerson = {
  method: 'GET',
  path: '/usr/company/directory/{id}',
  summary: 'Public profile of a person who allows companies to see them (404 otherwise)',
  tag: 'directory',
  permission: 'company.directory.read',
  apiKey: true,
  request: { params: v.object({ id: PathHash }) },
  response: { status: 200, body: CompanyPublicProfile },
} as const satisfies Endpoint

export const companyPersonCv = {
  method: 'GET',
  path: '/usr/company/directory/{id}/cv',
  summary:
    'The CV (PDF) of a person in the companies’ directory who applied to one of the company’s offers (404 otherwise)',
  tag: 'directory',
  permission: 'company.directory.read',
  apiKey: true,
  request: { params: v.object({ id: PathHash }) },
  response: { status: 200, contentType: 'application/pdf' },
} as const satisfies Endpoint

export const directoryEndpoints = {
  directory,
  person,
  companyDirectory,
  companyPerson,
  companyPersonCv,
} as const satisfies Record<string, Endpoint>
