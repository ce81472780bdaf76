import type { Locale } from '@egresa/i18n/locales'
import { publicPath, routePath } from '@egresa/i18n/segments'
import {
  type AnyRouter,
  type LocationRewrite,
  type RegisteredRouter,
  type ToOptions,
  useRouter,
  useRouterState,
  type ValidateLinkOptions,
} from '@tanstack/react-router'
import { useCallback } from 'react'

/**
 * The router works on route paths, named once per page (`/es/community`); people see and share their
 * language's address (`/es/comunidad`). The rewrite maps one to the other both ways, so a typed link to
 * `/$locale/community` renders `/es/comunidad` and `/en/community`.
 */
export const localizedRoutesRewrite: LocationRewrite = {
  input: ({ url }) => withPathname(url, routePath(url.pathname)),
  output: ({ url }) => withPathname(url, publicPath(url.pathname)),
}

// A new URL: the router keeps the URL it passes in as the location's route `href`.
function withPathname(url: URL, pathname: string): URL {
  const next = new URL(url)
  next.pathname = pathname
  return next
}

/**
 * The address people see for a router location (its `href` is the route path): what a `redirect` search
 * parameter, the language switcher and page views need.
 */
export function addressOf(location: { href: string }): string {
  return publicPath(location.href)
}

/** The addresses of the current page in other languages, where they are not the same path in their words. */
export type LocaleAlternates = Partial<Record<Locale, string>>

/**
 * What a route's loader answers, in part, to give the language switcher the page's own address in each
 * language (an article's slug differs by language): `{ alternates: { es: '/es/news/feria', en: … } }`.
 */
export type WithAlternates = { alternates: LocaleAlternates }

/** The alternates of the deepest route whose loader gave some (`WithAlternates`), or undefined. */
export function useLocaleAlternates(): LocaleAlternates | undefined {
  return useRouterState({
    select: (s) => {
      for (let i = s.matches.length - 1; i >= 0; i--) {
        const data = s.matches[i]?.loaderData as Partial<WithAlternates> | undefined
        if (data?.alternates) return data.alternates
      }
      return undefined
    },
  })
}

/** The current page's address, with its search and hash. */
export function useAddress(): string {
  return useRouterState({ select: (s) => addressOf(s.location) })
}

/**
 * A page of the app that takes only the locale, such as `'/$locale/news'`: the shell's landing and settings
 * pages. Where an app compiles this package the path is checked against that app's routes.
 */
export type PagePath = NonNullable<ToOptions['to']> & `/$locale${string}`

/** The options of `Link`, `navigate` and `redirect` for such a page in `locale`. */
export function pageLink(to: PagePath, locale: Locale) {
  // Typed as `/$locale`, whose only parameter is also the locale, so the shell compiles the same against
  // every app's routes; the path itself was checked where the app wrote it.
  return { to: to as '/$locale', params: { locale } }
}

/** Builds the address of a typed link: the same options as the router's `Link`, checked against the app's routes. */
export type HrefBuilder = <TRouter extends AnyRouter = RegisteredRouter, TOptions = unknown>(
  options: ValidateLinkOptions<TRouter, TOptions>,
) => string

/**
 * The address of a typed link, for this package's components that take an `href` and stay free of the router
 * (menus, footer, pagination, a form's cancel link): `href({ to: '/$locale/news', params: { locale } })`.
 * A link the page renders itself is the router's `Link`.
 */
export function useHref(): HrefBuilder {
  const router = useRouter()
  return useCallback<HrefBuilder>(
    (options) => addressOf(router.buildLocation(options as Parameters<typeof router.buildLocation>[0])),
    [router],
  )
}
