import { conversationQueryOptions } from '@egresa/api-client/conversations'
import { useApi } from '@egresa/ui/app/api'
import { ConversationView } from '@egresa/ui/app/conversation-view'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'

/**
 * `/{locale}/conversations/{hash}`: one of the office's conversations. The other side's name opens their
 * account's page in this app (`/{locale}/people/{hash}`: the API's person hash is the account's, as there),
 * whether a member, a company's user or the office.
 */
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
      inboxHref={href({ to: '/$locale/conversations', params: { locale } })}
      personHref={(person) => href({ to: '/$locale/people/$hash', params: { locale, hash: person.hash } })}
    />
  )
}
