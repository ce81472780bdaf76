import { meQueryOptions } from '@egresa/api-client/auth'
import { membershipQueryOptions } from '@egresa/api-client/membership'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { isGranted } from './labels'
import { MandateForm } from './mandate-form'
import { UpgradeSection } from './upgrade-section'

function BackToSettings() {
  const locale = useLocale()
  return (
    <p>
      <Link
        to="/$locale/user/profile/settings"
        params={{ locale }}
        search={{ tab: 'premium' }}
        className="underline"
      >
        <span aria-hidden="true">← </span>
        <Trans>Volver a tu cuenta Premium</Trans>
      </Link>
    </p>
  )
}

/**
 * `/{locale}/user/profile/settings-iban`: a free member becomes Premium by direct debit (spec section 2); a
 * Premium member who pays changes the IBAN (a new mandate); a member the office made Premium is told there
 * is nothing to pay. `from` is the page that sent the person here, offered again after the upgrade.
 */
export function SettingsIbanPage({ from }: { from?: string }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const { data: user } = useSuspenseQuery(meQueryOptions(api))
  const { data: m } = useSuspenseQuery(membershipQueryOptions(api))
  const changing = m.tier === 'premium' && !isGranted(m)
  usePageTitle(
    m.can_upgrade ? t`Hazte Premium` : changing && m.mandate ? t`Cambiar el IBAN` : t`Cuenta Premium`,
  )

  if (m.can_upgrade) {
    return (
      <article className="flex max-w-3xl flex-col gap-6">
        <UpgradeSection user={user} membership={m} from={from} headingLevel={1} />
      </article>
    )
  }
  if (changing) {
    return (
      <article className="flex max-w-3xl flex-col gap-6">
        <BackToSettings />
        <h1 className="text-3xl font-bold">
          {m.mandate ? <Trans>Cambiar el IBAN</Trans> : <Trans>Domiciliar la cuota</Trans>}
        </h1>
        {m.mandate ? (
          <p>
            <Trans>
              Ahora se carga en <span className="whitespace-nowrap font-bold">{m.mandate.iban_masked}</span>{' '}
              (mandato {m.mandate.reference}). Con un IBAN nuevo firmas una orden de domiciliación nueva y la
              anterior deja de usarse.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>
              Con la domiciliación, la cuota se renueva sola cada año, con un aviso por correo antes.
            </Trans>
          </p>
        )}
        <MandateForm
          mode="change"
          membership={m}
          user={user}
          onDone={async () => {
            notifySuccess(t`Hemos guardado la nueva domiciliación. Te la hemos enviado por correo.`)
            await navigate({
              to: '/$locale/user/profile/settings',
              params: { locale },
              search: { tab: 'premium' },
            })
          }}
        />
      </article>
    )
  }
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <BackToSettings />
      <h1 className="text-3xl font-bold">
        <Trans>Cuenta Premium</Trans>
      </h1>
      <p className="rounded bg-surface px-4 py-3">
        {isGranted(m) ? (
          <Trans>
            La oficina de antiguos alumnos te ha concedido las ventajas Premium sin coste: no tienes que
            domiciliar ninguna cuota.
          </Trans>
        ) : (
          <Trans>Tu tipo de cuenta no tiene cuota Premium que pagar.</Trans>
        )}
      </p>
      <p>
        <Link to="/$locale" params={{ locale }} className={buttonStyles.secondary}>
          <Trans>Ir al inicio</Trans>
        </Link>
      </p>
    </article>
  )
}
