import {
  adminOfferQueryOptions,
  adminOffersQueryOptions,
  approveOffer,
  bulkOffers,
  closeOfferAsOffice,
  rejectOffer,
} from '@egresa/api-client/admin'
import { ReasonInput } from '@egresa/api-contract/decisions'
import { type AdminOffer, type AdminOffersQuery, RejectOfferInput } from '@egresa/api-contract/jobs'
import { useApi } from '@egresa/ui/app/api'
import type { HeadingLevel } from '@egresa/ui/app/heading'
import { JobOfferView } from '@egresa/ui/app/job-offer'
import { useLocale } from '@egresa/ui/app/locale'
import { SelectFilter } from '@egresa/ui/filter-bar'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type * as v from 'valibot'
import { ItemRead, type Queue, QueuePage } from '../../lib/queue'

export type OffersSearch = v.InferOutput<typeof AdminOffersQuery>
export type OffersFilters = Pick<OffersSearch, 'text' | 'status'>

/**
 * The offers waiting for review: the queue of `GET /usr/admin/offers`, pending ones unless the filter asks for
 * the published ones (to close one on its company's behalf).
 */
export function offersQuery(search: OffersSearch): OffersSearch {
  return { ...search, status: search.status ?? 'PENDING' }
}

/** The offers queue: offers to review, or the published ones, filtered by text. */
function useOffersQueue(): Queue<AdminOffer, OffersSearch> {
  const { t, i18n } = useLingui()
  const api = useApi()
  return {
    route: '/$locale/offers',
    title: t`Ofertas por revisar`,
    description: (
      <Trans>
        Las empresas envían sus ofertas a revisión antes de publicarlas. Al aprobar una, se publica en la
        bolsa de empleo; al rechazarla, vuelve a la empresa con el motivo, que recibe por correo.
      </Trans>
    ),
    filtersLabel: t`Filtrar las ofertas`,
    searchPlaceholder: t`Título, puesto o localidad`,
    filters: (search, onFilter) => (
      <SelectFilter
        label={t`Estado`}
        allLabel={t`Por revisar`}
        options={[{ value: 'PUBLISHED', label: t`Publicadas` }]}
        value={search.status === 'PENDING' ? undefined : search.status}
        onChange={(value) => onFilter({ status: value as OffersSearch['status'] })}
      />
    ),
    filtered: (search) => Boolean(search.text || (search.status && search.status !== 'PENDING')),
    cleared: { text: undefined, status: undefined },
    list: (client, search) => adminOffersQueryOptions(client, offersQuery(search)),
    error: <Trans>No se han podido cargar las ofertas.</Trans>,
    empty: (
      <p className="text-lg">
        <Trans>No hay ofertas por revisar.</Trans>
      </p>
    ),
    itemKey: (offer) => offer.hash,
    itemName: (offer) => offer.title,
    summary: (offer) => (
      <>
        <p className="text-muted">{[offer.company.name, offer.workstation, offer.location].join(' · ')}</p>
        <p className="text-sm text-muted">
          {offer.status === 'PUBLISHED' && offer.published_at ? (
            <Trans>Publicada el {i18n.date(offer.published_at, { dateStyle: 'long' })}</Trans>
          ) : (
            <Trans>Enviada el {i18n.date(offer.updated_at, { dateStyle: 'long' })}</Trans>
          )}
        </p>
        {offer.review_note ? (
          <p className="text-sm">
            <Trans>Motivo del último rechazo:</Trans> {offer.review_note}
          </p>
        ) : null}
      </>
    ),
    view: (offer, { headingLevel }) => <OfferPreview hash={offer.hash} headingLevel={headingLevel} />,
    waiting: (offer) => offer.status === 'PENDING',
    decisions: {
      permission: 'admin.offers.manage',
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
    },
    actions: [
      {
        key: 'close',
        label: t`Cerrar la oferta…`,
        // The server closes published offers only: one still waiting is rejected instead.
        allowed: (offer) => offer.status === 'PUBLISHED',
        permission: 'admin.offers.manage',
        danger: true,
        title: (offer) => t`¿Cerrar la oferta ${offer.title}?`,
        submitLabel: t`Cerrar la oferta y avisar a la empresa`,
        reason: ReasonInput.entries,
        hint: (
          <Trans>
            La empresa recibe el motivo por correo, en su idioma. La oferta sale de la bolsa de empleo y se
            avisa a las personas que siguen en el proceso.
          </Trans>
        ),
        run: (offer, reason) => closeOfferAsOffice(api, offer.hash, { reason: reason ?? '' }),
        done: t`Oferta cerrada. La empresa recibirá el motivo por correo.`,
      },
    ],
  }
}

/** `/{locale}/offers`: the offers to review (or close), filtered by text and state from the URL. */
export function OffersPage({
  search,
  onFilter,
}: {
  search: OffersSearch
  onFilter: (changes: Partial<OffersFilters>) => void
}) {
  return <QueuePage queue={useOffersQueue()} search={search} onFilter={onFilter} />
}

/**
 * The offer exactly as alumni will read it on its page (`GET /usr/admin/offers/{hash}`, the alumni shape); its
 * title under the item's heading, so the queue keeps its one `h1`.
 */
function OfferPreview({ hash, headingLevel }: { hash: string; headingLevel: HeadingLevel }) {
  const api = useApi()
  const locale = useLocale()
  const offer = useQuery(adminOfferQueryOptions(api, hash))
  return (
    <ItemRead query={offer} error={<Trans>No se ha podido cargar la oferta.</Trans>}>
      {(data) => (
        <div className="flex flex-col gap-8 bg-white p-4">
          <JobOfferView offer={data} locale={locale} headingLevel={headingLevel} />
        </div>
      )}
    </ItemRead>
  )
}
