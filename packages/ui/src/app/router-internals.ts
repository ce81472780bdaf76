// The framework internals the shared start-up (`start.tsx`) and the page renderer (`server.tsx`) rely on, here
// and nowhere else. TanStack Router's public server rendering (`createRequestHandler`, `RouterClient`) renders
// the whole document and hydrates from inline scripts of its own, which neither our `index.html` template nor
// the site's CSP allow, so the server renders with `renderToString` and carries the Query cache instead. What
// that needs and no public API gives is below; `router-internals.test.ts` checks each one against the installed
// versions, and fails when an upgrade changes one.
import type { AnyRouter } from '@tanstack/react-router'

/** The versions these internals were checked against (major.minor); the test fails on any other. */
export const CHECKED_VERSIONS = {
  '@tanstack/react-router': '1.170',
  '@tanstack/router-core': '1.171',
  'react-dom': '19.3',
} as const

/** What the router's load on the server decided: render the page with an HTTP status, or redirect. */
export type ServerLoadOutcome =
  | { type: 'render'; status: number }
  | { type: 'redirect'; location: string | undefined }

/**
 * The outcome of `await router.load()` on the server. The router keeps it in `router._serverResult` (its own
 * request handler reads it there); `router.state` has neither the status nor the redirect.
 */
export function serverLoadOutcome(router: AnyRouter): ServerLoadOutcome {
  const result = router._serverResult
  if (!result) {
    throw new Error('The router left no server load result (router._serverResult): see router-internals.ts')
  }
  if (result.type === 'redirect') {
    const { redirect } = result
    return { type: 'redirect', location: redirect.headers.get('Location') ?? redirect.options.href }
  }
  return { type: 'render', status: result.status }
}

/**
 * Has a browser router render the page the server rendered with the same Suspense boundaries, so React can
 * hydrate it: `router.ssr` is what TanStack's own `hydrate()` sets.
 */
export function renderAsTheServerDid(router: AnyRouter): void {
  router.ssr = { manifest: undefined }
}

/** React's mark of a Suspense boundary `renderToString` left for the browser (its content was not ready). */
export const CLIENT_RENDERED_BOUNDARY = '<!--$!-->'

/**
 * Renders until no boundary is left for the browser. A lazy component seen for the first time in this process
 * (a legal text) suspends, and `renderToString` leaves its place empty; once its code has loaded, which takes
 * a moment, the page is rendered again (waits of 1, 2, 4 … 64 ms). `render` must be synchronous: the active
 * language is global and set right before each render.
 */
export async function renderWithoutPendingBoundaries(render: () => string): Promise<string> {
  let body = render()
  for (let wait = 1; body.includes(CLIENT_RENDERED_BOUNDARY) && wait <= 64; wait *= 2) {
    await new Promise((resolve) => setTimeout(resolve, wait))
    body = render()
  }
  return body
}
