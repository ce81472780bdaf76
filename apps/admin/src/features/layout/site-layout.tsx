import { initQueryOptions } from '@egresa/api-client/auth'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { useSiteConfig } from '@egresa/ui/app/shell'
import { SiteFrame, useSignedInUser } from '@egresa/ui/app/site-frame'
import { UnreadMessagesLink } from '@egresa/ui/app/unread-messages'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { isOffice } from '../../lib/office'

/**
 * The frame of every page but the login one. The menu is the queues, each shown only to an account whose
 * permissions (from the server) let it work on that queue; an account of another role gets none.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { name } = useSiteConfig()
  const href = useHref()
  const params = { locale: useLocale() }
  const user = useSignedInUser()
  // The session the `$locale` route loaded: another role's account (the 403 screen) gets no menu.
  const permissions = useQuery({ ...initQueryOptions(useApi()), enabled: false }).data?.permissions
  const office = Boolean(user && permissions && isOffice(permissions))
  return (
    <SiteFrame
      menu={
        office
          ? [
              { href: href({ to: '/$locale', params }), label: t`Pendientes` },
              {
                href: href({ to: '/$locale/accounts', params }),
                label: t`Cuentas`,
                permission: 'admin.users.read',
              },
              {
                href: href({ to: '/$locale/people', params }),
                label: t`Personas`,
                permission: 'admin.users.read',
              },
              {
                label: t`Empresas`,
                items: [
                  {
                    href: href({ to: '/$locale/companies', params }),
                    label: t`Empresas por validar`,
                    permission: 'admin.companies.validate',
                  },
                  {
                    href: href({ to: '/$locale/companies/all', params }),
                    label: t`Todas las empresas`,
                    permission: 'admin.companies.validate',
                  },
                  {
                    href: href({ to: '/$locale/offers', params }),
                    label: t`Ofertas`,
                    permission: 'admin.offers.manage',
                  },
                ],
              },
              {
                label: t`Moderación`,
                items: [
                  {
                    href: href({ to: '/$locale/workgroups', params }),
                    label: t`Grupos`,
                    permission: 'admin.groups.validate',
                  },
                  {
                    href: href({ to: '/$locale/conversations/reports', params }),
                    label: t`Mensajes denunciados`,
                    permission: 'admin.messages.moderate',
                  },
                ],
              },
              {
                href: href({ to: '/$locale/mentoring', params }),
                label: t`Mentores`,
                permission: 'admin.mentoring.manage',
              },
              {
                label: t`Contenido`,
                items: [
                  {
                    href: href({ to: '/$locale/articles', params }),
                    label: t`Noticias y eventos`,
                    permission: 'admin.articles.manage',
                  },
                  {
                    href: href({ to: '/$locale/content', params }),
                    label: t`Páginas`,
                    permission: 'admin.content.manage',
                  },
                  {
                    href: href({ to: '/$locale/content/community', params }),
                    label: t`Comunidad`,
                    permission: 'admin.content.manage',
                  },
                  {
                    href: href({ to: '/$locale/newsletters', params }),
                    label: t`Boletines`,
                    permission: 'admin.newsletters.send',
                  },
                ],
              },
              {
                href: href({ to: '/$locale/membership', params }),
                label: t`Cuotas y cobros`,
                permission: 'admin.membership.manage',
              },
              {
                href: href({ to: '/$locale/reports', params }),
                label: t`Informes`,
                permission: 'admin.reports.read',
              },
              {
                href: href({ to: '/$locale/audit', params }),
                label: t`Registro`,
                permission: 'admin.audit.read',
              },
            ]
          : []
      }
      userMenu={
        office
          ? [
              // The office's own private messages, as in the other apps (the header's link says how many
              // wait unread).
              {
                href: href({ to: '/$locale/conversations', params }),
                label: t`Mensajes`,
                permission: 'messages.use',
              },
              { href: href({ to: '/$locale/user/settings', params }), label: t`Ajustes` },
            ]
          : []
      }
      headerActions={
        office ? <UnreadMessagesLink href={href({ to: '/$locale/conversations', params })} /> : undefined
      }
      footerText={t`${name}: la aplicación de la oficina de antiguos alumnos.`}
    >
      {children}
    </SiteFrame>
  )
}
