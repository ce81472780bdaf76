import {
  type ArticlesListQuery,
  articleQueryOptions,
  articlesQueryKey,
  articlesQueryOptions,
  getArticles,
  saveArticle,
  savedArticlesQueryOptions as savedQueryOptions,
  subscribeToArticle,
} from '@egresa/api-client/articles'
import type { ApiClient } from '@egresa/api-client/client'
import type { ArticlesQuery } from '@egresa/api-contract/articles'
import { queryOptions } from '@tanstack/react-query'

// The app's side of the articles' calls (`@egresa/api-client/articles`): the address's tags as the API takes
// them, and the home page's picks.

export { articleQueryOptions, articlesQueryKey, saveArticle }
export const subscribeArticle = subscribeToArticle

/** The list's query as the API and the address bar take it: the tags comma-separated (`a1,b2`). */
export function articlesSearch<T extends Partial<ArticlesQuery>>(query: T) {
  const { tags, ...rest } = query
  return { ...rest, tags: tags && tags.length > 0 ? tags.join(',') : undefined }
}

/** `GET /api/articles`: published news and events in the page's language, 9 a page. */
export function articleListQueryOptions(client: ApiClient, query: Partial<ArticlesQuery>) {
  return articlesQueryOptions(client, articlesSearch(query) as ArticlesListQuery)
}

/** `GET /usr/articles/saved`: the articles I saved, last saved first. */
export function savedArticlesQueryOptions(client: ApiClient, page: number) {
  return savedQueryOptions(client, { page })
}

/** How many news and events the home page shows. */
export const HOME_ARTICLES = 3

/** The home page's latest news. */
export function latestNewsQueryOptions(client: ApiClient) {
  return articleListQueryOptions(client, { type: 'NEWS', page: 1, size: HOME_ARTICLES })
}

/**
 * The home page's agenda: the next events (not over yet), soonest first, or the latest ones when none is to
 * come.
 */
export function nextEventsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: [...articlesQueryKey, 'next-events', client.locale()],
    queryFn: async ({ signal }) => {
      const next = { type: 'EVENT', page: 1, size: HOME_ARTICLES } as const
      const ahead = await getArticles(client, { ...next, upcoming: true }, signal)
      if (ahead.items.length > 0) return { upcoming: true, items: ahead.items }
      return { upcoming: false, items: (await getArticles(client, next, signal)).items }
    },
  })
}
