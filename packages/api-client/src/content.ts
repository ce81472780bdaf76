import * as content from '@egresa/api-contract/content'
import type { EndpointBody } from '@egresa/api-contract/endpoint'
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { sessionQueryKey } from './auth'
import type { ApiClient } from './client'
import { ApiError } from './errors'

export type ContentQuery = EndpointBody<typeof content.content>

/**
 * `POST /_content/{path}`: a document (`es/info/privacy`) or a folder's documents (`es/info`), with an
 * optional query (`{ only: ['slug', 'title'], sortBy: [{ field: 'title' }] }`).
 */
export function queryContent(
  client: ApiClient,
  path: string,
  query: ContentQuery = {},
  signal?: AbortSignal,
) {
  return client.call(content.content, { params: { path }, body: query, signal })
}

/**
 * One document of a language, parsed with the shape the page expects (`PageDocument`,
 * `ServicesDocument`); a folder's path is not a document, so it rejects as a 404 would.
 */
export async function getContentDocument<S extends v.GenericSchema = typeof content.ContentDocument>(
  client: ApiClient,
  locale: string,
  path: string,
  schema?: S,
  signal?: AbortSignal,
): Promise<v.InferOutput<S>> {
  const answer = await queryContent(client, `${locale}/${path}`, {}, signal)
  if (Array.isArray(answer))
    throw new ApiError(404, { reason: 'not_found', message: `${path}: not a document` })
  return v.parse(schema ?? content.ContentDocument, answer)
}

/** The documents of a language's folder (`info`), through the query given. */
export async function getContentList(
  client: ApiClient,
  locale: string,
  path: string,
  query: ContentQuery = {},
  signal?: AbortSignal,
) {
  const answer = await queryContent(client, `${locale}/${path}`, query, signal)
  return (Array.isArray(answer) ? answer : [answer]).filter((d) => d !== null)
}

// Content changes when the office edits a page (the server reads it again within seconds): minutes of freshness
// are plenty. The keys are under the session's: the community page's chosen people are for members only, so
// signing in or out reads the documents again.
const staleTime = 10 * 60_000

export function contentDocumentQueryOptions<S extends v.GenericSchema = typeof content.ContentDocument>(
  client: ApiClient,
  locale: string,
  path: string,
  schema?: S,
) {
  return queryOptions({
    queryKey: [...sessionQueryKey, 'content', locale, path],
    queryFn: ({ signal }) => getContentDocument(client, locale, path, schema, signal),
    staleTime,
  })
}

export function contentListQueryOptions(
  client: ApiClient,
  locale: string,
  path: string,
  query: ContentQuery = {},
) {
  return queryOptions({
    queryKey: [...sessionQueryKey, 'content', locale, path, query],
    queryFn: ({ signal }) => getContentList(client, locale, path, query, signal),
    staleTime,
  })
}
