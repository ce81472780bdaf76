import { useLocale } from '@egresa/ui/app/locale'
import { useAppOrigins } from '@egresa/ui/app/site-frame'
import { Trans } from '@lingui/react/macro'

/**
 * "¿Eres titulado/a?": the way back to the alumni app's home, at the origin the API's configuration gives;
 * nothing while it is unknown.
 */
export function AlumniInvite() {
  const locale = useLocale()
  const apps = useAppOrigins()
  if (!apps) return null
  return (
    <aside
      aria-labelledby="alumni-invite"
      className="flex flex-col gap-1 rounded border border-secondary bg-surface p-4 sm:flex-row sm:items-center sm:gap-3"
    >
      <h2 id="alumni-invite" className="font-bold">
        <Trans>¿Eres titulado/a?</Trans>
      </h2>
      <a href={`${apps.alumni}/${locale}`} className="font-bold underline">
        <Trans>Entra en la red de antiguos alumnos y en su bolsa de empleo</Trans>
      </a>
    </aside>
  )
}
