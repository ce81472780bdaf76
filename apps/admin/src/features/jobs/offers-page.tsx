import {
  adminOfferQueryOptions,
  adminOffersQueryOptions,
  approveOffer,
  bulkOffers,
  rejectOffer,
} from '@egresa/api-client/admin'
import { type AdminOffer, type AdminOffersQuery, RejectOfferInput } from '@egresa/api-contract/jobs'
import { useApi } from '@egresa/ui/app/api'
import { JobOfferView } from '@egresa/ui/app/job-offer'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { FilterBar, TextFilter } from '@egresa/ui/filter-bar'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type * as v from 'valibot'
import { QueuePage } from '../../lib/queue'

export type OffersSearch = v.InferOutput<typeof AdminOffersQuery>
export type OffersFilters = Pick<OffersSearch, 'text'>

/** The offers waiting for review: the queue of `GET /usr/admin/offers`, pending ones only. */
export function offersQuery(search: OffersSearch): OffersSearch {
  return { ...search, status: 'PENDING' }
}

/** `/{locale}/offers`: the offers to review, filtered by text from the URL. */
export function OffersPage({
  search,
  onFilter,
}: {
  search: OffersSearch
  onFilter: (changes: Partial<OffersFilters>) => void
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const href = useHref()
  const list = useQuery({
    ...adminOffersQueryOptions(api, offersQuery(search)),
    placeholderData: keepPreviousData,
  })
  const filtered = Boolean(search.text)
  const clear = () => onFilter({ text: undefined })

  return (
    <QueuePage<AdminOffer>
      title={t`Ofertas por revisar`}
      description={
        <Trans>
          Las empresas envían sus ofertas a revisión antes de publicarlas. Al aprobar una, se publica en la
          bolsa de empleo; al rechazarla, vuelve a la empresa con el motivo, que recibe por correo.
        </Trans>
      }
      filters={
        <FilterBar label={t`Filtrar las ofertas`} active={filtered} onClear={clear}>
          <TextFilter
            label={t`Buscar`}
            placeholder={t`Título, puesto o localidad`}
            value={search.text}
            onChange={(text) => onFilter({ text })}
            className="lg:col-span-2"
          />
        </FilterBar>
      }
      filtered={filtered}
      onClearFilters={clear}
      list={list}
      page={search.page}
      hrefFor={(page) => href({ to: '/$locale/offers', params: { locale }, search: { ...search, page } })}
      error={<Trans>No se han podido cargar las ofertas.</Trans>}
      empty={
        <p className="text-lg">
          <Trans>No hay ofertas por revisar.</Trans>
        </p>
      }
      itemKey={(offer) => offer.hash}
      itemName={(offer) => offer.title}
      summary={(offer) => (
        <>
          <p className="text-muted">{[offer.company.name, offer.workstation, offer.location].join(' · ')}</p>
          <p className="text-sm text-muted">
            <Trans>Enviada el {i18n.date(offer.updated_at, { dateStyle: 'long' })}</Trans>
          </p>
          {offer.review_note ? (
            <p className="text-sm">
              <Trans>Motivo del último rechazo:</Trans> {offer.review_note}
            </p>
          ) : null}
        </>
      )}
      details={(offer) => <OfferPreview hash={offer.hash} />}
      actions={{
        approveLabel: t`Aprobar`,
        approve: (offer) => approveOffer(api, offer.hash),
        bulk: (body) => bulkOffers(api, body),
        approved: (count) => (count === 1 ? t`Oferta publicada.` : t`${count} ofertas publicadas.`),
        approveTitle: (count) => (
          <Plural value={count} one="¿Publicar # oferta?" other="¿Publicar # ofertas?" />
        ),
        reject: {
          title: (count) => (
            <Plural
              value={count}
              one="¿Devolver # oferta a su empresa?"
              other="¿Devolver # ofertas a sus empresas?"
            />
          ),
          reason: RejectOfferInput.entries,
          run: (offer, reason) => rejectOffer(api, offer.hash, { reason }),
          rejected: (count) =>
            count === 1 ? t`Oferta devuelta a la empresa.` : t`${count} ofertas devueltas a sus empresas.`,
        },
      }}
    />
  )
}

/** The offer exactly as alumni will read it on its page (`GET /usr/admin/offers/{hash}`, the alumni shape). */
function OfferPreview({ hash }: { hash: string }) {
  const api = useApi()
  const locale = useLocale()
  const offer = useQuery(adminOfferQueryOptions(api, hash))
  if (offer.isError)
    return (
      <p role="alert">
        <Trans>No se ha podido cargar la oferta.</Trans>
      </p>
    )
  if (!offer.data)
    return (
      <p className="text-muted">
        <Trans>Cargando…</Trans>
      </p>
    )
  return (
    <div className="flex flex-col gap-8 bg-white p-4">
      <JobOfferView offer={offer.data} locale={locale} />
    </div>
  )
}
