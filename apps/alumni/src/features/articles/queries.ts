import { sessionQueryKey } from '@egresa/api-client/auth'
import type { ApiClient } from '@egresa/api-client/client'
import type { ArticlesQuery } from '@egresa/api-contract/articles'
import { queryOptions } from '@tanstack/react-query'

// The articles' calls and Query keys. They live here until `@egresa/api-client` has an `articles` module
// (the articles API's helper owns that package's file); the calls are the contract's endpoints as they are.

/**
 * The articles contract, imported when a call is made: the home page reads these queries, and its first
 * load (server-rendered, the answers in the page) should not carry the contract's schemas (2 KB).
 */
const contract = () => import('@egresa/api-contract/articles')

/** Query key of everything about articles; saving or signing up invalidates it. */
export const articlesQueryKey = [...sessionQueryKey, 'articles'] as const

/** The list's query as the API and the address bar take it: the tags comma-separated (`a1,b2`). */
export function articlesSearch<T extends Partial<ArticlesQuery>>(query: T) {
  const { tags, ...rest } = query
  return { ...rest, tags: tags && tags.length > 0 ? tags.join(',') : undefined }
}

/** `GET /api/articles`: published news and events in the page's language, 9 a page. */
export function articleListQueryOptions(client: ApiClient, query: Partial<ArticlesQuery>) {
  return queryOptions({
    queryKey: [...articlesQueryKey, 'list', client.locale(), query],
    queryFn: async ({ signal }) =>
      client.call((await contract()).articleList, { query: articlesSearch(query), signal }),
  })
}

/** `GET /api/articles/{id}`: one published article by its slug in the page's language (or its hash). */
export function articleQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...articlesQueryKey, 'article', client.locale(), id],
    queryFn: async ({ signal }) => client.call((await contract()).article, { params: { id }, signal }),
  })
}

/** `GET /usr/articles/saved`: the articles I saved, last saved first. */
export function savedArticlesQueryOptions(client: ApiClient, page: number) {
  return queryOptions({
    queryKey: [...articlesQueryKey, 'saved', client.locale(), page],
    queryFn: async ({ signal }) => client.call((await contract()).savedArticles, { query: { page }, signal }),
  })
}

/** `PATCH /api/articles/{id}/save`. */
export async function saveArticle(client: ApiClient, id: string, saved: boolean) {
  return client.call((await contract()).saveArticle, { params: { id }, body: { saved } })
}

/** `PATCH /api/articles/{id}/subscribe` (Premium). */
export async function subscribeArticle(client: ApiClient, id: string, subscribed: boolean) {
  return client.call((await contract()).subscribeArticle, { params: { id }, body: { subscribed } })
}

/** How many news and events the home page shows. */
export const HOME_ARTICLES = 3

/** The home page's latest news. */
export function latestNewsQueryOptions(client: ApiClient) {
  return articleListQueryOptions(client, { type: 'NEWS', page: 1, size: HOME_ARTICLES })
}

/**
 * The home page's agenda: the next events, soonest first, or the latest ones when none is to come. The API
 * sorts events by start, latest first, so the soonest to come are the last of the future ones on its first
 * page (50 events ahead are more than a university announces). Chosen in the query, so the server's render
 * and the browser's read the same answer.
 */
export function nextEventsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: [...articlesQueryKey, 'next-events', client.locale()],
    queryFn: async ({ signal }) => {
      const { items } = await client.call((await contract()).articleList, {
        query: { type: 'EVENT', page: 1, size: 50 },
        signal,
      })
      const now = Date.now()
      const ahead = items.filter((a) => a.starts_at && new Date(a.starts_at).getTime() >= now)
      if (ahead.length === 0) return { upcoming: false, items: items.slice(0, HOME_ARTICLES) }
      return { upcoming: true, items: ahead.reverse().slice(0, HOME_ARTICLES) }
    },
  })
}
