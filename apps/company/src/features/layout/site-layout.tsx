import { meQueryOptions } from '@egresa/api-client/auth'
import { localePath } from '@egresa/i18n/segments'
import { Footer, Header, PageLayout } from '@egresa/ui/layout'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { env } from '../../env'
import { api } from '../../lib/api'
import { useLocale } from '../../lib/locale'

/** The frame of every page but the login one: header with the company menus and language switcher, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const locale = useLocale()
  const path = useRouterState({ select: (s) => s.location.href })
  // Filled by the $locale route's loader when a token is stored; never fetched from here.
  const { data: user } = useQuery({ ...meQueryOptions(api), enabled: false })
  const to = (...segments: string[]) => localePath(locale, ...segments)
  return (
    <PageLayout
      header={
        <Header
          locale={locale}
          path={path}
          homeHref={to()}
          loginHref={to('login')}
          menu={
            user
              ? [
                  { href: to('user', 'offers'), label: t`Mis ofertas` },
                  { href: to('user', 'offers', 'new'), label: t`Publicar oferta` },
                  { href: to('user', 'directory'), label: t`Directorio` },
                ]
              : []
          }
          // The partner number belongs to alumni members, not to companies.
          user={user ? { email: user.email } : null}
          userMenu={[
            { href: to('user', 'profile'), label: t`Perfil de la empresa` },
            { href: to('user', 'settings'), label: t`Configuración` },
            { href: to('user', 'logout'), label: t`Cerrar sesión` },
          ]}
        />
      }
      footer={
        <Footer
          privacyHref={to('info', 'privacy')}
          cookiesHref={to('info', 'cookies')}
          appStoreUrl={env.appStoreUrl}
          playStoreUrl={env.playStoreUrl}
          text={t`Egresa empresas: la bolsa de empleo de la universidad para quien contrata.`}
        />
      }
    >
      {children}
    </PageLayout>
  )
}
