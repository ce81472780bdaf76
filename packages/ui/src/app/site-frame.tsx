import { getInit, initQueryOptions, meQueryOptions } from '@egresa/api-client/auth'
import type { CurrentUser } from '@egresa/api-contract/auth'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Footer, Header, type NavItem, PageLayout } from '../layout'
import { useAddress, useHref } from './links'
import { useLocale } from './locale'
import { useShell } from './shell'

/** The signed-in person as the `$locale` route loaded them, or undefined for a guest; never fetched from here. */
export function useSignedInUser(): CurrentUser | undefined {
  const { api } = useShell()
  return useQuery({ ...meQueryOptions(api), enabled: false }).data
}

/**
 * The origins of the two web apps (`/api/init`'s `apps`, from the API's configuration), for a link from one
 * app to the other; undefined while unknown or from a server that does not say. A signed-in person's init
 * is already loaded; a guest's is asked for once, under a key of its own (a guest has no session entries).
 */
export function useAppOrigins(): { alumni: string; company: string } | undefined {
  const { api } = useShell()
  const session = useQuery({ ...initQueryOptions(api), enabled: false }).data?.apps
  const guest = useQuery({
    queryKey: ['app-origins'],
    queryFn: async ({ signal }) => (await getInit(api, signal)).apps ?? null,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: !session,
  }).data
  return session ?? guest ?? undefined
}

/**
 * The menu items the caller may use: those without a permission, and those whose permission `/api/init`
 * gave (loaded by the `$locale` route; while it is unknown, every item shows, as the pages still answer).
 */
export function useAllowedItems(items: readonly NavItem[]): NavItem[] {
  const { api } = useShell()
  const permissions = useQuery({ ...initQueryOptions(api), enabled: false }).data?.permissions
  return items.filter((item) => !item.permission || !permissions || permissions.includes(item.permission))
}

export type SiteFrameProps = {
  /** The main menu; each `href` from a typed link (`useHref`); an item may need a permission. */
  menu: NavItem[]
  /** The user menu's own entries (an item may need a permission); signing out is always the last one. */
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
  const href = useHref()
  const params = { locale }
  const allowedMenu = useAllowedItems(menu)
  const allowedUserMenu = useAllowedItems(userMenu)
  return (
    <PageLayout
      header={
        <Header
          locale={locale}
          path={path}
          homeHref={href({ to: '/$locale', params })}
          loginHref={href({ to: '/$locale/login', params })}
          menu={allowedMenu}
          user={user ? { email: user.email, partnerNumber: partnerNumber ? user.code_numeric : null } : null}
          userMenu={[
            ...allowedUserMenu,
            { href: href({ to: '/$locale/user/logout', params }), label: t`Cerrar sesión` },
          ]}
        />
      }
      footer={
        <Footer
          privacyHref={href({ to: '/$locale/info/$slug', params: { locale, slug: 'privacy' } })}
          cookiesHref={href({ to: '/$locale/info/$slug', params: { locale, slug: 'cookies' } })}
          conditionsHref={href({ to: '/$locale/info/$slug', params: { locale, slug: 'conditions' } })}
          legalNoticeHref={href({ to: '/$locale/info/$slug', params: { locale, slug: 'legal-notice' } })}
          accessibilityHref={href({ to: '/$locale/info/$slug', params: { locale, slug: 'accessibility' } })}
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
