import { SimplePage } from '@egresa/ui/app/simple-page'
import { Trans, useLingui } from '@lingui/react/macro'

// The sections whose content comes with later work: each says what it will hold, and nothing more.

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
