import { initQueryOptions, meQueryOptions } from '@egresa/api-client/auth'
import type { ApiClient } from '@egresa/api-client/client'
import { type CurrentUser, InitResponse, init as initEndpoint } from '@egresa/api-contract/auth'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { Footer, Header, isNavGroup, type MenuEntry, type NavItem, PageLayout } from '../layout'
import { useApi } from './api'
import { useAddress, useHref, useLocaleAlternates } from './links'
import { useEnabledLocales, useLocale } from './locale'
import { PolicyGate } from './policy-gate'
import { useSiteConfig } from './shell'

/** The signed-in person as the `$locale` route loaded them, or undefined for a guest; never fetched from here. */
export function useSignedInUser(): CurrentUser | undefined {
  const api = useApi()
  return useQuery({ ...meQueryOptions(api), enabled: false }).data
}

/**
 * The origins of the two web apps (`/api/init`'s `apps`, from the API's configuration), for a link from one
 * app to the other; undefined while unknown or from a server that does not say.
 */
export function useAppOrigins(): { alumni: string; company: string } | undefined {
  const api = useApi()
  return usePublicInit(api)?.apps
}

/**
 * The menu items the caller may use: those without a permission, and those whose permission `/api/init`
 * gave (loaded by the `$locale` route; while it is unknown, every item shows, as the pages still answer).
 */
export function useAllowedItems(items: readonly NavItem[]): NavItem[] {
  const api = useApi()
  const permissions = useQuery({ ...initQueryOptions(api), enabled: false }).data?.permissions
  return items.filter((item) => !item.permission || !permissions || permissions.includes(item.permission))
}

/** The main menu's entries the caller may use: each group with its allowed pages, a group with none left out. */
function useAllowedMenu(menu: readonly MenuEntry[]): MenuEntry[] {
  const allowed = new Set(useAllowedItems(menu.flatMap((e) => (isNavGroup(e) ? e.items : [e]))))
  return menu.flatMap((entry): MenuEntry[] => {
    if (!isNavGroup(entry)) return allowed.has(entry) ? [entry] : []
    const items = entry.items.filter((item) => allowed.has(item))
    return items.length ? [{ ...entry, items }] : []
  })
}

/**
 * `/api/init`, for what the server's configuration says to everyone (the store pages, the apps' origins). A
 * signed-in person's `init` is already in the cache; for a guest it is asked once, quietly, after the page
 * has started: a footer or a link is no reason for an error page, so a failure only leaves them out.
 */
function usePublicInit(api: ApiClient): InitResponse | undefined {
  const session = useQuery({ ...initQueryOptions(api), enabled: false }).data
  const guest = useQuery({
    queryKey: ['public-init'],
    queryFn: async ({ signal }): Promise<InitResponse | null> => {
      try {
        const answer = await api.http(`${api.baseUrl}${initEndpoint.path}`, { signal, retry: 0 }).json()
        const parsed = v.safeParse(InitResponse, answer)
        return parsed.success ? parsed.output : null
      } catch {
        return null
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    enabled: !session,
  }).data
  return session ?? guest ?? undefined
}

export type SiteFrameProps = {
  /**
   * The main menu; each `href` from a typed link (`useHref`); an item may need a permission. Groups (`NavGroup`)
   * for an app with more pages than a row holds.
   */
  menu: MenuEntry[]
  /** The user menu's own entries (an item may need a permission); signing out is always the last one. */
  userMenu: NavItem[]
  /** Whether the user menu shows the partner number (alumni members have one, companies do not). */
  partnerNumber?: boolean
  footerText?: ReactNode
  /** The mobile app's store pages; by default the server's (`/api/init`), none shown when it has none. */
  appStoreUrl?: string | null
  playStoreUrl?: string | null
  /** The settings' privacy tab, which the dialog asking to accept changed policies links to. */
  privacySettingsHref?: string
  /** Beside the user menu for a signed-in person: the messages' link (`UnreadMessagesLink`). */
  headerActions?: ReactNode
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
  privacySettingsHref,
  headerActions,
  children,
}: SiteFrameProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const offered = useEnabledLocales()
  const path = useAddress()
  const alternates = useLocaleAlternates()
  const user = useSignedInUser()
  const href = useHref()
  const params = { locale }
  const allowedMenu = useAllowedMenu(menu)
  const allowedUserMenu = useAllowedItems(userMenu)
  const api = useApi()
  const stores = usePublicInit(api)
  // The university's own line (BRAND_FOOTER on the server) before the app's.
  const ownFooter = useSiteConfig().footer[locale]
  return (
    <PageLayout
      header={
        <Header
          locale={locale}
          path={path}
          alternates={alternates}
          locales={offered}
          homeHref={href({ to: '/$locale', params })}
          loginHref={href({ to: '/$locale/login', params })}
          actions={headerActions}
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
          appStoreUrl={appStoreUrl === undefined ? stores?.app_store_url : appStoreUrl}
          playStoreUrl={playStoreUrl === undefined ? stores?.play_store_url : playStoreUrl}
          text={ownFooter ?? footerText}
        />
      }
    >
      {children}
      <PolicyGate user={user} path={path} settingsHref={privacySettingsHref} />
    </PageLayout>
  )
}
