import type { ApiClient } from '@egresa/api-client/client'
import { defaultSiteConfig, type SiteConfig } from '@egresa/api-contract/site-config'
import type { MessageDescriptor } from '@lingui/core'
import { type ComponentType, createContext, type ReactNode, useContext } from 'react'
import type { PagePath } from './links'

/**
 * What makes one Egresa web app differ from another; everything else of the frame is shared. The API client is
 * not part of it: the shell takes the one of the router's context (`useApi()`), made per request on the server.
 */
export type AppShell = {
  /** The frame of ordinary pages: the header with this app's menus, and the footer. */
  SiteLayout: ComponentType<{ children: ReactNode }>
  /** Where a person lands after signing in when no page was asked for: `'/$locale/news'`. */
  home: PagePath
  /** The app's description for search results and link previews, on pages that give none of their own. */
  description?: MessageDescriptor
}

/**
 * The shell as pages see it: the app's, with the API client and the configuration the page was served with
 * (the portal's name, its footer, the analytics: `SiteConfig`) of the router's context.
 */
export type RunningShell = AppShell & { api: ApiClient; site: SiteConfig }

const ShellContext = createContext<RunningShell | null>(null)

export function ShellProvider({ shell, children }: { shell: RunningShell; children: ReactNode }) {
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
}

/** The app's shell; the router's InnerWrap provides it to every page. */
export function useShell(): RunningShell {
  const shell = useContext(ShellContext)
  if (!shell)
    throw new Error('useShell() outside the app: the router options of shellRouterOptions() provide it')
  return shell
}

/** The app's shell, or null outside the app (a component rendered on its own in a test). */
export function useOptionalShell(): RunningShell | null {
  return useContext(ShellContext)
}

/** The configuration the page was served with (`SiteConfig`); the demo's outside the app (a component's test). */
export function useSiteConfig(): SiteConfig {
  return useContext(ShellContext)?.site ?? defaultSiteConfig
}
