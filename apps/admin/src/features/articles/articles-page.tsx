import { adminArticlesQueryOptions } from '@egresa/api-client/admin'
import {
  type AdminArticle,
  type AdminArticlesQuery,
  articleStatuses,
  articleTypes,
} from '@egresa/api-contract/articles'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { FilterBar, SelectFilter, TextFilter } from '@egresa/ui/filter-bar'
import { ListResults } from '@egresa/ui/list-results'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type * as v from 'valibot'
import { formatMadrid } from '../../lib/madrid-time'
import { ArticleStatusBadge, articleStatusLabels, articleTypeLabels } from './labels'

export type ArticlesSearch = v.InferOutput<typeof AdminArticlesQuery>
export type ArticlesFilters = Pick<ArticlesSearch, 'text' | 'status' | 'type'>

/** `/{locale}/articles`: the office's news and events in every state, found by the filters in the URL. */
export function ArticlesPage({
  search,
  onFilter,
}: {
  search: ArticlesSearch
  onFilter: (changes: Partial<ArticlesFilters>) => void
}) {
  const { t, i18n } = useLingui()
  const title = t`Noticias y eventos`
  usePageTitle(title)
  const api = useApi()
  const locale = useLocale()
  const href = useHref()
  const listId = useId()
  const list = useQuery({ ...adminArticlesQueryOptions(api, search), placeholderData: keepPreviousData })
  const filtered = Boolean(search.text || search.status || search.type)
  const clear = () => onFilter({ text: undefined, status: undefined, type: undefined })

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="text-muted">
            <Trans>Lo que la oficina publica en el portal: borradores, programados y publicados.</Trans>
          </p>
        </div>
        <Link to="/$locale/articles/new" params={{ locale }} className={`${buttonStyles.primary} self-start`}>
          <Trans>Nuevo artículo</Trans>
        </Link>
      </header>

      <FilterBar label={t`Filtrar los artículos`} active={filtered} onClear={clear}>
        <TextFilter
          label={t`Buscar`}
          placeholder={t`Palabras del título, el resumen o el texto`}
          value={search.text}
          onChange={(text) => onFilter({ text })}
          className="lg:col-span-2"
        />
        <SelectFilter
          label={t`Estado`}
          allLabel={t`Todos`}
          value={search.status}
          options={articleStatuses.map((s) => ({ value: s, label: i18n._(articleStatusLabels[s]) }))}
          onChange={(status) => onFilter({ status: status as ArticlesFilters['status'] })}
        />
        <SelectFilter
          label={t`Tipo`}
          allLabel={t`Todos`}
          value={search.type}
          options={articleTypes.map((s) => ({ value: s, label: i18n._(articleTypeLabels[s]) }))}
          onChange={(type) => onFilter({ type: type as ArticlesFilters['type'] })}
        />
      </FilterBar>

      <ListResults<AdminArticle>
        list={list}
        id={listId}
        error={<Trans>No se han podido cargar los artículos.</Trans>}
        filtered={filtered}
        onClearFilters={clear}
        empty={<Trans>Todavía no hay ningún artículo. Escribe el primero con «Nuevo artículo».</Trans>}
        skeletons={null}
        itemKey={(article) => article.hash}
        item={(article) => <ArticleItem article={article} />}
        page={search.page}
        hrefFor={(page) => href({ to: '/$locale/articles', params: { locale }, search: { ...search, page } })}
        pagesLabel={t`Páginas de la lista`}
        columns=""
      />
    </div>
  )
}

/** An article of the list: its title (the link to the editor), type, state and dates. */
function ArticleItem({ article }: { article: AdminArticle }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <article className="flex flex-col gap-2 rounded border border-secondary p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-lg font-bold">
          <Link
            to="/$locale/articles/$hash"
            params={{ locale, hash: article.hash }}
            className="break-words underline"
          >
            {article.title}
          </Link>
        </h2>
        <p className="text-sm text-muted">
          {i18n._(articleTypeLabels[article.type])}
          {article.type === 'EVENT' && article.starts_at ? (
            <>
              {' · '}
              <time dateTime={article.starts_at}>{formatMadrid(article.starts_at, i18n.locale)}</time>
            </>
          ) : null}
          {article.title_en ? (
            <>
              {' · '}
              <Trans>También en inglés</Trans>
            </>
          ) : null}
        </p>
      </div>
      <div className="flex flex-col gap-1 sm:items-end">
        <ArticleStatusBadge article={article} />
        {article.type === 'EVENT' && article.signups ? (
          <Link
            to="/$locale/articles/$hash/attendees"
            params={{ locale, hash: article.hash }}
            className="text-sm font-bold underline"
          >
            <Trans>
              Inscritos <span className="sr-only">en «{article.title}»</span>
            </Trans>
          </Link>
        ) : null}
        <p className="text-sm text-muted">
          <Trans>
            Cambiado el{' '}
            <time dateTime={article.updated_at}>{formatMadrid(article.updated_at, i18n.locale)}</time>
          </Trans>
        </p>
      </div>
    </article>
  )
}
