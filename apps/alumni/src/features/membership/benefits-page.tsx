import { can } from '@egresa/api-contract/permissions'
import { InfoPage } from '@egresa/ui/app/info-pages'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { useSignedInUser } from '@egresa/ui/app/site-frame'
import { buttonStyles } from '@egresa/ui/button'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { isPremium } from '../../lib/account-labels'

/** `/{locale}/info/benefits`: the benefits document (content service), then the way to Premium for this visitor. */
export function BenefitsPage() {
  return (
    <div className="flex flex-col gap-8">
      <InfoPage slug="benefits" />
      <BenefitsCallToAction />
    </div>
  )
}

function BenefitsCallToAction() {
  const locale = useLocale()
  const user = useSignedInUser()
  const upgrade = useHref()({ to: '/$locale/user/profile/settings-iban', params: { locale } })
  let body: React.ReactNode
  if (!user) {
    body = (
      <>
        <p>
          <Trans>
            Entra con tu cuenta de antiguo alumno para hacerte Premium. ¿Aún no tienes cuenta? Regístrate
            gratis: la oficina de antiguos alumnos la validará y después podrás hacerte Premium.
          </Trans>
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/$locale/login"
            params={{ locale }}
            search={{ redirect: upgrade }}
            className={buttonStyles.primary}
          >
            <Trans>Entra para hacerte Premium</Trans>
          </Link>
          <Link to="/$locale/register" params={{ locale }} className={buttonStyles.secondary}>
            <Trans>Regístrate</Trans>
          </Link>
        </div>
      </>
    )
  } else if (can(user.role, 'membership.upgrade')) {
    body = (
      <>
        <p>
          <Trans>
            Te haces Premium en un par de minutos con el IBAN de tu cuenta, y las ventajas empiezan en ese
            momento.
          </Trans>
        </p>
        <p>
          <Link to="/$locale/user/profile/settings-iban" params={{ locale }} className={buttonStyles.primary}>
            <Trans>Hazte Premium por 50 € al año</Trans>
          </Link>
        </p>
      </>
    )
  } else if (isPremium(user.role)) {
    body = (
      <>
        <p>
          <Trans>Ya tienes la cuenta Premium: todas estas ventajas son tuyas.</Trans>
        </p>
        <p>
          <Link
            to="/$locale/user/profile/settings"
            params={{ locale }}
            search={{ tab: 'premium' }}
            className={buttonStyles.secondary}
          >
            <Trans>Ver tu cuenta Premium</Trans>
          </Link>
        </p>
      </>
    )
  } else {
    return null
  }
  return (
    <section
      aria-labelledby="benefits-cta"
      className="flex max-w-3xl flex-col gap-3 rounded border-2 border-primary p-5 md:p-8"
    >
      <h2 id="benefits-cta" className="text-2xl font-bold">
        {isPremium(user?.role ?? 'alumniFreemium') ? (
          <Trans>Tu cuenta Premium</Trans>
        ) : (
          <Trans>Hazte Premium</Trans>
        )}
      </h2>
      {body}
    </section>
  )
}
