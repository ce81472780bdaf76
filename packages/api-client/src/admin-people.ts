import * as people from '@egresa/api-contract/admin-people'
import type { EndpointBody, EndpointQuery } from '@egresa/api-contract/endpoint'
import { queryOptions } from '@tanstack/react-query'
import { adminQueryKey } from './admin'
import type { ApiClient } from './client'

// The alumni office's people, company and membership pages: the people search and a person's page with its
// actions, a company with its offers and users, and the membership lists (role admin).

export const adminPeopleQueryKey = [...adminQueryKey, 'people'] as const
export const adminCompanyQueryKey = [...adminQueryKey, 'company'] as const
export const adminMembershipListsQueryKey = [...adminQueryKey, 'membership-lists'] as const

export type AdminPeopleListQuery = EndpointQuery<typeof people.adminPeople>
export type MembersListQuery = EndpointQuery<typeof people.membershipMembers>
export type RenewalsListQuery = EndpointQuery<typeof people.membershipRenewals>
export type CardPaymentsListQuery = EndpointQuery<typeof people.membershipCardPayments>
export type DisablePersonBody = EndpointBody<typeof people.disablePerson>
export type EnablePersonBody = EndpointBody<typeof people.enablePerson>

/** `GET /usr/admin/people`: every account, by name, e-mail, document or partner number and filters. */
export function getAdminPeople(client: ApiClient, query: AdminPeopleListQuery = {}, signal?: AbortSignal) {
  return client.call(people.adminPeople, { query, signal })
}

/** `GET /usr/admin/people/{hash}`: a person's page. */
export function getAdminPerson(client: ApiClient, hash: string, signal?: AbortSignal) {
  return client.call(people.adminPerson, { params: { hash }, signal })
}

/** `POST /usr/admin/people/{hash}/resend-verification`: the account-verified mail again. */
export function resendVerification(client: ApiClient, hash: string) {
  return client.call(people.resendVerification, { params: { hash } })
}

/** `POST /usr/admin/people/{hash}/disable`: disables the account (reason required); its sessions end. */
export function disablePerson(client: ApiClient, hash: string, body: DisablePersonBody) {
  return client.call(people.disablePerson, { params: { hash }, body })
}

/** `POST /usr/admin/people/{hash}/enable`: enables a disabled account again. */
export function enablePerson(client: ApiClient, hash: string, body: EnablePersonBody = {}) {
  return client.call(people.enablePerson, { params: { hash }, body })
}

/** `DELETE /usr/admin/people/{hash}/sessions`: ends every session of the account. */
export function endPersonSessions(client: ApiClient, hash: string) {
  return client.call(people.endPersonSessions, { params: { hash } })
}

/** `DELETE /usr/admin/people/{hash}/sessions/{id}`: ends one session. */
export function endPersonSession(client: ApiClient, hash: string, id: string) {
  return client.call(people.endPersonSession, { params: { hash, id } })
}

/** `GET /usr/admin/companies/{hash}`: a company with its offers and users. */
export function getAdminCompany(client: ApiClient, hash: string, signal?: AbortSignal) {
  return client.call(people.adminCompany, { params: { hash }, signal })
}

/** `GET /usr/admin/membership/members`: active members by tier, with each tier's count. */
export function getMembers(client: ApiClient, query: MembersListQuery = {}, signal?: AbortSignal) {
  return client.call(people.membershipMembers, { query, signal })
}

/** `GET /usr/admin/membership/renewals`: paid Premium ending within `days` days (30 by default). */
export function getRenewals(client: ApiClient, query: RenewalsListQuery = {}, signal?: AbortSignal) {
  return client.call(people.membershipRenewals, { query, signal })
}

/** `GET /usr/admin/membership/card-payments`: the card payments recorded, newest first. */
export function getCardPayments(client: ApiClient, query: CardPaymentsListQuery = {}, signal?: AbortSignal) {
  return client.call(people.membershipCardPayments, { query, signal })
}

// Query options. A person's action invalidates `adminPeopleQueryKey` (the list and the page).

export function adminPeopleQueryOptions(client: ApiClient, query: AdminPeopleListQuery = {}) {
  return queryOptions({
    queryKey: [...adminPeopleQueryKey, 'list', query],
    queryFn: ({ signal }) => getAdminPeople(client, query, signal),
  })
}

export function adminPersonQueryOptions(client: ApiClient, hash: string) {
  return queryOptions({
    queryKey: [...adminPeopleQueryKey, 'one', hash],
    queryFn: ({ signal }) => getAdminPerson(client, hash, signal),
  })
}

export function adminCompanyQueryOptions(client: ApiClient, hash: string) {
  return queryOptions({
    queryKey: [...adminCompanyQueryKey, hash],
    queryFn: ({ signal }) => getAdminCompany(client, hash, signal),
  })
}

export function membersQueryOptions(client: ApiClient, query: MembersListQuery = {}) {
  return queryOptions({
    queryKey: [...adminMembershipListsQueryKey, 'members', query],
    queryFn: ({ signal }) => getMembers(client, query, signal),
  })
}

export function renewalsQueryOptions(client: ApiClient, query: RenewalsListQuery = {}) {
  return queryOptions({
    queryKey: [...adminMembershipListsQueryKey, 'renewals', query],
    queryFn: ({ signal }) => getRenewals(client, query, signal),
  })
}

export function cardPaymentsQueryOptions(client: ApiClient, query: CardPaymentsListQuery = {}) {
  return queryOptions({
    queryKey: [...adminMembershipListsQueryKey, 'card-payments', query],
    queryFn: ({ signal }) => getCardPayments(client, query, signal),
  })
}
