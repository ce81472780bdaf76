import { SimplePage } from '@egresa/ui/app/simple-page'
import { Trans, useLingui } from '@lingui/react/macro'

export function OffersPage() {
  const { t } = useLingui()
  return (
    <SimplePage title={t`Mis ofertas`}>
      <p>
        <Trans>Aquí aparecerán las ofertas de empleo que publiques, con sus candidaturas.</Trans>
      </p>
    </SimplePage>
  )
}

export function NewOfferPage() {
  const { t } = useLingui()
  return (
    <SimplePage title={t`Publicar oferta`}>
      <p>
        <Trans>Aquí podrás publicar una oferta de empleo, que la oficina de antiguos alumnos revisará.</Trans>
      </p>
    </SimplePage>
  )
}
