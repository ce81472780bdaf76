import * as content from '@egresa/api-contract/admin-content'
import type { CommunitySectionKey } from '@egresa/api-contract/content'
import type { EndpointBody, EndpointQuery } from '@egresa/api-contract/endpoint'
import { queryOptions } from '@tanstack/react-query'
import { adminQueryKey } from './admin'
import type { ApiClient } from './client'

type CommunitySection = CommunitySectionKey

// The office's content pages: the info pages, the services home and the community page's text, with their
// versions; and the people of the community page's curated sections.

export const adminContentQueryKey = [...adminQueryKey, 'content'] as const
export const adminCommunityQueryKey = [...adminQueryKey, 'community'] as const

export type ContentDocumentRef = { locale: content.ContentLocale; name: string }
export type ContentPreviewBody = EndpointBody<typeof content.previewContent>
export type { CommunitySectionKey as CommunitySection } from '@egresa/api-contract/content'
export type AddCommunityMemberBody = EndpointBody<typeof content.addCommunityMember>
export type CommunityMemberTextsBody = EndpointBody<typeof content.editCommunityMember>
export type CommunityCandidatesQuery = EndpointQuery<typeof content.communityCandidates>

/** `GET /usr/admin/content/documents`: the documents the office edits, per language, with their last change. */
export function getContentDocuments(client: ApiClient, signal?: AbortSignal) {
  return client.call(content.contentDocuments, { signal })
}

/** `GET /usr/admin/content/documents/{locale}/{name}`: a document's source, preview and versions. */
export function getContentDocument(client: ApiClient, ref: ContentDocumentRef, signal?: AbortSignal) {
  return client.call(content.contentDocument, { params: ref, signal })
}

/** `PUT /usr/admin/content/documents/{locale}/{name}`: saves a new version (400 with the fields' messages). */
export function saveContentDocument(client: ApiClient, ref: ContentDocumentRef, source: string) {
  return client.call(content.saveContentDocument, { params: ref, body: { source } })
}

/** `POST /usr/admin/content/documents/{locale}/{name}/versions/{id}/restore`: brings a version back. */
export function restoreContentVersion(client: ApiClient, ref: ContentDocumentRef, id: number) {
  return client.call(content.restoreContentVersion, { params: { ...ref, id: String(id) } })
}

/** `POST /usr/admin/content/preview`: a source as the pages would show it, and what a save would refuse. */
export function previewContent(client: ApiClient, body: ContentPreviewBody, signal?: AbortSignal) {
  return client.call(content.previewContent, { body, signal })
}

/** `GET /usr/admin/content/community`: the curated sections' people, in order. */
export function getCommunityCuration(client: ApiClient, signal?: AbortSignal) {
  return client.call(content.communityCuration, { signal })
}

/** `GET /usr/admin/content/community/candidates`: people who may be shown, by name. */
export function getCommunityCandidates(
  client: ApiClient,
  query: CommunityCandidatesQuery,
  signal?: AbortSignal,
) {
  return client.call(content.communityCandidates, { query, signal })
}

/** `POST /usr/admin/content/community/{section}`: adds a person who appears, last. */
export function addCommunityMember(
  client: ApiClient,
  section: CommunitySection,
  body: AddCommunityMemberBody,
) {
  return client.call(content.addCommunityMember, { params: { section }, body })
}

/** `PUT /usr/admin/content/community/{section}`: the section's people in a new order (every hash, once). */
export function orderCommunitySection(client: ApiClient, section: CommunitySection, order: string[]) {
  return client.call(content.orderCommunitySection, { params: { section }, body: { order } })
}

/** `PUT /usr/admin/content/community/{section}/{hash}`: what the page says of a person. */
export function editCommunityMember(
  client: ApiClient,
  section: CommunitySection,
  hash: string,
  body: CommunityMemberTextsBody,
) {
  return client.call(content.editCommunityMember, { params: { section, hash }, body })
}

/** `DELETE /usr/admin/content/community/{section}/{hash}`: takes a person off a section. */
export function removeCommunityMember(client: ApiClient, section: CommunitySection, hash: string) {
  return client.call(content.removeCommunityMember, { params: { section, hash } })
}

// Query options. A save or a restore invalidates `adminContentQueryKey`; a change of the community's people
// `adminCommunityQueryKey`.

export function contentDocumentsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: [...adminContentQueryKey, 'list'],
    queryFn: ({ signal }) => getContentDocuments(client, signal),
  })
}

export function contentDocumentQueryOptions(client: ApiClient, ref: ContentDocumentRef) {
  return queryOptions({
    queryKey: [...adminContentQueryKey, 'one', ref.locale, ref.name],
    queryFn: ({ signal }) => getContentDocument(client, ref, signal),
  })
}

export function communityCurationQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: [...adminCommunityQueryKey, 'sections'],
    queryFn: ({ signal }) => getCommunityCuration(client, signal),
  })
}

export function communityCandidatesQueryOptions(client: ApiClient, query: CommunityCandidatesQuery) {
  return queryOptions({
    queryKey: [...adminCommunityQueryKey, 'candidates', query],
    queryFn: ({ signal }) => getCommunityCandidates(client, query, signal),
  })
}
