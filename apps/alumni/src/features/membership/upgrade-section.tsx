import type { CurrentUser } from '@egresa/api-contract/auth'
import type { Membership } from '@egresa/api-contract/membership'
import { useLocale } from '@egresa/ui/app/locale'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { CardPaymentOption } from './card-payment'
import { formatMoney } from './labels'
import { MandateForm } from './mandate-form'
import { usePremiumBenefits } from './upgrade-prompt'

/**
 * A free member's way to Premium: what it gives, the direct-debit form and, when the university has a
 * payment link, the card. After the upgrade: the success page (which offers to go back to `from`).
 */
export function UpgradeSection({
  user,
  membership,
  from,
  headingLevel = 2,
}: {
  user: CurrentUser
  membership: Membership
  from?: string
  headingLevel?: 1 | 2
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const benefits = usePremiumBenefits()
  const fee = formatMoney(membership.fee_cents, membership.currency, i18n.locale)
  const cardUrl = membership.url_payment ?? user.urlPaymentFlywire
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const Sub = headingLevel === 1 ? 'h2' : 'h3'
  return (
    <section aria-labelledby="upgrade-title" className="flex flex-col gap-5">
      <Heading id="upgrade-title" className={headingLevel === 1 ? 'text-3xl font-bold' : 'text-xl font-bold'}>
        <Trans>Hazte Premium</Trans>
      </Heading>
      <div className="flex flex-col gap-3">
        <p>
          <Trans>Por {fee} al año, la cuenta Premium te permite:</Trans>
        </p>
        <ul className="list-disc pl-6">
          {benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
        <p>
          <Trans>
            Las ventajas empiezan en cuanto confirmas la domiciliación. Te enviaremos por correo el mandato y
            el aviso del primer cargo.
          </Trans>{' '}
          <Link to="/$locale/info/benefits" params={{ locale }} className="underline">
            <Trans>Más sobre las ventajas y los pagos</Trans>
          </Link>
        </p>
      </div>
      <section
        aria-labelledby="debit-title"
        className="flex flex-col gap-4 rounded border border-secondary p-5"
      >
        <Sub id="debit-title" className="text-lg font-bold">
          <Trans>Domiciliación bancaria</Trans>
        </Sub>
        <MandateForm
          mode="upgrade"
          membership={membership}
          user={user}
          onDone={() =>
            navigate({
              to: '/$locale/user/profile/settings-iban/success',
              params: { locale },
              search: from ? { from } : {},
            })
          }
        />
      </section>
      {cardUrl ? <CardPaymentOption url={cardUrl} fee={fee} /> : null}
    </section>
  )
}
