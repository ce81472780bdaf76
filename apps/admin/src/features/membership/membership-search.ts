import { listQuery, pageQuery } from '@egresa/api-contract/lists'
import { MembersQuery } from '@egresa/api-contract/membership-search'
import * as v from 'valibot'

// The membership page's address bar: light, for the route file (in the app's first load).

export const membershipTabs = ['members', 'renewals', 'runs', 'payments'] as const
export type MembershipTab = (typeof membershipTabs)[number]

/** `?tab=&tier=&page=`: the tab shown, the members' tier and the page of the tab's list. */
export const MembershipSearch = listQuery({
  tab: v.optional(v.picklist(membershipTabs), 'members'),
  tier: MembersQuery.entries.tier,
  ...pageQuery(50, 200),
})
export type MembershipSearch = v.InferOutput<typeof MembershipSearch>

const PAGE = 20

/** The tab's list query: each tab reads its own list, 20 a page. */
export function membershipQuery(search: MembershipSearch) {
  return { page: search.page, size: PAGE }
}
