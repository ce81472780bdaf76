import { useAddress } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** What a Premium account gives (spec section 6), as the Premium tab and the upgrade prompts list it. */
export function usePremiumBenefits(): string[] {
  const { t } = useLingui()
  return [
    t`Ver y solicitar las ofertas de la bolsa de empleo`,
    t`Ver el perfil completo de los antiguos alumnos en el directorio: trayectoria, proyectos y enlaces`,
    t`Apuntarte a los eventos de la agenda`,
    t`Crear grupos de trabajo y suscribirte a ellos`,
  ]
}

/**
 * The two ways on from a Premium-only place: straight to the upgrade form (which brings the person back here
 * once Premium) and the benefits page.
 */
export function UpgradeLinks({ label }: { label?: ReactNode }) {
  const locale = useLocale()
  const here = useAddress()
  return (
    <div className="flex flex-wrap gap-3">
      <Link
        to="/$locale/user/profile/settings-iban"
        params={{ locale }}
        search={{ from: here }}
        className={buttonStyles.primary}
      >
        {label ?? <Trans>Hazte Premium</Trans>}
      </Link>
      <Link to="/$locale/info/benefits" params={{ locale }} className={buttonStyles.secondary}>
        <Trans>Ver todas las ventajas</Trans>
      </Link>
    </div>
  )
}

/**
 * What a free member meets where Premium is needed (never a dead end): why, what Premium brings, and the
 * way to the upgrade form.
 */
export function UpgradePrompt({
  id,
  title,
  children,
  headingLevel = 2,
}: {
  id: string
  title: ReactNode
  /** Why this page needs Premium. */
  children: ReactNode
  headingLevel?: 1 | 2
}) {
  const benefits = usePremiumBenefits()
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section
      aria-labelledby={id}
      className="flex max-w-3xl flex-col gap-4 rounded border border-secondary p-5 md:p-8"
    >
      <Heading id={id} className={headingLevel === 1 ? 'text-3xl font-bold' : 'text-xl font-bold'}>
        {title}
      </Heading>
      <div className="flex flex-col gap-3">{children}</div>
      <p className="font-bold">
        <Trans>Con la cuenta Premium (50 € al año) puedes:</Trans>
      </p>
      <ul className="list-disc pl-6">
        {benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <UpgradeLinks />
    </section>
  )
}
