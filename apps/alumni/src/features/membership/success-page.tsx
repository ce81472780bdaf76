import { meQueryOptions } from '@egresa/api-client/auth'
import { membershipQueryOptions } from '@egresa/api-client/membership'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { Link as AnchorLink } from '@egresa/ui/link'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatDate } from '../../lib/format'
import { formatMoney } from './labels'

/** A page of this app and language to go back to (never another site, nor the upgrade pages). */
export function safeFrom(from: string | undefined, locale: string): string | undefined {
  if (!from?.startsWith(`/${locale}/`) || from.startsWith('//')) return undefined
  if (/\/user\/profile\/settings-iban(\/|\?|$)/.test(from)) return undefined
  return from
}

/**
 * `/{locale}/user/profile/settings-iban/success`: Premium has started. What happens next (the mail with the
 * mandate, the first charge) and what the person can do now.
 */
export function UpgradeSuccessPage({ from }: { from?: string }) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { data: user } = useSuspenseQuery(meQueryOptions(api))
  const { data: m } = useSuspenseQuery(membershipQueryOptions(api))
  usePageTitle(t`Ya eres Premium`)
  const back = safeFrom(from, locale)

  if (m.tier !== 'premium') {
    return (
      <article className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-3xl font-bold">
          <Trans>Tu cuenta aún no es Premium</Trans>
        </h1>
        <p>
          <Link to="/$locale/user/profile/settings-iban" params={{ locale }} className={buttonStyles.primary}>
            <Trans>Hazte Premium</Trans>
          </Link>
        </p>
      </article>
    )
  }

  const charge = m.next_charge
  const email = user.email
  const reference = m.mandate?.reference
  const account = m.mandate?.iban_masked ?? ''
  const amount = charge ? formatMoney(charge.amount_cents, charge.currency, i18n.locale) : ''
  const chargeDate = charge ? formatDate(charge.due_on, i18n.locale) : ''
  const until = m.premium_until ? formatDate(m.premium_until, i18n.locale) : null
  const links = [
    {
      key: 'jobs',
      node: (
        <Link to="/$locale/jobs/offers" params={{ locale }} className="underline">
          <Trans>Buscar en la bolsa de empleo</Trans>
        </Link>
      ),
    },
    {
      key: 'events',
      node: (
        <Link to="/$locale/news" params={{ locale }} search={{ type: 'EVENT' }} className="underline">
          <Trans>Inscribirte en los eventos de la agenda</Trans>
        </Link>
      ),
    },
    {
      key: 'directory',
      node: (
        <Link to="/$locale/community/directory" params={{ locale }} className="underline">
          <Trans>Ver los perfiles completos del directorio</Trans>
        </Link>
      ),
    },
    {
      key: 'groups',
      node: (
        <Link to="/$locale/user/workgroups/new" params={{ locale }} className="underline">
          <Trans>Crear un grupo de trabajo</Trans>
        </Link>
      ),
    },
  ]
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <Trans>¡Ya eres Premium!</Trans>
        </h1>
        {until ? (
          <p className="text-lg">
            <Trans>Tu cuenta Premium es válida hasta el {until}.</Trans>
          </p>
        ) : null}
      </div>
      {back ? (
        <p>
          <AnchorLink href={back} className={buttonStyles.primary}>
            <Trans>Volver a donde estabas</Trans>
          </AnchorLink>
        </p>
      ) : null}
      <section
        aria-labelledby="next-title"
        className="flex flex-col gap-3 rounded border border-secondary p-5"
      >
        <h2 id="next-title" className="text-xl font-bold">
          <Trans>Qué pasa ahora</Trans>
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>
            {reference ? (
              <Trans>
                Te hemos enviado un correo a <strong className="break-all">{email}</strong> con la orden de
                domiciliación (referencia {reference}).
              </Trans>
            ) : (
              <Trans>
                Te hemos enviado un correo a <strong className="break-all">{email}</strong> con la
                confirmación.
              </Trans>
            )}
          </li>
          {charge ? (
            <li>
              <Trans>
                El primer cargo, de {amount}, llegará a tu cuenta{' '}
                <span className="whitespace-nowrap">{account}</span> el {chargeDate}.
              </Trans>
            </li>
          ) : null}
          <li>
            <Trans>
              Cada año te avisaremos por correo antes de renovar la cuota. Tienes ocho semanas para pedir a tu
              banco la devolución de un cargo.
            </Trans>
          </li>
        </ul>
      </section>
      <section
        aria-labelledby="now-title"
        className="flex flex-col gap-3 rounded border border-secondary p-5"
      >
        <h2 id="now-title" className="text-xl font-bold">
          <Trans>Ya puedes</Trans>
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          {links.map((l) => (
            <li key={l.key}>{l.node}</li>
          ))}
        </ul>
        <p>
          <Link
            to="/$locale/user/profile/settings"
            params={{ locale }}
            search={{ tab: 'premium' }}
            className="underline"
          >
            <Trans>Ver tu cuenta Premium y tus pagos</Trans>
          </Link>
        </p>
      </section>
    </article>
  )
}
