import { SimplePage } from '@egresa/ui/app/simple-page'
import { Trans, useLingui } from '@lingui/react/macro'

export function SavedArticlesPage() {
  const { t } = useLingui()
  return (
    <SimplePage title={t`Artículos guardados`}>
      <p>
        <Trans>Aquí aparecerán las noticias y los eventos que guardes para leerlos más tarde.</Trans>
      </p>
    </SimplePage>
  )
}
