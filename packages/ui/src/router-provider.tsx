import { createContext, type ReactNode, useContext } from 'react'

const NavigateContext = createContext<((href: string) => void) | null>(null)

export type LinkRouterProviderProps = {
  /** The app router's navigation, e.g. `(href) => router.navigate({ href })`. */
  navigate: (href: string) => void
  children: ReactNode
}

/** Makes every link of this package navigate client-side through the app's router. */
export function LinkRouterProvider({ navigate, children }: LinkRouterProviderProps) {
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>
}

/** The app's navigation, or null outside a LinkRouterProvider (links then load pages normally). */
export function useLinkNavigate(): ((href: string) => void) | null {
  return useContext(NavigateContext)
}
