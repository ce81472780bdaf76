import type { AppShell } from '@egresa/ui/app/shell'
import { SiteLayout } from './features/layout/site-layout'

/** What the shared frame needs from the alumni app; a signed-in person lands on the articles. */
export const shell: AppShell = { SiteLayout, home: '/$locale/news' }
