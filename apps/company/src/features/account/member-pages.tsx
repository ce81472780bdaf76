import { SimplePage } from '@egresa/ui/app/simple-page'
import { Trans, useLingui } from '@lingui/react/macro'

// The company area: what each page will hold comes with the job-bank work.

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

export function DirectoryPage() {
  const { t } = useLingui()
  return (
    <SimplePage title={t`Directorio`}>
      <p>
        <Trans>Aquí podrás buscar a los antiguos alumnos que aceptan ser vistos por empresas.</Trans>
      </p>
    </SimplePage>
  )
}

export function SettingsPage() {
  const { t } = useLingui()
  return (
    <SimplePage title={t`Configuración`}>
      <p>
        <Trans>Aquí podrás cambiar los datos de la empresa y la configuración de tu cuenta.</Trans>
      </p>
    </SimplePage>
  )
}
