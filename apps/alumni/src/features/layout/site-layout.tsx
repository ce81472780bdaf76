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

/** The frame of every page but the login ones: header with menus and language switcher, footer. */
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
          menu={[
            { href: to('services'), label: t`Servicios` },
            { href: to('news'), label: t`Artículos` },
            { href: to('comunidad'), label: t`Comunidad` },
            { href: to('grupos'), label: t`Grupos` },
          ]}
          user={user ? { email: user.email, partnerNumber: user.code_numeric } : null}
          userMenu={[
            { href: to('user', 'profile'), label: t`Mi perfil` },
            { href: to('user', 'articles', 'saved'), label: t`Artículos guardados` },
            { href: to('user', 'workgroups', 'subscribed'), label: t`Grupos suscritos` },
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
        />
      }
    >
      {children}
    </PageLayout>
  )
}
