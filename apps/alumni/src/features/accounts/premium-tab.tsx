import type { CurrentUser } from '@egresa/api-contract/auth'
import type { Role } from '@egresa/api-contract/permissions'
import { Trans, useLingui } from '@lingui/react/macro'
import { env } from '../../env'
import { isPremium } from '../../lib/account-labels'
import { formatDate } from '../../lib/format'
import { usePremiumBenefits } from './upgrade-prompt'

/**
 * The Premium account tab: the tier and its end date, what Premium gives, and how to reach the alumni
 * office. Becoming Premium online comes with the payments work; a Premium member cannot downgrade here
 * (spec section 1), only ask the office.
 */
export function PremiumTab({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui()
  const premium = isPremium(user.role)
  const tiers: Partial<Record<Role, string>> = {
    alumniFreemium: t`Gratuita`,
    alumniPremium: t`Premium`,
    alumniDesempleados: t`Premium para antiguos alumnos en búsqueda de empleo (sin coste)`,
    empleadoFreemium: t`Personal de la universidad, gratuita`,
    empleadoPremium: t`Personal de la universidad, Premium`,
    empleadoBusiness: t`Personal de la universidad, plan institucional`,
  }
  const tier = tiers[user.role] ?? (premium ? t`Premium` : t`Gratuita`)
  const end = user.subscription.end ? formatDate(user.subscription.end, i18n.locale) : null
  const mail = env.officeEmail
  const benefits = usePremiumBenefits()
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="tier-title"
        className="flex flex-col gap-3 rounded border border-secondary p-5"
      >
        <h2 id="tier-title" className="text-xl font-bold">
          <Trans>Tu cuenta</Trans>
        </h2>
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
              <dd>{end ?? <Trans>Sin fecha de fin</Trans>}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {premium ? (
        <section
          aria-labelledby="premium-contact-title"
          className="flex flex-col gap-3 rounded border border-secondary p-5"
        >
          <h2 id="premium-contact-title" className="text-xl font-bold">
            <Trans>¿Quieres cambiar tu cuenta Premium?</Trans>
          </h2>
          <p>
            <Trans>
              Para cambiar los datos del pago o dar de baja la cuenta Premium, escribe a la oficina de
              antiguos alumnos:{' '}
              <a href={`mailto:${mail}`} className="font-bold underline">
                {mail}
              </a>
              .
            </Trans>
          </p>
        </section>
      ) : (
        <section
          aria-labelledby="premium-offer-title"
          className="flex flex-col gap-3 rounded border border-secondary p-5"
        >
          <h2 id="premium-offer-title" className="text-xl font-bold">
            <Trans>Hazte Premium</Trans>
          </h2>
          <p>
            <Trans>Por 50 € al año, pagados por domiciliación bancaria, la cuenta Premium te permite:</Trans>
          </p>
          <ul className="list-disc pl-6">
            {benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          <p className="rounded bg-surface px-4 py-3">
            <Trans>
              Muy pronto podrás hacerte Premium desde aquí. Mientras tanto, escribe a la oficina de antiguos
              alumnos:{' '}
              <a href={`mailto:${mail}`} className="font-bold underline">
                {mail}
              </a>
              .
            </Trans>
          </p>
        </section>
      )}
    </div>
  )
}
