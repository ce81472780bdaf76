import type { Article } from '@egresa/api-contract/articles'
import type { Locale } from '@egresa/i18n/locales'
import { useApi } from '@egresa/ui/app/api'
import { ArticleView } from '@egresa/ui/app/article-view'
import { useApiHref } from '@egresa/ui/app/files'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageHead, useSiteOrigin } from '@egresa/ui/app/page-head'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EventSignupPanel } from './event-signup-panel'
import { articleQueryOptions } from './queries'
import { SaveButton } from './save-button'
import { SubscribePanel } from './subscribe-panel'

/** schema.org data of an article: `Event` for an event, `NewsArticle` for news. */
export function articleJsonLd(article: Article, url: string, image: string | undefined) {
  if (article.type === 'EVENT') {
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: article.title,
      description: article.summary || undefined,
      url,
      image,
      startDate: article.starts_at ?? undefined,
      endDate: article.ends_at ?? undefined,
      eventAttendanceMode: article.online_url
        ? 'https://schema.org/MixedEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode',
      location: [
        ...(article.place ? [{ '@type': 'Place', name: article.place, address: article.place }] : []),
        ...(article.online_url ? [{ '@type': 'VirtualLocation', url: article.online_url }] : []),
      ],
    }
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary || undefined,
    url,
    image: image ? [image] : undefined,
    datePublished: article.published_at ?? undefined,
    inLanguage: article.language,
  }
}

/**
 * `/{locale}/news/{slug}`: one article, public (shared links, search engines). `language` is the page's
 * (its route's): while the app switches language the page keeps reading its own, never this slug in the
 * other language (a 404).
 */
export function ArticlePage({ slug, language }: { slug: string; language: Locale }) {
  const apiHref = useApiHref()
  const api = useApi()
  const locale = useLocale()
  const href = useHref()
  const origin = useSiteOrigin()
  const { data: article } = useSuspenseQuery(articleQueryOptions(api, slug, language))
  const url = `${origin}${href({ to: '/$locale/news/$slug', params: { locale, slug: article.slug } })}`
  const image = article.image ? new URL(apiHref(article.image), origin || undefined).href : undefined
  usePageHead({
    title: article.title,
    description: article.summary || undefined,
    image,
    type: 'article',
    jsonLd: articleJsonLd(article, url, image),
    // Each language's slug (the Spanish one where there is no English text).
    alternates: {
      es: href({ to: '/$locale/news/$slug', params: { locale: 'es', slug: article.slugs.es } }),
      en: href({
        to: '/$locale/news/$slug',
        params: { locale: 'en', slug: article.slugs.en ?? article.slugs.es },
      }),
    },
  })
  return (
    <ArticleView
      article={article}
      locale={locale}
      imageSrc={article.image ? apiHref(article.image) : null}
      before={
        <p>
          <Link to="/$locale/news" params={{ locale }} className="underline">
            <span aria-hidden="true">‹ </span>
            <Trans>Volver a noticias y eventos</Trans>
          </Link>
        </p>
      }
      actions={<SaveButton article={article} />}
      tag={(tag) => (
        <Link
          to="/$locale/news"
          params={{ locale }}
          search={{ tags: [tag.hash] }}
          className="rounded-full border border-secondary px-3 py-1 text-sm no-underline hover:border-primary"
        >
          {tag.title}
        </Link>
      )}
      calendar={
        article.type === 'EVENT' && article.starts_at ? (
          // The API's calendar file of this event (RFC 5545), in the page's language.
          <a
            href={`/api/articles/${encodeURIComponent(article.hash)}/event.ics?lang=${locale}`}
            download
            className="self-start font-bold text-primary underline"
          >
            <Trans>Añadir a mi calendario (.ics)</Trans>
          </a>
        ) : null
      }
      // Sign-ups taken in the portal replace the outside link's panel (docs/events.md).
      aside={article.signup ? <EventSignupPanel article={article} /> : <SubscribePanel article={article} />}
    />
  )
}
