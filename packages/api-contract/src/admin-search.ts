import * as v from 'valibot'
import { filterText, offerStatuses, optionalPick } from './jobs-search'
import { listQuery, pageQuery, queryInt, queryText } from './lists'
import { roles } from './permissions'
import { workgroupStatuses } from './workgroups-search'

// The office's lists (accounts, companies, offers, groups) as the address bar's search of the admin app's
// route files, which are in the app's first load: the queries without the rest of each contract. `./admin`,
// `./companies`, `./jobs` and `./workgroups` export the same names, and their endpoints use them.

/** `rejected`: the office turned the registration down (the person was mailed why); it cannot sign in. */
export const accountStatuses = ['pending', 'active', 'disabled', 'rejected'] as const
export type AccountStatus = (typeof accountStatuses)[number]

export const AdminUsersQuery = listQuery({
  /** Default: the accounts waiting for verification. */
  status: v.optional(v.picklist(accountStatuses), 'pending'),
  role: v.optional(v.picklist(roles)),
  /** Part of the name, surname or e-mail. */
  text: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(120))),
  /**
   * `true`: only people's accounts (no company, office or admin accounts); the office's queue of accounts
   * to verify is `?people=true` (a company's account is verified with its company, in the companies' queue).
   */
  people: v.optional(
    v.pipe(
      queryText(),
      v.picklist(['true', 'false', '1', '0']),
      v.transform((s) => s === 'true' || s === '1'),
    ),
  ),
  /** `true`: only the accounts that have possible duplicates (`possible_duplicates` not empty). */
  duplicates: v.optional(
    v.pipe(
      queryText(),
      v.picklist(['true', 'false', '1', '0']),
      v.transform((s) => s === 'true' || s === '1'),
    ),
  ),
  ...pageQuery(20, 100),
})
export type AdminUsersQuery = v.InferOutput<typeof AdminUsersQuery>

/**
 * `pending` until the office validates it (`validated`) or turns it down (`rejected`); `disabled` while the
 * office has disabled it (its account signed out and unable to sign in).
 */
export const companyStatuses = ['pending', 'validated', 'rejected', 'disabled'] as const

export const AdminCompaniesQuery = listQuery({
  ...pageQuery(20, 100),
  text: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(120))),
  status: v.optional(v.pipe(queryText(), v.picklist(companyStatuses))),
})

export const AdminOffersQuery = listQuery({
  ...pageQuery(20, 100),
  text: filterText(120),
  status: optionalPick(offerStatuses),
  /** Hash of a company. */
  company: filterText(64),
})

export const AdminWorkgroupsQuery = listQuery({
  ...pageQuery(20, 100),
  status: v.optional(v.pipe(queryText(), v.picklist(workgroupStatuses)), 'PENDING'),
  text: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(200))),
  /**
   * `true`: the groups with reports waiting for the office (what members reported), in any state (`status`
   * is then not applied), the latest report first.
   */
  reported: v.optional(
    v.pipe(
      queryText(),
      v.picklist(['true', 'false', '1', '0']),
      v.transform((s) => s === 'true' || s === '1'),
    ),
  ),
})

// The people search of ./admin-people (which exports the same names).

/** `GET /usr/admin/people`: every account, found by name, e-mail, document or partner number. */
export const PeopleQuery = listQuery({
  /**
   * Words each of which must appear, without accents or case, in the name and surname, the e-mail, the
   * document number or the partner number (`ana gar`, `@uni.es`, `12345678Z`, `1042`).
   */
  q: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(120))),
  status: v.optional(v.picklist(accountStatuses)),
  role: v.optional(v.picklist(roles)),
  /**
   * `free` or `premium` (the tier's rights, paid or given; membership.ts's membershipTiers); leaves out
   * companies and the office.
   */
  tier: v.optional(v.picklist(['free', 'premium'] as const)),
  graduationYear: v.optional(queryInt(1900, 2100)),
  ...pageQuery(20, 100),
})
export type PeopleQuery = v.InferOutput<typeof PeopleQuery>
