import { useLocale } from '@egresa/ui/app/locale'
import { organizationJsonLd, usePageHead, useSiteOrigin } from '@egresa/ui/app/page-head'
import { useSiteConfig } from '@egresa/ui/app/shell'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AlumniInvite } from './alumni-invite'

function Step({ number, title, children }: { number: number; title: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded border border-secondary p-5">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white"
      >
        {number}
      </span>
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-bold">{title}</h3>
        <p className="text-muted">{children}</p>
      </div>
    </li>
  )
}

/** `/{locale}` for a guest: what the company area offers, and the way in (sign in or register). */
export function HomePage() {
  const { t } = useLingui()
  const locale = useLocale()
  const origin = useSiteOrigin()
  const { name } = useSiteConfig()
  usePageHead({
    title: t`Inicio`,
    description: t`Publica ofertas de empleo y prácticas para los antiguos alumnos de la universidad y encuentra perfiles en su directorio.`,
    jsonLd: organizationJsonLd(origin, name),
  })
  return (
    <div className="flex flex-col gap-10 py-4 md:py-8">
      <section aria-labelledby="home-title" className="flex max-w-3xl flex-col gap-4">
        <h1 id="home-title" className="text-3xl font-bold md:text-4xl">
          <Trans>La bolsa de empleo de la universidad para empresas</Trans>
        </h1>
        <p className="text-lg text-muted">
          <Trans>
            Publica ofertas de empleo y prácticas, recibe candidaturas de antiguos alumnos y encuentra
            perfiles en el directorio de la universidad.
          </Trans>
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/$locale/login" params={{ locale }} className={buttonStyles.primary}>
            <Trans>Iniciar sesión</Trans>
          </Link>
          <Link to="/$locale/register" params={{ locale }} className={buttonStyles.secondary}>
            <Trans>Registrar mi empresa</Trans>
          </Link>
        </div>
      </section>
      <section aria-labelledby="home-steps" className="flex flex-col gap-4">
        <h2 id="home-steps" className="text-2xl font-bold">
          <Trans>Cómo funciona</Trans>
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          <Step number={1} title={<Trans>Registra tu empresa</Trans>}>
            <Trans>La oficina de antiguos alumnos valida los datos y te avisa por correo.</Trans>
          </Step>
          <Step number={2} title={<Trans>Publica tus ofertas</Trans>}>
            <Trans>En español y, si quieres, en inglés. La oficina las revisa antes de publicarlas.</Trans>
          </Step>
          <Step number={3} title={<Trans>Elige a tus candidatos</Trans>}>
            <Trans>Revisa sus perfiles y su CV, márcalos en proceso o descártalos, y exporta la lista.</Trans>
          </Step>
        </ol>
      </section>
      <AlumniInvite />
    </div>
  )
}
