import type { AppShell } from '@egresa/ui/app/shell'
import { msg } from '@lingui/core/macro'
import { SiteLayout } from './features/layout/site-layout'

/** What the shared frame needs from the company app; a signed-in company lands on its offers. */
export const shell: AppShell = {
  SiteLayout,
  home: '/$locale/user/offers',
  description: msg`Bolsa de empleo de la universidad para empresas: publica ofertas y encuentra a sus titulados.`,
}
