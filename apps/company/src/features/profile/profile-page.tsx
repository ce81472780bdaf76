import { meQueryOptions } from '@egresa/api-client/auth'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { api } from '../../lib/api'

/** The company and its contact as the server knows them; editing comes with the job-bank work. */
export function ProfilePage() {
  const { t } = useLingui()
  const { data: user } = useSuspenseQuery(meQueryOptions(api))
  usePageTitle(t`Perfil de la empresa`)
  const company = user.company
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold">
        <Trans>Perfil de la empresa</Trans>
      </h1>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="font-bold">
          <Trans>Empresa</Trans>
        </dt>
        <dd>{company?.name ?? <Trans>Sin indicar</Trans>}</dd>
        <dt className="font-bold">
          <Trans>CIF</Trans>
        </dt>
        <dd>{company?.document_number ?? <Trans>Sin indicar</Trans>}</dd>
        <dt className="font-bold">
          <Trans>Persona de contacto</Trans>
        </dt>
        <dd>{company?.contact_name ?? `${user.name} ${user.surname}`}</dd>
        <dt className="font-bold">
          <Trans>Correo electrónico</Trans>
        </dt>
        <dd>{user.email}</dd>
      </dl>
    </article>
  )
}
