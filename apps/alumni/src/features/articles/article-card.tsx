import type { ArticleTeaser } from '@egresa/api-contract/articles'
import { useLocale } from '@egresa/ui/app/locale'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { apiHref } from '../../lib/files'
import { formatDateTime, formatDay } from './dates'
import { SaveButton } from './save-button'

/** News or an event (the Agenda), as a label. */
export function ArticleType({ article }: { article: Pick<ArticleTeaser, 'type'> }) {
  return (
    <span className="self-start rounded bg-surface px-2 py-0.5 text-sm font-bold text-primary">
      {article.type === 'EVENT' ? <Trans>Agenda</Trans> : <Trans>Noticia</Trans>}
    </span>
  )
}

/** When an article is: an event's start and place, a news item's publication day. */
export function ArticleWhen({ article }: { article: ArticleTeaser }) {
  const { i18n } = useLingui()
  if (article.type === 'EVENT') {
    return (
      <p className="text-sm text-muted">
        {article.starts_at ? (
          <time dateTime={article.starts_at}>{formatDateTime(article.starts_at, i18n.locale)}</time>
        ) : null}
        {article.starts_at && article.place ? ' · ' : null}
        {article.place}
      </p>
    )
  }
  const date = article.published_at ?? article.date
  return date ? (
    <p className="text-sm text-muted">
      <time dateTime={date}>{formatDay(date, i18n.locale)}</time>
    </p>
  ) : null
}

/** An article in a list: its image, type, title (the link), summary, date, and the save button. */
export function ArticleCard({
  article,
  headingLevel = 3,
  compact = false,
}: {
  article: ArticleTeaser
  headingLevel?: 2 | 3
  /** Without image and summary (the home page's lists). */
  compact?: boolean
}) {
  const locale = useLocale()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const other = article.language !== locale ? article.language : undefined
  return (
    <article className="flex h-full flex-col overflow-hidden rounded border border-secondary">
      {!compact && article.image ? (
        <img
          src={apiHref(article.image)}
          alt=""
          loading="lazy"
          width={640}
          height={360}
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ArticleType article={article} />
        <Heading lang={other} className="text-lg font-bold">
          <Link
            to="/$locale/news/$slug"
            params={{ locale, slug: article.slug }}
            className="no-underline hover:underline"
          >
            {article.title}
          </Link>
        </Heading>
        <ArticleWhen article={article} />
        {!compact && article.summary ? (
          <p lang={other} className="line-clamp-3 text-muted">
            {article.summary}
          </p>
        ) : null}
        <div className="mt-auto pt-2">
          <SaveButton article={article} />
        </div>
      </div>
    </article>
  )
}

/** Placeholders of cards while a list loads. */
export function ArticleCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <li key={i} aria-hidden="true">
      <div className="h-72 animate-pulse rounded border border-secondary bg-surface" />
    </li>
  ))
}
