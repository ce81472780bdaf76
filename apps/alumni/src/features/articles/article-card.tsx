import type { ArticleTeaser } from '@egresa/api-contract/articles'
import { OtherLanguageMark } from '@egresa/ui/app/content-language'
import { useApiHref } from '@egresa/ui/app/files'
import { useLocale } from '@egresa/ui/app/locale'
import { Link } from '@tanstack/react-router'
import { ArticleType, ArticleWhen } from './article-facts'
import { SaveButton } from './save-button'

/** An article in a list: its image, type, title (the link), summary, date, and the save button. */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleTeaser; headingLevel?: 2 | 3 }) {
  const apiHref = useApiHref()
  const locale = useLocale()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const other = article.language !== locale ? article.language : undefined
  return (
    <article className="flex h-full flex-col overflow-hidden rounded border border-secondary">
      {article.image ? (
        <img
          src={apiHref(article.image)}
          alt={article.image_alt ?? ''}
          lang={other}
          loading="lazy"
          width={640}
          height={360}
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <ArticleType article={article} />
          {other ? <OtherLanguageMark language={other} /> : null}
        </div>
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
        {article.summary ? (
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
