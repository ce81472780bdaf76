import type { AppShell } from '@egresa/ui/app/shell'
import { msg } from '@lingui/core/macro'
import { SiteLayout } from './features/layout/site-layout'

/** What the shared frame needs from the office's app; a signed-in office account lands on its queues. */
export const shell: AppShell = {
  SiteLayout,
  home: '/$locale',
  description: msg`La oficina de antiguos alumnos: cuentas, empresas, ofertas y grupos por revisar.`,
}
