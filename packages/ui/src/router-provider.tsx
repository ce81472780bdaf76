import type { ReactNode } from 'react'
import { RouterProvider } from 'react-aria-components'

export type LinkRouterProviderProps = {
  /** The app router's navigation, e.g. `(href) => router.navigate({ href })`. */
  navigate: (href: string) => void
  children: ReactNode
}

/** Makes every link and menu item of this package navigate client-side through the app's router. */
export function LinkRouterProvider({ navigate, children }: LinkRouterProviderProps) {
  return <RouterProvider navigate={navigate}>{children}</RouterProvider>
}
