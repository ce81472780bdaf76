import { publicPath, routePath } from '@egresa/i18n/segments'
import {
  type AnyRouter,
  type LocationRewrite,
  type RegisteredRouter,
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
  input: ({ url }) => {
    url.pathname = routePath(url.pathname)
    return url
  },
  output: ({ url }) => {
    url.pathname = publicPath(url.pathname)
    return url
  },
}

/**
 * The address people see for a router location (its `href` is the route path): what a `redirect` search
 * parameter, the language switcher and page views need.
 */
export function addressOf(location: { href: string }): string {
  return publicPath(location.href)
}

/** The current page's address, with its search and hash. */
export function useAddress(): string {
  return useRouterState({ select: (s) => addressOf(s.location) })
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
