import type * as Articles from '@egresa/api-contract/articles'
import type { EndpointQuery } from '@egresa/api-contract/endpoint'
import { queryOptions } from '@tanstack/react-query'
import { sessionQueryKey } from './auth'
import type { ApiClient } from './client'

// News and events: the list and an article for everyone, saving (any member) and signing up to events
// (Premium), and the saved list. The office's calls come with the admin app.

/**
 * The articles contract, imported when a call is made: the alumni home reads these queries, and its first
 * load (server-rendered, the answers in the page) should not carry the contract's schemas.
 */
const contract = () => import('@egresa/api-contract/articles')

/** Query key of everything about articles; saving or signing up invalidates it (the marks are in every list). */
export const articlesQueryKey = [...sessionQueryKey, 'articles'] as const

export type ArticlesListQuery = EndpointQuery<typeof Articles.articleList>

// Articles come in the request's language, so the locale is part of the keys.

/** `GET /api/articles`: published news and events, 9 a page, with the spec's filters. */
export async function getArticles(client: ApiClient, query: ArticlesListQuery = {}, signal?: AbortSignal) {
  return client.call((await contract()).articleList, { query, signal })
}

/**
 * `GET /api/articles/{id}`: a published article by hash or by its slug in the page's language (`locale`,
 * the client's current one unless given).
 */
export async function getArticle(client: ApiClient, id: string, signal?: AbortSignal, locale?: string) {
  return client.call((await contract()).article, { params: { id }, signal, locale })
}

/** `PATCH /api/articles/{id}/save`: saved or not (the same call twice changes nothing). */
export async function saveArticle(client: ApiClient, id: string, saved: boolean) {
  return client.call((await contract()).saveArticle, { params: { id }, body: { saved } })
}

/** `PATCH /api/articles/{id}/subscribe`: signed up to an event or not (Premium). */
export async function subscribeToArticle(client: ApiClient, id: string, subscribed: boolean) {
  return client.call((await contract()).subscribeArticle, { params: { id }, body: { subscribed } })
}

/** `GET /usr/articles/saved`: the articles I saved, last saved first. */
export async function getSavedArticles(
  client: ApiClient,
  query: EndpointQuery<typeof Articles.savedArticles> = {},
  signal?: AbortSignal,
) {
  return client.call((await contract()).savedArticles, { query, signal })
}

export function articlesQueryOptions(client: ApiClient, query: ArticlesListQuery) {
  return queryOptions({
    queryKey: [...articlesQueryKey, 'list', client.locale(), query],
    queryFn: ({ signal }) => getArticles(client, query, signal),
  })
}

/**
 * An article's page in `locale` (the client's current language unless given): a page that names its own
 * language keeps reading it while the app switches to the other, instead of asking for its slug there.
 */
export function articleQueryOptions(client: ApiClient, id: string, locale: string = client.locale()) {
  return queryOptions({
    queryKey: [...articlesQueryKey, 'article', locale, id],
    queryFn: ({ signal }) => getArticle(client, id, signal, locale),
  })
}

export function savedArticlesQueryOptions(
  client: ApiClient,
  query: EndpointQuery<typeof Articles.savedArticles>,
) {
  return queryOptions({
    queryKey: [...articlesQueryKey, 'saved', client.locale(), query],
    queryFn: ({ signal }) => getSavedArticles(client, query, signal),
  })
}
