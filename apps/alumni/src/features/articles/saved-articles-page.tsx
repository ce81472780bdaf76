import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { ResultsStatus } from '@egresa/ui/filter-bar'
import { Pagination } from '@egresa/ui/pagination'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { api } from '../../lib/api'
import { ArticleCard, ArticleCardSkeletons } from './article-card'
import { savedArticlesQueryOptions } from './queries'

/** `/{locale}/user/articles/saved`: the articles I saved, last saved first, 9 a page. */
export function SavedArticlesPage({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const { t } = useLingui()
  const locale = useLocale()
  usePageTitle(t`Artículos guardados`)
  const list = useQuery({ ...savedArticlesQueryOptions(api, page), placeholderData: keepPreviousData })
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <Trans>Artículos guardados</Trans>
        </h1>
        <p className="text-muted">
          <Trans>Las noticias y los eventos que has guardado para leerlos más tarde.</Trans>
        </p>
      </header>
      <section aria-labelledby="saved-results" aria-busy={list.isFetching} className="flex flex-col gap-4">
        <h2 id="saved-results" className="sr-only">
          <Trans>Resultados</Trans>
        </h2>
        <ResultsStatus total={list.data?.total ?? 0} loading={list.isFetching} />
        {list.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded bg-surface px-4 py-3">
            <p>
              <Trans>No se han podido cargar los artículos.</Trans>
            </p>
            <button type="button" className={buttonStyles.secondary} onClick={() => void list.refetch()}>
              <Trans>Reintentar</Trans>
            </button>
          </div>
        ) : list.data && list.data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded border border-dashed border-secondary px-4 py-8 text-center">
            <p className="text-lg">
              <Trans>Todavía no has guardado ningún artículo.</Trans>
            </p>
            <Link to="/$locale/news" params={{ locale }} className={buttonStyles.primary}>
              <Trans>Ver noticias y eventos</Trans>
            </Link>
          </div>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.data ? (
              list.data.items.map((article) => (
                <li key={article.hash}>
                  <ArticleCard article={article} />
                </li>
              ))
            ) : (
              <ArticleCardSkeletons count={3} />
            )}
          </ul>
        )}
        {list.data ? (
          <Pagination
            page={page}
            maxPages={list.data.maxPages}
            hrefFor={hrefFor}
            label={t`Páginas de guardados`}
          />
        ) : null}
      </section>
    </div>
  )
}
