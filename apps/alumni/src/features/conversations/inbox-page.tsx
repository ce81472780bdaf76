import { ConversationInbox, type ConversationInboxProps } from '@egresa/ui/app/conversation-inbox'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/**
 * `/{locale}/user/conversations`: my private messages, the newest first, with the search by name, and the way
 * to the people I blocked.
 */
export function InboxPage(props: ConversationInboxProps) {
  const { t } = useLingui()
  const locale = useLocale()
  usePageTitle(t`Mensajes`)
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h1 className="text-3xl font-bold">
          <Trans>Mensajes</Trans>
        </h1>
        <Link to="/$locale/user/conversations/blocked" params={{ locale }} className="underline">
          <Trans>Personas bloqueadas</Trans>
        </Link>
      </div>
      <ConversationInbox {...props} />
    </div>
  )
}
