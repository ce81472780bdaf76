import { SiteFrame, useLocalePath, useSignedInUser } from '@egresa/ui/app/site-frame'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { env } from '../../env'

/** The frame of every page but the login one, with the company menus (for a signed-in company only). */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const to = useLocalePath()
  const user = useSignedInUser()
  return (
    <SiteFrame
      menu={
        user
          ? [
              { href: to('user', 'offers'), label: t`Mis ofertas` },
              { href: to('user', 'offers', 'new'), label: t`Publicar oferta` },
              { href: to('user', 'directory'), label: t`Directorio` },
            ]
          : []
      }
      userMenu={[
        { href: to('user', 'profile'), label: t`Perfil de la empresa` },
        { href: to('user', 'settings'), label: t`Configuración` },
      ]}
      footerText={t`Egresa empresas: la bolsa de empleo de la universidad para quien contrata.`}
      appStoreUrl={env.appStoreUrl}
      playStoreUrl={env.playStoreUrl}
    >
      {children}
    </SiteFrame>
  )
}
