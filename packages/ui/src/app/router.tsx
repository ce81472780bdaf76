import { loadSession, resetSession, type SignedIn } from '@egresa/api-client/auth'
import type { ApiClient } from '@egresa/api-client/client'
import { defaultSiteConfig } from '@egresa/api-contract/site-config'
import { activateLocale } from '@egresa/i18n/activate'
import { isLocale, type Locale, locales, preferredLocale } from '@egresa/i18n/locales'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import {
  type AnyRouter,
  type LocationRewrite,
  notFound,
  redirect,
  type StaticDataRouteOption,
  useRouter,
} from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { clearErrorPage, showErrorPage } from '../error-state'
import { AppFrame } from './frame'
import { addressOf, localizedRoutesRewrite, type PagePath, pageLink } from './links'
import { notifyErrorText } from './notify'
import { type AppShell, ShellProvider } from './shell'
import type { SiteConfig } from './site-config'
import { NotFoundPage, RouteError } from './status-page'

/** What every route of an Egresa app can read from the router's context. */
export type RouterContext = {
  queryClient: QueryClient
  api: ApiClient
  /**
   * The languages the portal offers (the API's `LOCALES`), given by the server with each page: set by
   * `createApp` in the browser and by the page renderer on the server (`offerLocales`); all when unset.
   */
  locales?: readonly Locale[]
  /** The configuration the page was served with (`SiteConfig`): set like `locales`; the demo's when unset. */
  site?: SiteConfig
}

/** The languages of a router's context (`RouterContext.locales`), all of them when it does not say. */
export function enabledLocales(context: Partial<RouterContext> | undefined): readonly Locale[] {
  return context?.locales ?? locales
}

/**
 * Puts the languages the portal offers into the router's context, for the routes (`localeBeforeLoad`, the `/`
 * redirect) and the shell (language switcher, `hreflang` alternates). The apps' routers need not know.
 */
export function offerLocales(router: AnyRouter, offered: readonly Locale[], site?: SiteConfig): void {
  const context = { ...router.options.context, locales: offered, ...(site ? { site } : {}) }
  router.update({ ...router.options, context })
}

/** What the `/$locale` route adds to the context of every page under it. */
export type LocaleContext = { locale: Locale; session: SignedIn | null }

/**
 * The router options every app shares: loaders fill the Query cache (the router does not cache on its own),
 * a page's data loads when the person shows intent (hover, focus), the page transition, the shared error
 * and 404 pages, and the frame (progress bar, status pages, consent, toasts) around the pages, which also
 * gives them the app's shell with the API client of the router's context.
 */
export function shellRouterOptions(shell: AppShell) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per router, never during a render
  function InnerWrap({ children }: { children: ReactNode }) {
    const { api, site } = useRouter().options.context as RouterContext
    const running = useMemo(() => ({ ...shell, api, site: site ?? defaultSiteConfig }), [api, site])
    return (
      <ShellProvider shell={running}>
        <AppFrame>{children}</AppFrame>
      </ShellProvider>
    )
  }
  return {
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultViewTransition: pageTransition(),
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    InnerWrap,
    rewrite: localizedRoutesRewrite as LocationRewrite,
  } as const
}

/** The router's view transition option, deciding per navigation (`false`: none). */
type PageTransition = {
  types: (change: { fromLocation?: unknown; pathChanged: boolean }) => string[] | false
}

/**
 * Spec section 9, page transition out-in: going to another page fades the old one out, then the new one in
 * (the animation is in theme.css). None on the first page, for a change of search or hash within a page
 * (filters, pagination, anchors), or when the person prefers reduced motion. The router asks per navigation
 * only where the browser knows view transition types; elsewhere (and on the server) pages just change.
 */
export function pageTransition(): PageTransition | false {
  if (
    typeof document === 'undefined' ||
    !window.CSS?.supports?.('selector(:active-view-transition-type(a))')
  ) {
    return false
  }
  return {
    types: ({ fromLocation, pathChanged }) =>
      fromLocation && pathChanged && !window.matchMedia('(prefers-reduced-motion: reduce)').matches
        ? ['page']
        : false,
  }
}

/** Wires the API client's status policy (spec section 8) of the router's context to the app's pages. */
export function connectStatusPolicy(router: AnyRouter): void {
  const { api, queryClient } = router.options.context as RouterContext
  api.setPolicyHandlers({
    onSessionExpired: () => {
      resetSession(queryClient)
      // Said on the sign-in page it leads to: a session can end while the person is away (the office's idle time).
      notifyErrorText(i18n._(msg`Tu sesión ha caducado. Vuelve a iniciar sesión.`))
      const { location } = router.state
      const first = location.pathname.split('/')[1]
      const enabled = enabledLocales(router.options.context as RouterContext)
      const locale = isLocale(first) && enabled.includes(first) ? first : preferredLocale({ enabled })
      void router.navigate({
        to: '/$locale/login',
        params: { locale },
        search: { redirect: addressOf(location) },
      })
    },
    onForbidden: () => showErrorPage(403),
    onServerError: (error) => showErrorPage(error.status),
  })
  // The error page stays until the person goes somewhere else.
  router.subscribe('onBeforeNavigate', clearErrorPage)
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The catalog section (`AppDefinition.catalogSections`) with the texts of the feature this page shows, or
     * the sections of the features it shows.
     */
    catalogSection?: string | readonly string[]
    /**
     * A page for members or from a link with a token, and every page below it: kept out of search engines
     * and not rendered on the server. The build writes these into the route manifest the API reads
     * (`@egresa/i18n/route-manifest`, `privateAreas`).
     */
    private?: true
  }
}

/** The catalog sections the pages of a location need, each once. */
export function catalogSectionsOf(matches: ReadonlyArray<{ staticData?: StaticDataRouteOption }>): string[] {
  return [...new Set(matches.flatMap((m) => m.staticData?.catalogSection ?? []))]
}

/**
 * `/es/...`, `/en/...` and `/ca/...`: loads the language's catalog with the sections the page needs and, when
 * a token is stored, the person. A language the portal does not offer is the 404 page, as any unknown path.
 */
export async function localeBeforeLoad(options: {
  params: { locale: string }
  context: RouterContext
}): Promise<LocaleContext> {
  const { params } = options
  // The router passes the location's matches too; typed loosely here, as their type would refer back to the
  // route being defined.
  const { matches = [] } = options as { matches?: ReadonlyArray<{ staticData?: StaticDataRouteOption }> }
  if (!isLocale(params.locale) || !enabledLocales(options.context).includes(params.locale)) throw notFound()
  const locale: Locale = params.locale
  await activateLocale(locale, catalogSectionsOf(matches))
  const session = await loadSession(options.context.queryClient, options.context.api)
  return { locale, session }
}

/** Members-only pages: a guest goes to the login page, and comes back after signing in. */
export function requireSignedIn(context: LocaleContext, location: { href: string }): SignedIn {
  if (!context.session) {
    throw redirect({
      to: '/$locale/login',
      params: { locale: context.locale },
      search: { redirect: addressOf(location) },
    })
  }
  return context.session
}

/** Guest-only pages (login, register): a signed-in person goes to `home`, the app's landing page. */
export function requireGuest(context: LocaleContext, home: PagePath): void {
  if (context.session) throw redirect(pageLink(home, context.locale))
}
