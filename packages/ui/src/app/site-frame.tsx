import { meQueryOptions } from '@egresa/api-client/auth'
import type { CurrentUser } from '@egresa/api-contract/auth'
import { localePath } from '@egresa/i18n/segments'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Footer, Header, type NavItem, PageLayout } from '../layout'
import { useAddress } from './links'
import { useLocale } from './locale'
import { useShell } from './shell'

/** The signed-in person as the `$locale` route loaded them, or undefined for a guest; never fetched from here. */
export function useSignedInUser(): CurrentUser | undefined {
  const { api } = useShell()
  return useQuery({ ...meQueryOptions(api), enabled: false }).data
}

/** A path in the current page's language: `to('user', 'profile')` → `/es/user/profile`. */
export function useLocalePath(): (...segments: string[]) => string {
  const locale = useLocale()
  return (...segments) => localePath(locale, ...segments)
}

export type SiteFrameProps = {
  menu: NavItem[]
  /** The user menu's own entries; signing out is always the last one. */
  userMenu: NavItem[]
  /** Whether the user menu shows the partner number (alumni members have one, companies do not). */
  partnerNumber?: boolean
  footerText?: ReactNode
  appStoreUrl: string
  playStoreUrl: string
  children: ReactNode
}

/** The frame of every page but the login ones: header with the app's menus and language switcher, footer. */
export function SiteFrame({
  menu,
  userMenu,
  partnerNumber = false,
  footerText,
  appStoreUrl,
  playStoreUrl,
  children,
}: SiteFrameProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const path = useAddress()
  const user = useSignedInUser()
  const to = (...segments: string[]) => localePath(locale, ...segments)
  return (
    <PageLayout
      header={
        <Header
          locale={locale}
          path={path}
          homeHref={to()}
          loginHref={to('login')}
          menu={menu}
          user={user ? { email: user.email, partnerNumber: partnerNumber ? user.code_numeric : null } : null}
          userMenu={[...userMenu, { href: to('user', 'logout'), label: t`Cerrar sesión` }]}
        />
      }
      footer={
        <Footer
          privacyHref={to('info', 'privacy')}
          cookiesHref={to('info', 'cookies')}
          conditionsHref={to('info', 'conditions')}
          appStoreUrl={appStoreUrl}
          playStoreUrl={playStoreUrl}
          text={footerText}
        />
      }
    >
      {children}
    </PageLayout>
  )
}
