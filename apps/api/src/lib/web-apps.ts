import { join } from 'node:path'

/**
 * The web apps this server serves, each on its own host: everything that names an app reads this list (which
 * app a Host is for, the built folder it is served from, the origin its links are written with, the sitemap
 * and robots.txt, the configuration's variables, `npm start`'s printout).
 *
 * - `folder`: the app's folder under STATIC_ROOT (`apps/<folder>/dist`, `dist-server`).
 * - `subdomain`: its host in the embedded default (`<subdomain>.localhost`), and, when its variable is unset
 *   outside production, the host its links are written with (`<subdomain>.<the alumni app's domain>`).
 * - `variable`: the variable of its public origin, required in production.
 * - `private`: the whole app is for signed-in staff: never rendered on the server, never in a sitemap,
 *   `noindex`, not framable. The other apps say which of their pages are private in their route manifests.
 *
 * The first app is the one the bare loopback names (`localhost`, `127.0.0.1`, `[::1]`) serve.
 */
export const webApps = [
  { name: 'alumni', folder: 'alumni', subdomain: 'alumni', variable: 'ALUMNI_APP_URL', private: false },
  { name: 'company', folder: 'company', subdomain: 'empresas', variable: 'COMPANY_APP_URL', private: false },
  { name: 'admin', folder: 'admin', subdomain: 'admin', variable: 'ADMIN_APP_URL', private: true },
] as const

export type WebApp = (typeof webApps)[number]['name']
export type WebAppDefinition = (typeof webApps)[number]
export type AppUrlVariable = WebAppDefinition['variable']

/**
 * The addresses of an app in the embedded default on `port` (`npm start`'s printout, the start's log line):
 * the first app also at the bare `localhost`.
 */
export function embeddedAddresses(app: WebAppDefinition, port: number | string): string[] {
  const own = `http://${app.subdomain}.localhost:${port}`
  return app === webApps[0] ? [`http://localhost:${port}`, own] : [own]
}

/** The folder an app is built into under STATIC_ROOT (`apps/alumni/dist`): its files and route manifest. */
export function distOf(staticRoot: string, app: WebApp): string {
  return join(staticRoot, webApp(app).folder, 'dist')
}

/** The registry's entry of an app. */
export function webApp(name: WebApp): WebAppDefinition {
  // The list names every WebApp.
  return webApps.find((app) => app.name === name) as WebAppDefinition
}
