import { SimplePage } from '@egresa/ui/app/simple-page'
import { Trans, useLingui } from '@lingui/react/macro'

export function SubscribedWorkgroupsPage() {
  const { t } = useLingui()
  return (
    <SimplePage title={t`Grupos suscritos`}>
      <p>
        <Trans>Aquí aparecerán los grupos de trabajo a los que te suscribas.</Trans>
      </p>
    </SimplePage>
  )
}
