import { SimplePage } from '@egresa/ui/app/simple-page'
import { Trans, useLingui } from '@lingui/react/macro'

export function WorkgroupsPage() {
  const { t } = useLingui()
  return (
    <SimplePage title={t`Grupos`}>
      <p>
        <Trans>Aquí encontrarás los grupos de trabajo de la comunidad, a los que podrás unirte.</Trans>
      </p>
    </SimplePage>
  )
}
