import { SimplePage } from '@egresa/ui/app/simple-page'
import { Trans, useLingui } from '@lingui/react/macro'

export function NewsPage() {
  const { t } = useLingui()
  return (
    <SimplePage title={t`Noticias y eventos`}>
      <p>
        <Trans>
          Aquí encontrarás las noticias y la agenda de eventos de la comunidad de antiguos alumnos.
        </Trans>
      </p>
    </SimplePage>
  )
}
