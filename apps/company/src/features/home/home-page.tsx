import { meQueryOptions } from '@egresa/api-client/auth'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { api } from '../../lib/api'

export function HomePage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: user } = useQuery({ ...meQueryOptions(api), enabled: false })
  usePageTitle(t`Inicio`)
  return (
    <section aria-labelledby="home-title" className="flex max-w-3xl flex-col gap-4 py-4 md:py-8">
      <h1 id="home-title" className="text-3xl font-bold md:text-4xl">
        <Trans>La bolsa de empleo de la universidad para empresas</Trans>
      </h1>
      <p className="text-lg text-muted">
        <Trans>
          Publica ofertas de empleo y prácticas, recibe candidaturas de antiguos alumnos y encuentra perfiles
          en el directorio de la universidad.
        </Trans>
      </p>
      <p>
        {user ? (
          <Link to="/$locale/user/offers" params={{ locale }} className={buttonStyles.primary}>
            <Trans>Ir a mis ofertas</Trans>
          </Link>
        ) : (
          <Link to="/$locale/login" params={{ locale }} className={buttonStyles.primary}>
            <Trans>Iniciar sesión</Trans>
          </Link>
        )}
      </p>
    </section>
  )
}
