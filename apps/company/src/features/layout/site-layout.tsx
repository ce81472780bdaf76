import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { useSiteConfig } from '@egresa/ui/app/shell'
import { SiteFrame, useSignedInUser } from '@egresa/ui/app/site-frame'
import { UnreadMessagesLink } from '@egresa/ui/app/unread-messages'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** The frame of every page but the login one, with the company menus (for a signed-in company only). */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { name } = useSiteConfig()
  const href = useHref()
  const params = { locale: useLocale() }
  const user = useSignedInUser()
  return (
    <SiteFrame
      privacySettingsHref={`${href({ to: '/$locale/user/settings', params })}?tab=privacy`}
      menu={
        user
          ? [
              { href: href({ to: '/$locale/user/offers', params }), label: t`Mis ofertas` },
              { href: href({ to: '/$locale/user/offers/new', params }), label: t`Publicar una oferta` },
              { href: href({ to: '/$locale/user/directory', params }), label: t`Directorio` },
            ]
          : []
      }
      userMenu={[
        { href: href({ to: '/$locale/user/profile', params }), label: t`Perfil de la empresa` },
        {
          href: href({ to: '/$locale/user/conversations', params }),
          label: t`Mensajes`,
          permission: 'messages.use',
        },
        { href: href({ to: '/$locale/user/settings', params }), label: t`Ajustes` },
      ]}
      headerActions={<UnreadMessagesLink href={href({ to: '/$locale/user/conversations', params })} />}
      footerText={t`${name}: la bolsa de empleo de la universidad para quien contrata.`}
    >
      {children}
    </SiteFrame>
  )
}
