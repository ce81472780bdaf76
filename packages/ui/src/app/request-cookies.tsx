import { createContext, useContext } from 'react'

const RequestCookiesContext = createContext<string | undefined>(undefined)

/** The request's cookies, for a page rendered on the server (the browser reads its own). */
export const RequestCookiesProvider = RequestCookiesContext.Provider

/** The cookies as a `Cookie` header: the request's on the server, `undefined` in the browser (read `document.cookie`). */
export function useRequestCookies(): string | undefined {
  return useContext(RequestCookiesContext)
}
