import { conversationQueryOptions } from '@egresa/api-client/conversations'
import { useApi } from '@egresa/ui/app/api'
import { ConversationView } from '@egresa/ui/app/conversation-view'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'

/** `/{locale}/user/conversations/{hash}`: one conversation; a member's name opens their profile. */
export function ConversationPage({ hash }: { hash: string }) {
  const api = useApi()
  const { t } = useLingui()
  const href = useHref()
  const locale = useLocale()
  const { data } = useSuspenseQuery(conversationQueryOptions(api, hash))
  const name = data.person?.name ?? t`Antiguo miembro`
  usePageTitle(t`Conversación con ${name}`)
  return (
    <ConversationView
      hash={hash}
      inboxHref={href({ to: '/$locale/user/conversations', params: { locale } })}
      personHref={(person) =>
        person.kind === 'member'
          ? href({ to: '/$locale/community/$hash', params: { locale, hash: person.hash } })
          : null
      }
      offerHref={(offer) => href({ to: '/$locale/jobs/$hash', params: { locale, hash: offer } })}
    />
  )
}
