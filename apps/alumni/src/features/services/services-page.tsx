import { SimplePage } from '@egresa/ui/app/simple-page'
import { Trans, useLingui } from '@lingui/react/macro'

export function ServicesPage() {
  const { t } = useLingui()
  return (
    <SimplePage title={t`Servicios`}>
      <p>
        <Trans>Aquí encontrarás los servicios de la universidad para estudiantes y personal.</Trans>
      </p>
    </SimplePage>
  )
}
