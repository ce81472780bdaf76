import { companyOfferQueryOptions } from '@egresa/api-client/jobs'
import { canEdit } from '@egresa/api-contract/offer-states'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useOfferActions } from './offer-actions'
import { OfferForm } from './offer-form'
import { Notice } from './offer-notice'

function BackToOffers() {
  const locale = useLocale()
  return (
    <p>
      <Link to="/$locale/user/offers" params={{ locale }} className="underline">
        <span aria-hidden="true">← </span>
        <Trans>Volver a mis ofertas</Trans>
      </Link>
    </p>
  )
}

/** `/{locale}/user/offers/new`: a new offer, saved as a draft or sent to review at once. */
export function NewOfferPage() {
  const { t } = useLingui()
  usePageTitle(t`Publicar una oferta`)
  return (
    <article className="flex max-w-4xl flex-col gap-6">
      <BackToOffers />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <Trans>Publicar una oferta</Trans>
        </h1>
        <p className="text-lg text-muted">
          <Trans>
            Guárdala como borrador mientras la preparas. Cuando la envíes a revisión, la oficina de antiguos
            alumnos la publicará en la bolsa de empleo.
          </Trans>
        </p>
      </header>
      <OfferForm />
    </article>
  )
}

/** `/{locale}/user/offers/{hash}/edit`: one of the company's offers; a closed one is reopened first. */
export function EditOfferPage({ hash }: { hash: string }) {
  const api = useApi()
  const { t } = useLingui()
  const { data: offer } = useSuspenseQuery(companyOfferQueryOptions(api, hash))
  const actions = useOfferActions()
  const [reopening, setReopening] = useState(false)
  usePageTitle(t`Editar la oferta`)
  return (
    <article className="flex max-w-4xl flex-col gap-6">
      <BackToOffers />
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">
          <Trans>Editar la oferta</Trans>
        </h1>
        <p className="text-lg text-muted">{offer.title}</p>
      </header>
      {!canEdit(offer.status) ? (
        <Notice
          tone="info"
          action={
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={reopening}
              onClick={async () => {
                setReopening(true)
                await actions.reopen(offer.hash)
                setReopening(false)
              }}
            >
              {reopening ? <Trans>Abriendo…</Trans> : <Trans>Abrir de nuevo</Trans>}
            </button>
          }
        >
          <p className="font-bold">
            <Trans>Esta oferta está cerrada.</Trans>
          </p>
          <p>
            <Trans>Para editarla, ábrela de nuevo: volverá a estar activa en la bolsa de empleo.</Trans>
          </p>
        </Notice>
      ) : (
        // A new form when the offer changes state (sent to review), so its buttons and defaults follow.
        <OfferForm key={`${offer.hash}-${offer.status}`} offer={offer} />
      )}
    </article>
  )
}
