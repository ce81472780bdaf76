import type { ApiClient } from '@egresa/api-client/client'
import { isApiError } from '@egresa/api-client/errors'
import { Article, article as articleEndpoint } from '@egresa/api-contract/articles'
import { type Locale, locales, otherLocales } from '@egresa/i18n/locales'
import { localePath } from '@egresa/i18n/segments'
import type { LocaleAlternates } from '@egresa/ui/app/links'
import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { articleQueryOptions } from './queries'

type Context = { api: ApiClient; queryClient: QueryClient; locale: Locale }

/**
 * An article page's data. A slug of the other language (the language switcher keeps the path, so
 * `/en/news/{spanish slug}`) redirects to this language's slug; a slug of none is the 404 page.
 */
export async function loadArticle(context: Context, slug: string) {
  try {
    return await context.queryClient.ensureQueryData(articleQueryOptions(context.api, slug, context.locale))
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error
  }
  for (const other of otherLocales(context.locale)) {
    const found = await articleIn(context.api, other, slug)
    if (found) {
      throw redirect({
        to: '/$locale/news/$slug',
        params: { locale: context.locale, slug: found.slugs[context.locale] ?? found.slugs.es },
        statusCode: 301,
      })
    }
  }
  throw notFound()
}

/** An article's address in each language, with that language's slug (the Spanish one where it has no English). */
export function articleAlternates(article: Pick<Article, 'slugs'>): LocaleAlternates {
  return Object.fromEntries(
    locales.map((l) => [l, localePath(l, 'news', article.slugs[l] ?? article.slugs.es)]),
  )
}

/** The article of `slug` asked in `locale`, or null. */
async function articleIn(api: ApiClient, locale: Locale, slug: string): Promise<Article | null> {
  const http = api.http.extend({
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('Accept-Language', locale)
        },
      ],
    },
  })
  const path = articleEndpoint.path.replace('{id}', encodeURIComponent(slug))
  const response = await http(`${api.baseUrl}${path}`, { throwHttpErrors: false })
  if (!response.ok) return null
  const parsed = v.safeParse(Article, await response.json())
  return parsed.success ? parsed.output : null
}
