import type { Article } from '@egresa/api-contract/articles'
import type { Locale } from '@egresa/i18n/locales'
import { useApi } from '@egresa/ui/app/api'
import { useApiHref } from '@egresa/ui/app/files'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageHead, useSiteOrigin } from '@egresa/ui/app/page-head'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { OtherLanguageMark } from '../../lib/content-language'
import { formatDateTime, formatDay } from '../../lib/format'
import { ArticleType } from './article-facts'
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
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: article.place ? { '@type': 'Place', name: article.place, address: article.place } : undefined,
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
  const { t, i18n } = useLingui()
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
  const other = article.language !== locale ? article.language : undefined
  const facts: { term: string; value: string | null; dateTime?: string }[] =
    article.type === 'EVENT'
      ? [
          { term: t`Lugar`, value: article.place },
          {
            term: t`Empieza`,
            value: article.starts_at ? formatDateTime(article.starts_at, i18n.locale) : null,
            dateTime: article.starts_at ?? undefined,
          },
          {
            term: t`Termina`,
            value: article.ends_at ? formatDateTime(article.ends_at, i18n.locale) : null,
            dateTime: article.ends_at ?? undefined,
          },
        ]
      : [
          {
            term: t`Publicado`,
            value: article.published_at ? formatDay(article.published_at, i18n.locale) : null,
            dateTime: article.published_at ?? undefined,
          },
        ]

  return (
    <article className="flex flex-col gap-6">
      <p>
        <Link to="/$locale/news" params={{ locale }} className="underline">
          <span aria-hidden="true">‹ </span>
          <Trans>Volver a noticias y eventos</Trans>
        </Link>
      </p>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <ArticleType article={article} />
          {other ? <OtherLanguageMark language={other} /> : null}
        </div>
        <h1 lang={other} className="text-3xl font-bold md:text-4xl">
          {article.title}
        </h1>
        {article.summary ? (
          <p lang={other} className="text-lg text-muted">
            {article.summary}
          </p>
        ) : null}
        <div>
          <SaveButton article={article} />
        </div>
      </header>
      {/* On a phone the dates, the place and the sign-up come first, then the text. */}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {article.image ? (
            <img
              src={apiHref(article.image)}
              alt=""
              width={1280}
              height={720}
              className="aspect-video w-full rounded object-cover"
            />
          ) : null}
          <div
            lang={other}
            className="article-text flex flex-col gap-4 break-words text-lg [&_a]:underline [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
            // Safe: the API sanitizes an article's HTML when the alumni office saves it (no script, no event
            // attribute, no javascript: link: apps/api/src/features/articles/sanitize.ts), and the text only
            // comes from that field.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API on the way in
            dangerouslySetInnerHTML={{ __html: article.text }}
          />
          {article.tags.length > 0 ? (
            <section aria-labelledby="article-tags" className="flex flex-col gap-2">
              <h2 id="article-tags" className="font-bold">
                <Trans>Etiquetas</Trans>
              </h2>
              <ul className="flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li key={tag.hash}>
                    <Link
                      to="/$locale/news"
                      params={{ locale }}
                      search={{ tags: [tag.hash] }}
                      className="rounded-full border border-secondary px-3 py-1 text-sm no-underline hover:border-primary"
                    >
                      {tag.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="order-first flex flex-col gap-4 lg:order-none">
          <section aria-labelledby="article-facts" className="flex flex-col gap-3 rounded bg-surface p-5">
            <h2 id="article-facts" className="text-xl font-bold">
              {article.type === 'EVENT' ? <Trans>Cuándo y dónde</Trans> : <Trans>Fecha</Trans>}
            </h2>
            <dl className="flex flex-col gap-2">
              {facts
                .filter((f) => f.value)
                .map((f) => (
                  <div key={f.term} className="flex flex-col">
                    <dt className="text-sm font-bold text-muted">{f.term}</dt>
                    <dd>{f.dateTime ? <time dateTime={f.dateTime}>{f.value}</time> : f.value}</dd>
                  </div>
                ))}
            </dl>
            {article.type === 'EVENT' && article.starts_at ? (
              // The API's calendar file of this event (RFC 5545), in the page's language.
              <a
                href={`/api/articles/${encodeURIComponent(article.hash)}/event.ics?lang=${locale}`}
                download
                className="self-start font-bold text-primary underline"
              >
                <Trans>Añadir a mi calendario (.ics)</Trans>
              </a>
            ) : null}
          </section>
          <SubscribePanel article={article} />
        </aside>
      </div>
    </article>
  )
}
