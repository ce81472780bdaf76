import { companyProfileQueryOptions } from '@egresa/api-client/companies'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { CompanyDataForm } from './company-form'
import { LogoPanel } from './logo-panel'
import { CompanyUsers } from './users-form'

function Card({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded border border-secondary p-5">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** `/{locale}/user/profile`: the company as alumni see it on its offers: its logo and its data. */
export function ProfilePage() {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const { data: company } = useSuspenseQuery(companyProfileQueryOptions(api))
  usePageTitle(t`Perfil de la empresa`)
  return (
    <article className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">
          <Trans>Perfil de la empresa</Trans>
        </h1>
        <p className="text-lg text-muted">{company.company_name}</p>
      </header>
      <Card id="logo-title" title={<Trans>Logotipo</Trans>}>
        <LogoPanel company={company} />
      </Card>
      <Card id="company-title" title={<Trans>Datos de la empresa</Trans>}>
        <CompanyDataForm company={company} />
      </Card>
      <Card id="users-title" title={<Trans>Usuarios de la cuenta</Trans>}>
        <CompanyUsers company={company} idPrefix="profile-user" />
      </Card>
      <p className="text-muted">
        <Trans>
          El idioma de los correos, los avisos y la contraseña están en la{' '}
          <Link
            to="/$locale/user/settings"
            params={{ locale }}
            search={{ tab: 'configuration' }}
            className="underline"
          >
            pestaña Configuración de los ajustes
          </Link>
          .
        </Trans>
      </p>
    </article>
  )
}
