import { useLocale } from '@egresa/ui/app/locale'
import { useAppOrigins } from '@egresa/ui/app/site-frame'
import { Trans } from '@lingui/react/macro'

/**
 * "¿Eres una empresa? Publica ofertas": the way to the company app (its home, which explains the job bank
 * for companies and leads to registering), at the origin the API's configuration gives; nothing while it is
 * unknown.
 */
export function CompanyInvite({ className }: { className?: string }) {
  const locale = useLocale()
  const apps = useAppOrigins()
  if (!apps) return null
  return (
    <aside
      aria-labelledby="company-invite"
      className={`flex flex-col gap-1 rounded border border-secondary bg-surface p-4 sm:flex-row sm:items-center sm:gap-3 ${className ?? ''}`}
    >
      <h2 id="company-invite" className="font-bold">
        <Trans>¿Eres una empresa?</Trans>
      </h2>
      <a href={`${apps.company}/${locale}`} className="font-bold underline">
        <Trans>Publica ofertas de empleo y prácticas para nuestros titulados</Trans>
      </a>
    </aside>
  )
}
