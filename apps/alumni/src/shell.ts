import type { AppShell } from '@egresa/ui/app/shell'
import { env } from './env'
import { SiteLayout } from './features/layout/site-layout'
import { api } from './lib/api'

/** What the shared frame needs from the alumni app; a signed-in person lands on the articles. */
export const shell: AppShell = { api, SiteLayout, analytics: env.analytics, home: '/$locale/news' }
