import type { ArticleTeaser } from '@egresa/api-contract/articles'
import { ArticleTypeLabel } from '@egresa/ui/app/article-view'
import { useLingui } from '@lingui/react/macro'
import { formatDateTime, formatDay } from '../../lib/format'

/** News or an event (the Agenda), as a label. */
export function ArticleType({ article }: { article: Pick<ArticleTeaser, 'type'> }) {
  return <ArticleTypeLabel type={article.type} />
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
