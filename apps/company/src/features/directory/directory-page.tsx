import { SimplePage } from '@egresa/ui/app/simple-page'
import { Trans, useLingui } from '@lingui/react/macro'

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
