import { SimplePage } from '@egresa/ui/app/simple-page'
import { Trans, useLingui } from '@lingui/react/macro'

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
