import type { ApiClient } from '@egresa/api-client/client'
import { contentDocumentQueryOptions, contentListQueryOptions } from '@egresa/api-client/content'
import { infoSlugs, PageDocument } from '@egresa/api-contract/content'
import { isLocale, type Locale } from '@egresa/i18n/locales'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useApi } from './api'
import { useLocale } from './locale'
import { usePageHead } from './page-head'

// The info pages (`/{locale}/info/{slug}`) of every app of the portal: documents of the content service
// (`content/{locale}/info/{slug}.md`), which a university edits without touching code.

export { infoSlugs }

/** An info page's document, for the route's loader and the page. */
export function infoPageQueryOptions(api: ApiClient, locale: string, slug: string) {
  return contentDocumentQueryOptions(api, locale, `info/${slug}`, PageDocument)
}

/** The list of the info pages: their slugs and titles, in the order of `infoSlugs`. */
export function infoIndexQueryOptions(api: ApiClient, locale: string) {
  return contentListQueryOptions(api, locale, 'info', { only: ['slug', 'title'] })
}

const dateOf = (value: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value))

/**
 * The language of a document of another language's tree (`/es/info/privacy` on a Catalan page: the content
 * service answers the Spanish document where a language lacks one), for its `lang`; undefined when it is the
 * page's own.
 */
export function documentLanguage(path: unknown, locale: Locale): Locale | undefined {
  const first = typeof path === 'string' ? path.split('/')[1] : undefined
  return isLocale(first) && first !== locale ? first : undefined
}

/** `/{locale}/info/{slug}`: one document in the page's language (or in Spanish, while it lacks one). */
export function InfoPage({ slug }: { slug: string }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const { data: page } = useSuspenseQuery(infoPageQueryOptions(api, locale, slug))
  usePageHead({ title: page.title, description: page.description ?? page.title })
  const written = documentLanguage(page.path, locale)
  return (
    <article lang={written} className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      {page.updatedAt && (
        <p lang={written && locale} className="text-sm text-muted">
          {t`Última actualización: ${dateOf(page.updatedAt, locale)}`}
        </p>
      )}
      <div
        className="prose-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: safe as it is: the content service renders Markdown with raw HTML off and refuses javascript: and data: links (apps/api/src/lib/content/documents.ts, tested in features/content)
        dangerouslySetInnerHTML={{ __html: page.body }}
      />
    </article>
  )
}

/** `/{locale}/info`: the list of the info pages. */
export function InfoIndexPage() {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const { data } = useSuspenseQuery(infoIndexQueryOptions(api, locale))
  const pages = infoSlugs.flatMap((slug) => data.filter((d) => d.slug === slug))
  usePageHead({
    title: t`Información`,
    description: t`La información legal del portal y lo que ofrece la red de antiguos alumnos.`,
  })
  return (
    <article className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-3xl font-bold">
        <Trans>Información</Trans>
      </h1>
      <ul className="flex list-disc flex-col gap-2 pl-6 text-lg">
        {pages.map((page) => (
          <li key={page.slug}>
            <Link to="/$locale/info/$slug" params={{ locale, slug: String(page.slug) }} className="underline">
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  )
}
