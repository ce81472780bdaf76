import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { SiteFrame, useSignedInUser } from '@egresa/ui/app/site-frame'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/**
 * The frame of every page but the login one. The menu is the queues, each shown only to an account whose
 * permissions (from the server) let it work on that queue.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const href = useHref()
  const params = { locale: useLocale() }
  const user = useSignedInUser()
  return (
    <SiteFrame
      menu={
        user
          ? [
              { href: href({ to: '/$locale', params }), label: t`Pendientes` },
              {
                href: href({ to: '/$locale/accounts', params }),
                label: t`Cuentas`,
                permission: 'admin.users.read',
              },
              {
                href: href({ to: '/$locale/companies', params }),
                label: t`Empresas`,
                permission: 'admin.companies.validate',
              },
              {
                href: href({ to: '/$locale/offers', params }),
                label: t`Ofertas`,
                permission: 'admin.offers.manage',
              },
              {
                href: href({ to: '/$locale/workgroups', params }),
                label: t`Grupos`,
                permission: 'admin.groups.validate',
              },
            ]
          : []
      }
      userMenu={[{ href: href({ to: '/$locale/user/settings', params }), label: t`Ajustes` }]}
      footerText={t`Egresa: la aplicación de la oficina de antiguos alumnos.`}
    >
      {children}
    </SiteFrame>
  )
}
