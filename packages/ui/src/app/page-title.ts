import { useEffect } from 'react'

/** Sets the window title of a page; analytics page views report it. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Egresa`
  }, [title])
}
