import { type ReactNode, useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * Whether the app has taken the page over: false in the server's HTML and while React hydrates it, true from
 * then on (and at once on a page the browser renders by itself).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/**
 * A server-rendered form's controls, disabled until the app takes the page over. Before that, what someone
 * typed or chose would be lost (the form's state starts with the app), and pressing Enter would have the
 * browser submit the form by itself, as a GET with the password in the address.
 */
export function ReadyFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  )
}
