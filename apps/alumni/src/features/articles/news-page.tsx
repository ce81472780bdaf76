import { tagsQueryOptions } from '@egresa/api-client/reference'
import { ARTICLES_PAGE_SIZE, type ArticlesQuery, articleTypes } from '@egresa/api-contract/articles'
import { useApi } from '@egresa/ui/app/api'
import { usePageHead } from '@egresa/ui/app/page-head'
import {
  CheckboxesFilter,
  FilterBar,
  filterDelays,
  SelectFilter,
  TextFilter,
  useYearOptions,
} from '@egresa/ui/filter-bar'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { ArticleResults } from './article-results'
import { articleListQueryOptions } from './queries'

/** The list's filters, as the URL keeps them (the contract's `ArticlesQuery` without the paging). */
export type ArticleFilters = Pick<ArticlesQuery, 'text' | 'tags' | 'type' | 'month' | 'year'>
export const noArticleFilters: Record<keyof ArticleFilters, undefined> = {
  text: undefined,
  tags: undefined,
  type: undefined,
  month: undefined,
  year: undefined,
}

export type NewsPageProps = {
  search: ArticlesQuery
  /** Changes filters; the route goes back to the first page. */
  onFilter: (filters: Partial<ArticleFilters>) => void
  /** The address of another page of the same search. */
  hrefFor: (page: number) => string
}

const number = (value: string | undefined) => (value ? Number(value) : undefined)

/** `/{locale}/news`: news and events (the Agenda), public, with the spec's filters and 9 a page. */
export function NewsPage({ search, onFilter, hrefFor }: NewsPageProps) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const feeds = {
    news: {
      title: t`Noticias (RSS)`,
      type: 'application/rss+xml',
      href: `/api/articles/news.rss?lang=${i18n.locale}`,
    },
    events: {
      title: t`Agenda de eventos (iCalendar)`,
      type: 'text/calendar',
      href: `/api/articles/events.ics?lang=${i18n.locale}`,
    },
  }
  usePageHead({
    title: t`Noticias y eventos`,
    description: t`Noticias de la universidad y de sus antiguos alumnos, y la agenda de eventos.`,
    feeds: [feeds.news, feeds.events],
  })
  const { data: tags } = useSuspenseQuery(tagsQueryOptions(api, { type: 'ARTICLE' }))
  // The previous page stays in view, dimmed, while the next one loads.
  const list = useQuery({ ...articleListQueryOptions(api, search), placeholderData: keepPreviousData })
  // The years that have articles (the list answer says which), and the URL's year though none has it.
  const years = useYearOptions(list.data?.years, search.year)
  const active = Object.values({
    text: search.text,
    tags: search.tags,
    type: search.type,
    month: search.month,
    year: search.year,
  }).some((v) => v !== undefined && !(Array.isArray(v) && v.length === 0))
  const monthName = new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' })
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: monthName.format(new Date(Date.UTC(2024, i, 1))),
  }))
  const typeLabels = { NEWS: t`Noticias`, EVENT: t`Agenda (eventos)` }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <Trans>Noticias y eventos</Trans>
        </h1>
        <p className="text-muted">
          <Trans>Noticias de la universidad y de sus antiguos alumnos, y la agenda de eventos.</Trans>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span className="text-muted">
            <Trans>Síguelas desde tu lector o tu calendario:</Trans>
          </span>
          <a href={feeds.news.href} className="font-bold text-primary underline">
            {feeds.news.title}
          </a>
          <a href={feeds.events.href} className="font-bold text-primary underline">
            {feeds.events.title}
          </a>
        </p>
      </header>
      <FilterBar
        label={t`Filtros de los artículos`}
        active={active}
        onClear={() => onFilter(noArticleFilters)}
      >
        <TextFilter
          label={t`Buscar`}
          placeholder={t`Palabras del título o del texto…`}
          value={search.text}
          onChange={(text) => onFilter({ text })}
        />
        <CheckboxesFilter
          label={t`Etiquetas`}
          allLabel={t`Todas las etiquetas`}
          options={tags.map((tag) => ({ value: tag.hash, label: tag.title }))}
          value={search.tags}
          onChange={(value) => onFilter({ tags: value })}
        />
        <SelectFilter
          label={t`Tipo`}
          allLabel={t`Noticias y eventos`}
          delay={filterDelays.type}
          options={articleTypes.map((type) => ({ value: type, label: typeLabels[type] }))}
          value={search.type}
          onChange={(value) => onFilter({ type: value as ArticleFilters['type'] })}
        />
        <div className="grid grid-cols-2 gap-4">
          <SelectFilter
            label={t`Mes`}
            allLabel={t`Todos`}
            delay={filterDelays.month}
            options={months}
            value={search.month}
            onChange={(value) => onFilter({ month: number(value) })}
          />
          <SelectFilter
            label={t`Año`}
            allLabel={t`Todos`}
            delay={filterDelays.year}
            options={years}
            value={search.year}
            onChange={(value) => onFilter({ year: number(value) })}
          />
        </div>
      </FilterBar>

      <ArticleResults
        list={list}
        id="news-results"
        filtered={active}
        onClearFilters={() => onFilter(noArticleFilters)}
        empty={
          <p className="text-lg">
            <Trans>Todavía no hay noticias ni eventos publicados.</Trans>
          </p>
        }
        skeletons={ARTICLES_PAGE_SIZE}
        page={search.page}
        hrefFor={hrefFor}
        pagesLabel={t`Páginas de artículos`}
      />
    </div>
  )
}
