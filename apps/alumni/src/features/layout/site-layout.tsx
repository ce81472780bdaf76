import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { SiteFrame } from '@egresa/ui/app/site-frame'
import { UnreadMessagesLink } from '@egresa/ui/app/unread-messages'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** The frame of every page but the login ones, with the alumni menus. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const href = useHref()
  const params = { locale: useLocale() }
  return (
    <SiteFrame
      menu={[
        { href: href({ to: '/$locale/services', params }), label: t`Servicios` },
        { href: href({ to: '/$locale/news', params }), label: t`Artículos` },
        { href: href({ to: '/$locale/jobs', params }), label: t`Empleo` },
        { href: href({ to: '/$locale/community', params }), label: t`Comunidad` },
        { href: href({ to: '/$locale/workgroups', params }), label: t`Grupos` },
      ]}
      userMenu={[
        { href: href({ to: '/$locale/user/profile', params }), label: t`Mi perfil` },
        {
          href: href({ to: '/$locale/user/conversations', params }),
          label: t`Mensajes`,
          permission: 'messages.use',
        },
        { href: href({ to: '/$locale/user/articles/saved', params }), label: t`Artículos guardados` },
        { href: href({ to: '/$locale/user/events', params }), label: t`Mis eventos` },
        // Members only: the office's and companies' accounts have no mentoring (docs/mentoring.md).
        {
          href: href({ to: '/$locale/user/mentoring', params }),
          label: t`Mentoría`,
          permission: 'mentoring.use',
        },
        { href: href({ to: '/$locale/user/workgroups/subscribed', params }), label: t`Grupos suscritos` },
        // Without the job bank the page would only offer Premium: the item is for those who can apply.
        {
          href: href({ to: '/$locale/user/jobs/subscribed', params }),
          label: t`Ofertas inscritas`,
          permission: 'jobs.apply',
        },
        { href: href({ to: '/$locale/user/profile/settings', params }), label: t`Ajustes` },
      ]}
      partnerNumber
      headerActions={<UnreadMessagesLink href={href({ to: '/$locale/user/conversations', params })} />}
      privacySettingsHref={`${href({ to: '/$locale/user/profile/settings', params })}?tab=privacy`}
    >
      {children}
    </SiteFrame>
  )
}
