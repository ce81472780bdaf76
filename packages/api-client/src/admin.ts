import * as admin from '@egresa/api-contract/admin'
import * as articles from '@egresa/api-contract/articles'
import * as companies from '@egresa/api-contract/companies'
import type { BulkDecisionInput, ReasonInput } from '@egresa/api-contract/decisions'
import type { EndpointBody, EndpointQuery } from '@egresa/api-contract/endpoint'
import * as jobs from '@egresa/api-contract/jobs'
import * as workgroups from '@egresa/api-contract/workgroups'
import { queryOptions } from '@tanstack/react-query'
import { HTTPError } from 'ky'
import type * as v from 'valibot'
import { sessionQueryKey } from './auth'
import { type ApiClient, endpointPath } from './client'
import { readApiError } from './errors'

// The alumni office's calls under /usr/admin: accounts, companies, offers, news and events, groups. The
// office's membership and collection calls are in `./membership`.

/** Query key of everything the office reads here; a write invalidates the part it changed. */
export const adminQueryKey = [...sessionQueryKey, 'admin'] as const
export const adminUsersQueryKey = [...adminQueryKey, 'users'] as const
export const adminCompaniesQueryKey = [...adminQueryKey, 'companies'] as const
export const adminOffersQueryKey = [...adminQueryKey, 'offers'] as const
export const adminArticlesQueryKey = [...adminQueryKey, 'articles'] as const
export const adminWorkgroupsQueryKey = [...adminQueryKey, 'workgroups'] as const
/** The counts of the queues: every decision changes them, so a decision invalidates this key too. */
export const officeQueuesQueryKey = [...adminQueryKey, 'queues'] as const

export type AdminUsersListQuery = EndpointQuery<typeof admin.adminUsers>
export type AdminCompaniesListQuery = EndpointQuery<typeof companies.adminCompanies>
export type AdminOffersListQuery = EndpointQuery<typeof jobs.adminOffers>
export type AdminArticlesListQuery = EndpointQuery<typeof articles.adminArticles>
export type AdminWorkgroupsListQuery = EndpointQuery<typeof workgroups.adminWorkgroups>
export type RejectOfferBody = EndpointBody<typeof jobs.rejectOffer>
export type ArticleBody = EndpointBody<typeof articles.createArticle>
export type ArticlePatchBody = EndpointBody<typeof articles.updateArticle>
export type ArticleStatusBody = EndpointBody<typeof articles.setArticleStatus>
export type RejectWorkgroupBody = EndpointBody<typeof workgroups.rejectWorkgroup>
/** The body of a reject, close, disable or removal: `{ reason }` (required, 1..2000 characters). */
export type ReasonBody = v.InferInput<typeof ReasonInput>
/** `{ action: 'approve' | 'reject', hashes (1..1000), reason? }` (a reject needs its reason). */
export type BulkDecisionBody = v.InferInput<typeof BulkDecisionInput>

// The queues.

/** `GET /usr/admin/queues`: how many accounts, companies, offers and groups wait for the office. */
export function getOfficeQueues(client: ApiClient, signal?: AbortSignal) {
  return client.call(admin.officeQueues, { signal })
}

export function officeQueuesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: officeQueuesQueryKey,
    queryFn: ({ signal }) => getOfficeQueues(client, signal),
  })
}

// Accounts.

/** `GET /usr/admin/users`: accounts by status (pending by default), with their possible duplicates. */
export function getAdminUsers(client: ApiClient, query: AdminUsersListQuery = {}, signal?: AbortSignal) {
  return client.call(admin.adminUsers, { query, signal })
}

/** `POST /usr/admin/users/{hash}/verify`: verifies a pending account (and validates its company). */
export function verifyUser(client: ApiClient, hash: string) {
  return client.call(admin.verifyUser, { params: { hash } })
}

/** `GET /usr/admin/users/{hash}`: one account in any state. */
export function getAdminUser(client: ApiClient, hash: string, signal?: AbortSignal) {
  return client.call(admin.adminUser, { params: { hash }, signal })
}

export function adminUserQueryOptions(client: ApiClient, hash: string) {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, 'one', hash],
    queryFn: ({ signal }) => getAdminUser(client, hash, signal),
  })
}

/** `POST /usr/admin/users/{hash}/reject`: rejects a pending account; the reason is mailed to the person. */
export function rejectUser(client: ApiClient, hash: string, body: ReasonBody) {
  return client.call(admin.rejectUser, { params: { hash }, body })
}

/** `POST /usr/admin/users/bulk`: verifies or rejects up to 1000 pending accounts; answers done and skipped. */
export function bulkUsers(client: ApiClient, body: BulkDecisionBody) {
  return client.call(admin.bulkUsers, { body })
}

/** `GET /usr/admin/users/{hash}/cv`: a person's CV as a PDF blob (404 when there is none). */
export async function downloadAdminUserCv(
  client: ApiClient,
  hash: string,
  signal?: AbortSignal,
): Promise<Blob> {
  try {
    const url = `${client.baseUrl}${endpointPath(admin.adminUserCv, { hash })}`
    return await client.http(url, { method: admin.adminUserCv.method, signal }).blob()
  } catch (error) {
    if (error instanceof HTTPError) throw await readApiError(error.response)
    throw error
  }
}

// Companies.

/** `GET /usr/admin/companies`: the companies, by status. */
export function getAdminCompanies(
  client: ApiClient,
  query: AdminCompaniesListQuery = {},
  signal?: AbortSignal,
) {
  return client.call(companies.adminCompanies, { query, signal })
}

/** `POST /usr/admin/companies/{hash}/validate`: validates a company and activates its account. */
export function validateCompany(client: ApiClient, hash: string) {
  return client.call(companies.validateCompany, { params: { hash } })
}

// Offers.

/** `GET /usr/admin/offers`: every company's offers, by status or company. */
/** `POST /usr/admin/companies/{hash}/reject`: the reason is mailed to the company's users. */
export function rejectCompany(client: ApiClient, hash: string, body: ReasonBody) {
  return client.call(companies.rejectCompany, { params: { hash }, body })
}

/** `POST /usr/admin/companies/{hash}/disable`: its users are signed out and mailed the reason. */
export function disableCompany(client: ApiClient, hash: string, body: ReasonBody) {
  return client.call(companies.disableCompany, { params: { hash }, body })
}

/** `POST /usr/admin/companies/{hash}/enable`. */
export function enableCompany(client: ApiClient, hash: string) {
  return client.call(companies.enableCompany, { params: { hash } })
}

/** `POST /usr/admin/companies/bulk`: validates or rejects up to 1000 pending companies. */
export function bulkCompanies(client: ApiClient, body: BulkDecisionBody) {
  return client.call(companies.bulkCompanies, { body })
}

export function getAdminOffers(client: ApiClient, query: AdminOffersListQuery = {}, signal?: AbortSignal) {
  return client.call(jobs.adminOffers, { query, signal })
}

/** `POST /usr/admin/offers/{hash}/approve`: a pending offer is published. */
export function approveOffer(client: ApiClient, hash: string) {
  return client.call(jobs.approveOffer, { params: { hash } })
}

/** `POST /usr/admin/offers/{hash}/reject`: a pending offer goes back to its company, with the reason. */
export function rejectOffer(client: ApiClient, hash: string, body: RejectOfferBody) {
  return client.call(jobs.rejectOffer, { params: { hash }, body })
}

// News and events.

/** `GET /usr/admin/articles`: every article, by status and type. */
/** `GET /usr/admin/offers/{hash}`: an offer in any state exactly as alumni will read it. */
export function getAdminOffer(client: ApiClient, hash: string, signal?: AbortSignal) {
  return client.call(jobs.adminOffer, { params: { hash }, signal })
}

export function adminOfferQueryOptions(client: ApiClient, hash: string) {
  return queryOptions({
    queryKey: [...adminOffersQueryKey, 'one', client.locale(), hash],
    queryFn: ({ signal }) => getAdminOffer(client, hash, signal),
  })
}

/** `POST /usr/admin/offers/{hash}/close`: closes a published offer; the company is mailed the reason. */
export function closeOfferAsOffice(client: ApiClient, hash: string, body: ReasonBody) {
  return client.call(jobs.officeCloseOffer, { params: { hash }, body })
}

/** `POST /usr/admin/offers/bulk`: approves or rejects up to 1000 pending offers. */
export function bulkOffers(client: ApiClient, body: BulkDecisionBody) {
  return client.call(jobs.bulkOffers, { body })
}

export function getAdminArticles(
  client: ApiClient,
  query: AdminArticlesListQuery = {},
  signal?: AbortSignal,
) {
  return client.call(articles.adminArticles, { query, signal })
}

/** `POST /usr/admin/articles`: a new article. */
export function createArticle(client: ApiClient, body: ArticleBody) {
  return client.call(articles.createArticle, { body })
}

/** `GET /usr/admin/articles/{hash}`: an article in both languages, for its form. */
export function getAdminArticle(client: ApiClient, hash: string, signal?: AbortSignal) {
  return client.call(articles.adminArticle, { params: { hash }, signal })
}

/** `PATCH /usr/admin/articles/{hash}`. */
export function updateArticle(client: ApiClient, hash: string, body: ArticlePatchBody) {
  return client.call(articles.updateArticle, { params: { hash }, body })
}

/** `PUT /usr/admin/articles/{hash}/status`: publishes or withdraws an article. */
export function setArticleStatus(client: ApiClient, hash: string, body: ArticleStatusBody) {
  return client.call(articles.setArticleStatus, { params: { hash }, body })
}

/** `DELETE /usr/admin/articles/{hash}`. */
export function deleteArticle(client: ApiClient, hash: string) {
  return client.call(articles.deleteArticle, { params: { hash } })
}

/** `POST /usr/admin/articles/{hash}/image`: the article's image (multipart, field `image`). */
export function uploadArticleImage(client: ApiClient, hash: string, image: Blob) {
  return client.call(articles.uploadArticleImage, { params: { hash }, file: image })
}

/** `DELETE /usr/admin/articles/{hash}/image`. */
export function deleteArticleImage(client: ApiClient, hash: string) {
  return client.call(articles.deleteArticleImage, { params: { hash } })
}

// Groups.

/** `GET /usr/admin/workgroups`: every group, by status (pending ones wait for the office). */
export function getAdminWorkgroups(
  client: ApiClient,
  query: AdminWorkgroupsListQuery = {},
  signal?: AbortSignal,
) {
  return client.call(workgroups.adminWorkgroups, { query, signal })
}

/** `POST /usr/admin/workgroups/{hash}/approve`. */
export function approveWorkgroup(client: ApiClient, hash: string) {
  return client.call(workgroups.approveWorkgroup, { params: { hash } })
}

/** `POST /usr/admin/workgroups/{hash}/reject`, with the reason its administrator will read. */
export function rejectWorkgroup(client: ApiClient, hash: string, body: RejectWorkgroupBody) {
  return client.call(workgroups.rejectWorkgroup, { params: { hash }, body })
}

// Query options. The office reads what was written (both languages of an article, names as stored), but a
// list may carry translated reference names, so the lists' keys carry the locale.

/** `GET /usr/admin/workgroups/{hash}`: a group in any state as its page shows it. */
export function getAdminWorkgroup(client: ApiClient, hash: string, signal?: AbortSignal) {
  return client.call(workgroups.adminWorkgroup, { params: { hash }, signal })
}

export function adminWorkgroupQueryOptions(client: ApiClient, hash: string) {
  return queryOptions({
    queryKey: [...adminWorkgroupsQueryKey, 'one', client.locale(), hash],
    queryFn: ({ signal }) => getAdminWorkgroup(client, hash, signal),
  })
}

/** `POST /usr/admin/workgroups/{hash}/disable`: takes a published group down; its creator is mailed. */
export function disableWorkgroup(client: ApiClient, hash: string, body: ReasonBody) {
  return client.call(workgroups.disableWorkgroup, { params: { hash }, body })
}

/** `POST /usr/admin/workgroups/{hash}/enable`. */
export function enableWorkgroup(client: ApiClient, hash: string) {
  return client.call(workgroups.enableWorkgroup, { params: { hash } })
}

/** `POST /usr/admin/workgroups/{hash}/comments/{id}/remove`: moderation; the author is mailed the reason. */
export function removeWorkgroupComment(client: ApiClient, hash: string, id: string, body: ReasonBody) {
  return client.call(workgroups.removeWorkgroupComment, { params: { hash, id }, body })
}

/** `POST /usr/admin/workgroups/{hash}/files/{id}/remove`: moderation; the uploader is mailed the reason. */
export function removeWorkgroupFile(client: ApiClient, hash: string, id: string, body: ReasonBody) {
  return client.call(workgroups.removeWorkgroupFile, { params: { hash, id }, body })
}

export type AdminReportsListQuery = EndpointQuery<typeof workgroups.adminWorkgroupReports>
export type ModerationListQuery = EndpointQuery<typeof workgroups.adminWorkgroupComments>

/** `GET /usr/admin/workgroups/{hash}/reports`: what members reported in a group, one row per item (OPEN by default). */
export function getAdminWorkgroupReports(
  client: ApiClient,
  hash: string,
  query: AdminReportsListQuery = {},
  signal?: AbortSignal,
) {
  return client.call(workgroups.adminWorkgroupReports, { params: { hash }, query, signal })
}

/** `GET /usr/admin/workgroups/{hash}/comments`: every comment of a group, with its open reports. */
export function getAdminWorkgroupComments(
  client: ApiClient,
  hash: string,
  query: ModerationListQuery = {},
  signal?: AbortSignal,
) {
  return client.call(workgroups.adminWorkgroupComments, { params: { hash }, query, signal })
}

/** `GET /usr/admin/workgroups/{hash}/files`: every file of a group, with its open reports. */
export function getAdminWorkgroupFiles(
  client: ApiClient,
  hash: string,
  query: ModerationListQuery = {},
  signal?: AbortSignal,
) {
  return client.call(workgroups.adminWorkgroupFiles, { params: { hash }, query, signal })
}

/** The key of a group's moderation lists (reports, comments, files): a removal or a dismissal invalidates it. */
export const adminModerationQueryKey = (hash: string) =>
  [...adminWorkgroupsQueryKey, 'moderation', hash] as const

export function adminWorkgroupReportsQueryOptions(
  client: ApiClient,
  hash: string,
  query: AdminReportsListQuery = {},
) {
  return queryOptions({
    queryKey: [...adminModerationQueryKey(hash), 'reports', query],
    queryFn: ({ signal }) => getAdminWorkgroupReports(client, hash, query, signal),
  })
}

export function adminWorkgroupCommentsQueryOptions(
  client: ApiClient,
  hash: string,
  query: ModerationListQuery = {},
) {
  return queryOptions({
    queryKey: [...adminModerationQueryKey(hash), 'comments', query],
    queryFn: ({ signal }) => getAdminWorkgroupComments(client, hash, query, signal),
  })
}

export function adminWorkgroupFilesQueryOptions(
  client: ApiClient,
  hash: string,
  query: ModerationListQuery = {},
) {
  return queryOptions({
    queryKey: [...adminModerationQueryKey(hash), 'files', query],
    queryFn: ({ signal }) => getAdminWorkgroupFiles(client, hash, query, signal),
  })
}

/** `POST /usr/admin/workgroups/{hash}/comments/{id}/dismiss`: keeps the comment, dismisses its open reports. */
export function dismissWorkgroupCommentReports(
  client: ApiClient,
  hash: string,
  id: string,
  body: ReasonBody,
) {
  return client.call(workgroups.dismissWorkgroupCommentReports, { params: { hash, id }, body })
}

/** `POST /usr/admin/workgroups/{hash}/files/{id}/dismiss`: keeps the file, dismisses its open reports. */
export function dismissWorkgroupFileReports(client: ApiClient, hash: string, id: string, body: ReasonBody) {
  return client.call(workgroups.dismissWorkgroupFileReports, { params: { hash, id }, body })
}

/** `POST /usr/admin/workgroups/bulk`: approves or rejects up to 1000 pending groups. */
export function bulkWorkgroups(client: ApiClient, body: BulkDecisionBody) {
  return client.call(workgroups.bulkWorkgroups, { body })
}

// The audit log.

export type AuditLogQuery = EndpointQuery<typeof admin.auditLog>
export type AuditLogCsvQuery = EndpointQuery<typeof admin.auditLogCsv>
export const auditLogQueryKey = [...adminQueryKey, 'audit'] as const

/** `GET /usr/admin/audit`: who did what, newest first, with its filters. */
export function getAuditLog(client: ApiClient, query: AuditLogQuery = {}, signal?: AbortSignal) {
  return client.call(admin.auditLog, { query, signal })
}

export function auditLogQueryOptions(client: ApiClient, query: AuditLogQuery = {}) {
  return queryOptions({
    queryKey: [...auditLogQueryKey, query],
    queryFn: ({ signal }) => getAuditLog(client, query, signal),
  })
}

/** `GET /usr/admin/audit.csv`: the same filters as a CSV blob (role admin only). */
export async function downloadAuditLogCsv(
  client: ApiClient,
  query: AuditLogCsvQuery = {},
  signal?: AbortSignal,
): Promise<Blob> {
  try {
    const search = new URLSearchParams(
      Object.entries(query).flatMap(([k, value]) => (value === undefined ? [] : [[k, String(value)]])),
    )
    const url = `${client.baseUrl}${endpointPath(admin.auditLogCsv, {})}${search.size ? `?${search}` : ''}`
    return await client.http(url, { method: admin.auditLogCsv.method, signal }).blob()
  } catch (error) {
    if (error instanceof HTTPError) throw await readApiError(error.response)
    throw error
  }
}

export function adminUsersQueryOptions(client: ApiClient, query: AdminUsersListQuery = {}) {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, client.locale(), query],
    queryFn: ({ signal }) => getAdminUsers(client, query, signal),
  })
}

export function adminCompaniesQueryOptions(client: ApiClient, query: AdminCompaniesListQuery = {}) {
  return queryOptions({
    queryKey: [...adminCompaniesQueryKey, client.locale(), query],
    queryFn: ({ signal }) => getAdminCompanies(client, query, signal),
  })
}

export function adminOffersQueryOptions(client: ApiClient, query: AdminOffersListQuery = {}) {
  return queryOptions({
    queryKey: [...adminOffersQueryKey, client.locale(), query],
    queryFn: ({ signal }) => getAdminOffers(client, query, signal),
  })
}

export function adminArticlesQueryOptions(client: ApiClient, query: AdminArticlesListQuery = {}) {
  return queryOptions({
    queryKey: [...adminArticlesQueryKey, client.locale(), query],
    queryFn: ({ signal }) => getAdminArticles(client, query, signal),
  })
}

export function adminArticleQueryOptions(client: ApiClient, hash: string) {
  return queryOptions({
    queryKey: [...adminArticlesQueryKey, 'one', client.locale(), hash],
    queryFn: ({ signal }) => getAdminArticle(client, hash, signal),
  })
}

export function adminWorkgroupsQueryOptions(client: ApiClient, query: AdminWorkgroupsListQuery = {}) {
  return queryOptions({
    queryKey: [...adminWorkgroupsQueryKey, client.locale(), query],
    queryFn: ({ signal }) => getAdminWorkgroups(client, query, signal),
  })
}
