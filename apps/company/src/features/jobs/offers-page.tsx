import { companyOffersQueryOptions } from '@egresa/api-client/jobs'
import type { CompanyOffer, CompanyOffersQuery } from '@egresa/api-contract/jobs'
import { offerStatuses } from '@egresa/api-contract/jobs'
import { canClose, canDelete, canEdit, canPublish, canReopen } from '@egresa/api-contract/offer-states'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDeleteDialog } from '@egresa/ui/confirm-dialog'
import { FilterBar, filterDelays, SelectFilter, TextFilter } from '@egresa/ui/filter-bar'
import { ListResults } from '@egresa/ui/list-results'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { formatDate } from '../../lib/format'
import { CloseOfferDialog } from './close-offer-dialog'
import { statusBadgeClass, useJobLabels } from './job-labels'
import { useOfferActions } from './offer-actions'
import { DraftNotice } from './offer-notice'

export type OffersSearch = CompanyOffersQuery
export type OffersFilters = Pick<OffersSearch, 'text' | 'status'>

/**
 * `/{locale}/user/offers`: the company's offers, newest first, with their state, publication date and
 * candidates, filtered by text and state from the URL (`search`); `onFilter` changes the URL.
 */
export function OffersPage({
  search,
  onFilter,
}: {
  search: OffersSearch
  onFilter: (changes: Partial<OffersFilters>) => void
}) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const href = useHref()
  const { status } = useJobLabels()
  usePageTitle(t`Mis ofertas`)
  const list = useQuery({ ...companyOffersQueryOptions(api, search), placeholderData: keepPreviousData })
  const filtered = Boolean(search.text || search.status)

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold">
            <Trans>Mis ofertas</Trans>
          </h1>
          <p className="text-muted">
            <Trans>Tus ofertas de empleo, sus candidaturas y su estado en la bolsa de empleo.</Trans>
          </p>
        </div>
        <Link to="/$locale/user/offers/new" params={{ locale }} className={buttonStyles.primary}>
          <span aria-hidden="true">+</span>
          <Trans>Publicar una oferta</Trans>
        </Link>
      </header>

      <FilterBar
        label={t`Filtrar mis ofertas`}
        active={filtered}
        onClear={() => onFilter({ text: undefined, status: undefined })}
      >
        <TextFilter
          label={t`Buscar`}
          placeholder={t`Título, puesto o localidad`}
          value={search.text}
          onChange={(text) => onFilter({ text })}
          className="lg:col-span-2"
        />
        <SelectFilter
          label={t`Estado`}
          allLabel={t`Todos los estados`}
          options={offerStatuses.map((s) => ({ value: s, label: status[s] }))}
          value={search.status}
          delay={filterDelays.status}
          onChange={(value) => onFilter({ status: value as OffersFilters['status'] })}
        />
      </FilterBar>

      <ListResults
        list={list}
        id="offers-list-title"
        error={<Trans>No se han podido cargar tus ofertas.</Trans>}
        filtered={filtered}
        onClearFilters={() => onFilter({ text: undefined, status: undefined })}
        empty={
          <>
            <p className="text-lg">
              <Trans>Aún no has publicado ninguna oferta.</Trans>
            </p>
            <Link to="/$locale/user/offers/new" params={{ locale }} className={buttonStyles.primary}>
              <Trans>Publica la primera</Trans>
            </Link>
          </>
        }
        skeletons={null}
        itemKey={(offer) => offer.hash}
        item={(offer) => <OfferCard offer={offer} />}
        page={search.page}
        hrefFor={(page) =>
          href({ to: '/$locale/user/offers', params: { locale }, search: { ...search, page } })
        }
        pagesLabel={t`Páginas de ofertas`}
        columns=""
      />
    </div>
  )
}

/** One offer: state, dates, candidates and what can be done with it in that state (spec section 4). */
export function OfferCard({ offer }: { offer: CompanyOffer }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { status, contract, workingHours } = useJobLabels()
  const actions = useOfferActions()
  const [closing, setClosing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true)
    await action()
    setBusy(false)
  }
  const titleId = `offer-${offer.hash}-title`
  const publishButton = (
    <button
      type="button"
      className={buttonStyles.primary}
      disabled={busy}
      onClick={() => run(() => actions.publish(offer.hash))}
    >
      <Trans>Enviar a revisión</Trans>
    </button>
  )
  const counts = offer.candidates
  const total = counts.new + counts.in_process + counts.discarded

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded border border-secondary p-4 sm:p-5"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h3 id={titleId} className="text-xl font-bold">
            {!canEdit(offer.status) ? (
              offer.title
            ) : (
              <Link
                to="/$locale/user/offers/$hash/edit"
                params={{ locale, hash: offer.hash }}
                className="hover:underline"
              >
                {offer.title}
              </Link>
            )}
          </h3>
          <p className="text-muted">
            {[offer.workstation, offer.location, contract[offer.contract], workingHours[offer.working_hours]]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <p className="shrink-0">
          <span className="sr-only">
            <Trans>Estado:</Trans>{' '}
          </span>
          <span className={statusBadgeClass(offer.status)}>{status[offer.status]}</span>
        </p>
      </div>

      {canPublish(offer.status) ? <DraftNotice offer={offer} publish={publishButton} /> : null}

      <dl className="grid grid-cols-3 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div className="col-span-3 flex flex-col sm:col-span-1">
          <dt className="text-muted">
            <Trans>Publicación</Trans>
          </dt>
          <dd className="font-bold">
            {offer.published_at ? formatDate(offer.published_at, i18n.locale) : <Trans>Sin publicar</Trans>}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted">
            <Trans>Nuevas</Trans>
          </dt>
          <dd className="font-bold">{counts.new}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted">
            <Trans>En proceso</Trans>
          </dt>
          <dd className="font-bold">{counts.in_process}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-muted">
            <Trans>Descartadas</Trans>
          </dt>
          <dd className="font-bold">{counts.discarded}</dd>
        </div>
      </dl>

      <div className="flex flex-wrap gap-2 border-t border-secondary pt-4">
        <Link
          to="/$locale/user/offers/$hash/candidates"
          params={{ locale, hash: offer.hash }}
          className={buttonStyles.secondary}
        >
          <Trans>Candidatos ({total})</Trans>
          <span className="sr-only"> · {offer.title}</span>
        </Link>
        {canEdit(offer.status) ? (
          <Link
            to="/$locale/user/offers/$hash/edit"
            params={{ locale, hash: offer.hash }}
            className={buttonStyles.secondary}
          >
            <Trans>Editar</Trans>
            <span className="sr-only"> · {offer.title}</span>
          </Link>
        ) : null}
        {canClose(offer.status) ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy}
            onClick={() => setClosing(true)}
          >
            <Trans>Cerrar</Trans>
            <span className="sr-only"> · {offer.title}</span>
          </button>
        ) : null}
        {canReopen(offer.status) ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy}
            onClick={() => run(() => actions.reopen(offer.hash))}
          >
            <Trans>Abrir de nuevo</Trans>
            <span className="sr-only"> · {offer.title}</span>
          </button>
        ) : null}
        {canDelete(offer.status) ? (
          <button
            type="button"
            className={buttonStyles.dangerSecondary}
            disabled={busy}
            onClick={() => setDeleting(true)}
          >
            <Trans>Eliminar</Trans>
            <span className="sr-only"> · {offer.title}</span>
          </button>
        ) : null}
      </div>

      <CloseOfferDialog offer={offer} isOpen={closing} onOpenChange={setClosing} />
      <ConfirmDeleteDialog
        isOpen={deleting}
        onOpenChange={setDeleting}
        isPending={busy}
        title={<Trans>¿Eliminar la oferta «{offer.title}» definitivamente?</Trans>}
        message={
          total > 0 ? (
            <Plural
              value={total}
              one="Se borrará también su candidatura. Esta acción no se puede deshacer."
              other="Se borrarán también sus # candidaturas. Esta acción no se puede deshacer."
            />
          ) : undefined
        }
        onConfirm={() => run(() => actions.remove(offer.hash))}
      />
    </article>
  )
}
