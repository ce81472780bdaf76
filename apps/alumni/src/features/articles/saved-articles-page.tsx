import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArticleResults } from './article-results'
import { savedArticlesQueryOptions } from './queries'

/** `/{locale}/user/articles/saved`: the articles I saved, last saved first, 9 a page. */
export function SavedArticlesPage({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const api = useApi()
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
      <ArticleResults
        list={list}
        id="saved-results"
        empty={
          <>
            <p className="text-lg">
              <Trans>Todavía no has guardado ningún artículo.</Trans>
            </p>
            <Link to="/$locale/news" params={{ locale }} className={buttonStyles.primary}>
              <Trans>Ver noticias y eventos</Trans>
            </Link>
          </>
        }
        skeletons={3}
        page={page}
        hrefFor={hrefFor}
        pagesLabel={t`Páginas de guardados`}
      />
    </div>
  )
}
