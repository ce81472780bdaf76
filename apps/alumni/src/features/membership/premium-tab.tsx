import { membershipQueryOptions } from '@egresa/api-client/membership'
import type { CurrentUser } from '@egresa/api-contract/auth'
import type { Membership } from '@egresa/api-contract/membership'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { useSiteConfig } from '@egresa/ui/app/shell'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatDate } from '../../lib/format'
import { formatMoney, isGranted, useMembershipLabels } from './labels'
import { PaymentHistory } from './payment-history'
import { PremiumTabLoading } from './premium-tab-loading'
import { UpgradeSection } from './upgrade-section'

function Card({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded border border-secondary p-5">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * The Premium account tab of the settings: for a free member, what Premium gives and the way to it; for a
 * Premium member, the tier, its end date, the mandate (IBAN masked), the next charge, the payment history
 * and how to reach the office (a Premium member cannot downgrade themselves, spec section 1).
 */
export function PremiumTab({ user }: { user: CurrentUser }) {
  const api = useApi()
  const query = useQuery(membershipQueryOptions(api))
  if (query.isPending) return <PremiumTabLoading />
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded border border-danger-strong p-5">
        <p>
          <Trans>No se ha podido cargar tu cuenta Premium.</Trans>
        </p>
        <button type="button" className={buttonStyles.secondary} onClick={() => void query.refetch()}>
          <Trans>Reintentar</Trans>
        </button>
      </div>
    )
  }
  return <MembershipOverview user={user} membership={query.data} />
}

export function MembershipOverview({ user, membership: m }: { user: CurrentUser; membership: Membership }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const labels = useMembershipLabels()
  const premium = m.tier === 'premium'
  const tier = labels.tier[m.role] ?? (premium ? labels.tier.alumniPremium : labels.tier.alumniFreemium)
  const mail = useSiteConfig().officeEmail
  return (
    <div className="flex flex-col gap-6">
      <Card id="tier-title" title={<Trans>Tu cuenta</Trans>}>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-bold">
            <Trans>Tipo de cuenta</Trans>
          </dt>
          <dd>{tier}</dd>
          {premium ? (
            <>
              <dt className="font-bold">
                <Trans>Válida hasta</Trans>
              </dt>
              <dd>
                {m.premium_until ? formatDate(m.premium_until, i18n.locale) : <Trans>Sin fecha de fin</Trans>}
              </dd>
            </>
          ) : null}
          {premium && m.paid_by && !isGranted(m) ? (
            <>
              <dt className="font-bold">
                <Trans>Forma de pago</Trans>
              </dt>
              <dd>{m.paid_by === 'card' ? labels.kind.card : labels.kind.sepa}</dd>
            </>
          ) : null}
          {m.next_charge ? (
            <>
              <dt className="font-bold">
                <Trans>Próximo cargo</Trans>
              </dt>
              <dd>
                {formatMoney(m.next_charge.amount_cents, m.next_charge.currency, i18n.locale)},{' '}
                {formatDate(m.next_charge.due_on, i18n.locale)}
              </dd>
            </>
          ) : null}
        </dl>
        {isGranted(m) ? (
          <p className="rounded bg-surface px-4 py-3">
            <Trans>
              La oficina de antiguos alumnos te ha concedido las ventajas Premium sin coste: no tienes que
              pagar ninguna cuota ni domiciliar nada.
            </Trans>
          </p>
        ) : null}
      </Card>

      {premium && m.mandate ? (
        <Card id="mandate-title" title={<Trans>Domiciliación bancaria</Trans>}>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-bold">
              <Trans>Titular</Trans>
            </dt>
            <dd className="break-words">{m.mandate.holder}</dd>
            <dt className="font-bold">
              <Trans>Banco</Trans>
            </dt>
            <dd className="break-words">{m.mandate.bank}</dd>
            <dt className="font-bold">
              <Trans>IBAN</Trans>
            </dt>
            <dd className="whitespace-nowrap">{m.mandate.iban_masked}</dd>
            <dt className="font-bold">
              <Trans>Referencia del mandato</Trans>
            </dt>
            <dd className="break-all">{m.mandate.reference}</dd>
            <dt className="font-bold">
              <Trans>Firmado el</Trans>
            </dt>
            <dd>{formatDate(m.mandate.signed_at, i18n.locale)}</dd>
          </dl>
          <p>
            <Link
              to="/$locale/user/profile/settings-iban"
              params={{ locale }}
              className={buttonStyles.secondary}
            >
              <Trans>Cambiar el IBAN</Trans>
            </Link>
          </p>
        </Card>
      ) : null}

      {premium && !m.mandate && !isGranted(m) ? (
        <Card id="mandate-title" title={<Trans>Domiciliación bancaria</Trans>}>
          <p>
            <Trans>
              No tienes ninguna cuenta domiciliada. Para que la cuota se renueve sola, domicíliala con tu
              IBAN.
            </Trans>
          </p>
          <p>
            <Link
              to="/$locale/user/profile/settings-iban"
              params={{ locale }}
              className={buttonStyles.secondary}
            >
              <Trans>Domiciliar la cuota</Trans>
            </Link>
          </p>
        </Card>
      ) : null}

      {m.can_upgrade ? (
        <div className="rounded border border-secondary p-5">
          <UpgradeSection user={user} membership={m} />
        </div>
      ) : null}

      {premium ? <PaymentHistory charges={m.charges} /> : null}

      {premium && mail ? (
        <Card id="premium-contact-title" title={<Trans>¿Quieres dar de baja la cuenta Premium?</Trans>}>
          <p>
            <Trans>
              No puedes volver a la cuenta gratuita desde aquí: escribe a la oficina de antiguos alumnos,{' '}
              <a href={`mailto:${mail}`} className="font-bold break-all underline">
                {mail}
              </a>
              , y te ayudarán con la baja o con cualquier duda sobre tus pagos.
            </Trans>
          </p>
        </Card>
      ) : null}
    </div>
  )
}
