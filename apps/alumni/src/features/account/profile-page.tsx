import { meQueryOptions } from '@egresa/api-client/auth'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { api } from '../../lib/api'
import { usePageTitle } from '../../lib/page-title'

/** The signed-in person's account as the server knows it; editing the profile comes with the accounts work. */
export function ProfilePage() {
  const { t } = useLingui()
  const { data: user } = useSuspenseQuery(meQueryOptions(api))
  usePageTitle(t`Mi perfil`)
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold">
        <Trans>Mi perfil</Trans>
      </h1>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="font-bold">
          <Trans>Nombre</Trans>
        </dt>
        <dd>
          {user.name} {user.surname}
        </dd>
        <dt className="font-bold">
          <Trans>Correo electrónico</Trans>
        </dt>
        <dd>{user.email}</dd>
        <dt className="font-bold">
          <Trans>Nº de socio</Trans>
        </dt>
        <dd>{user.code_numeric}</dd>
        <dt className="font-bold">
          <Trans>Estudios</Trans>
        </dt>
        <dd>{user.category?.title ?? <Trans>Sin indicar</Trans>}</dd>
      </dl>
    </article>
  )
}
