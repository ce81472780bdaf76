import { SiteFrame, useLocalePath } from '@egresa/ui/app/site-frame'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { env } from '../../env'

/** The frame of every page but the login ones, with the alumni menus. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const to = useLocalePath()
  return (
    <SiteFrame
      menu={[
        { href: to('services'), label: t`Servicios` },
        { href: to('news'), label: t`Artículos` },
        { href: to('comunidad'), label: t`Comunidad` },
        { href: to('grupos'), label: t`Grupos` },
      ]}
      userMenu={[
        { href: to('user', 'profile'), label: t`Mi perfil` },
        { href: to('user', 'articles', 'saved'), label: t`Artículos guardados` },
        { href: to('user', 'workgroups', 'subscribed'), label: t`Grupos suscritos` },
      ]}
      partnerNumber
      appStoreUrl={env.appStoreUrl}
      playStoreUrl={env.playStoreUrl}
    >
      {children}
    </SiteFrame>
  )
}
