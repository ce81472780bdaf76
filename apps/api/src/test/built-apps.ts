import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { routeManifestOf } from '@egresa/i18n/route-manifest'
import type { RouteManifest } from '../lib/site-pages'
import { type WebApp, webApp, webApps } from '../lib/web-apps'

/** The apps' folders in this repository. */
const APPS = new URL('../../../', import.meta.url).pathname

/** The route manifest an app's build would write, from its route tree (none for an app not in the repository). */
export function sourceManifest(app: WebApp): RouteManifest {
  const tree = join(APPS, webApp(app).folder, 'src', 'routeTree.gen.ts')
  return existsSync(tree) ? routeManifestOf(tree) : { routes: [], private: [] }
}

/**
 * A STATIC_ROOT with each app's route manifest as its build writes it, and nothing else (no pages): what
 * robots.txt and the pages' `noindex` read, without building the apps.
 */
export function manifestsRoot(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'egresa-manifests-'))
  for (const { name, folder } of webApps) {
    const dist = join(root, folder, 'dist')
    mkdirSync(dist, { recursive: true })
    writeFileSync(join(dist, 'route-manifest.json'), JSON.stringify(sourceManifest(name)))
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) }
}
