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
 * An article page's data. A slug of another language (the language switcher keeps the path, so
 * `/en/news/{spanish slug}`) redirects to this language's slug; a slug of none is the 404 page.
 */
export async function loadArticle(context: Context, slug: string) {
  const options = articleQueryOptions(context.api, slug, context.locale)
  try {
    return await context.queryClient.ensureQueryData(options)
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error
  }
  for (const other of otherLocales(context.locale)) {
    const found = await articleIn(context.api, other, slug)
    if (!found) continue
    const own = slugIn(found.slugs, context.locale)
    // In a language articles have no slug of their own in (Catalan reads the Spanish one) the slug found is
    // this page's: it shows the article rather than redirect to itself.
    if (own === slug) return context.queryClient.setQueryData(options.queryKey, found) ?? found
    throw redirect({
      to: '/$locale/news/$slug',
      params: { locale: context.locale, slug: own },
      statusCode: 301,
    })
  }
  throw notFound()
}

/**
 * An article's slug in `locale`: the Spanish one where it has none in that language (no English text; and
 * articles are written in Spanish and English only, so a Catalan page has the Spanish slug).
 */
export function slugIn(slugs: Article['slugs'], locale: Locale): string {
  const byLocale: Partial<Record<Locale, string | null>> = slugs
  return byLocale[locale] ?? slugs.es
}

/** An article's address in each language, with that language's slug (`slugIn`). */
export function articleAlternates(article: Pick<Article, 'slugs'>): LocaleAlternates {
  return Object.fromEntries(locales.map((l) => [l, localePath(l, 'news', slugIn(article.slugs, l))]))
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
