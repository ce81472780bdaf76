import { newslettersQueryOptions } from '@egresa/api-client/newsletters'
import {
  type NewsletterSummary,
  type NewslettersQuery,
  newsletterStatuses,
} from '@egresa/api-contract/newsletters'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { FilterBar, SelectFilter, TextFilter } from '@egresa/ui/filter-bar'
import { Link } from '@egresa/ui/link'
import { ListResults } from '@egresa/ui/list-results'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { OFFICE_TIME_ZONE, statusLabels } from './labels'

export type NewslettersFilters = Pick<NewslettersQuery, 'status' | 'text'>

/** `/{locale}/newsletters`: the office's newsletters, newest first, by status and subject. */
export function NewslettersPage({
  search,
  onFilter,
}: {
  search: NewslettersQuery
  onFilter: (changes: Partial<NewslettersFilters>) => void
}) {
  const { t, i18n } = useLingui()
  usePageTitle(t`Boletines`)
  const api = useApi()
  const href = useHref()
  const locale = useLocale()
  const listId = useId()
  const list = useQuery({ ...newslettersQueryOptions(api, search), placeholderData: keepPreviousData })
  const filtered = search.status !== undefined || search.text !== undefined
  const clear = () => onFilter({ status: undefined, text: undefined })
  const when = (iso: string) =>
    i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: OFFICE_TIME_ZONE })

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold">
            <Trans>Boletines</Trans>
          </h1>
          <p className="text-muted">
            <Trans>
              Los boletines de la oficina a las personas que aceptaron recibirlos: borradores, programados y
              enviados.
            </Trans>
          </p>
        </div>
        <Link
          href={href({ to: '/$locale/newsletters/new', params: { locale } })}
          className={buttonStyles.primary}
        >
          <Trans>Nuevo boletín</Trans>
        </Link>
      </header>

      <FilterBar label={t`Filtrar los boletines`} active={filtered} onClear={clear}>
        <SelectFilter
          label={t`Estado`}
          allLabel={t`Todos los estados`}
          value={search.status}
          options={newsletterStatuses.map((s) => ({ value: s, label: i18n._(statusLabels[s]) }))}
          onChange={(status) => onFilter({ status: status as NewslettersFilters['status'] })}
        />
        <TextFilter label={t`Asunto`} value={search.text} onChange={(text) => onFilter({ text })} />
      </FilterBar>

      <ListResults<NewsletterSummary>
        list={list}
        id={listId}
        error={<Trans>No se han podido cargar los boletines.</Trans>}
        filtered={filtered}
        onClearFilters={clear}
        empty={<Trans>Aún no hay boletines. Escribe el primero.</Trans>}
        skeletons={[1, 2, 3].map((n) => (
          <li key={n} aria-hidden="true" className="h-20 animate-pulse rounded bg-surface" />
        ))}
        itemKey={(item) => item.hash}
        item={(item) => (
          <article
            aria-labelledby={`${listId}-${item.hash}`}
            className="flex flex-col gap-1 rounded border border-secondary p-4"
          >
            <h2 id={`${listId}-${item.hash}`} className="text-lg font-bold break-words">
              <Link href={href({ to: '/$locale/newsletters/$hash', params: { locale, hash: item.hash } })}>
                {item.subject_es}
              </Link>
            </h2>
            <p className="text-muted">
              <span className="font-bold text-ink">{i18n._(statusLabels[item.status])}</span>
              {item.status === 'scheduled' && item.scheduled_at ? (
                <>
                  {' · '}
                  <Trans>para el {when(item.scheduled_at)}</Trans>
                </>
              ) : null}
              {item.started_at ? (
                <>
                  {' · '}
                  <Trans>empezó el {when(item.started_at)}</Trans>
                </>
              ) : null}
              {item.recipients !== null ? (
                <>
                  {' · '}
                  <Plural value={item.recipients} one="# persona" other="# personas" />
                </>
              ) : null}
              {' · '}
              <Trans>creado el {when(item.created_at)}</Trans>
            </p>
          </article>
        )}
        page={search.page}
        hrefFor={(page) =>
          href({ to: '/$locale/newsletters', params: { locale }, search: { ...search, page } })
        }
        pagesLabel={t`Páginas de boletines`}
        columns=""
      />
    </div>
  )
}
