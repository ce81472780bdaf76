import * as articles from '@egresa/api-contract/articles'
import type { EndpointQuery } from '@egresa/api-contract/endpoint'
import { queryOptions } from '@tanstack/react-query'
import { sessionQueryKey } from './auth'
import type { ApiClient } from './client'

// News and events: the list and an article for everyone, saving (any member) and signing up to events
// (Premium), and the saved list. The office's calls come with the admin app.

/** Query key of everything about articles; saving or signing up invalidates it (the marks are in every list). */
export const articlesQueryKey = [...sessionQueryKey, 'articles'] as const

// Articles come in the request's language, so the locale is part of the keys.

/** `GET /api/articles`: published news and events, 9 a page, with the spec's filters. */
export function getArticles(
  client: ApiClient,
  query: EndpointQuery<typeof articles.articleList> = {},
  signal?: AbortSignal,
) {
  return client.call(articles.articleList, { query, signal })
}

/** `GET /api/articles/{id}`: a published article by hash or by its slug in the page's language. */
export function getArticle(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.call(articles.article, { params: { id }, signal })
}

/** `PATCH /api/articles/{id}/save`: saved or not (the same call twice changes nothing). */
export function saveArticle(client: ApiClient, id: string, saved: boolean) {
  return client.call(articles.saveArticle, { params: { id }, body: { saved } })
}

/** `PATCH /api/articles/{id}/subscribe`: signed up to an event or not (Premium). */
export function subscribeToArticle(client: ApiClient, id: string, subscribed: boolean) {
  return client.call(articles.subscribeArticle, { params: { id }, body: { subscribed } })
}

/** `GET /usr/articles/saved`: the articles I saved, last saved first. */
export function getSavedArticles(
  client: ApiClient,
  query: EndpointQuery<typeof articles.savedArticles> = {},
  signal?: AbortSignal,
) {
  return client.call(articles.savedArticles, { query, signal })
}

export function articlesQueryOptions(client: ApiClient, query: EndpointQuery<typeof articles.articleList>) {
  return queryOptions({
    queryKey: [...articlesQueryKey, 'list', client.locale(), query],
    queryFn: ({ signal }) => getArticles(client, query, signal),
  })
}

export function articleQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...articlesQueryKey, 'article', client.locale(), id],
    queryFn: ({ signal }) => getArticle(client, id, signal),
  })
}

export function savedArticlesQueryOptions(
  client: ApiClient,
  query: EndpointQuery<typeof articles.savedArticles>,
) {
  return queryOptions({
    queryKey: [...articlesQueryKey, 'saved', client.locale(), query],
    queryFn: ({ signal }) => getSavedArticles(client, query, signal),
  })
}
