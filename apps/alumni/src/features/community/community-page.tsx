import { SimplePage } from '@egresa/ui/app/simple-page'
import { Trans, useLingui } from '@lingui/react/macro'

export function CommunityPage() {
  const { t } = useLingui()
  return (
    <SimplePage title={t`Comunidad`}>
      <p>
        <Trans>
          Aquí encontrarás a los embajadores, al equipo de antiguos alumnos y el directorio de la comunidad.
        </Trans>
      </p>
    </SimplePage>
  )
}
