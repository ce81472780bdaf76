import { ConversationInbox, type ConversationInboxProps } from '@egresa/ui/app/conversation-inbox'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { Trans, useLingui } from '@lingui/react/macro'

/** `/{locale}/user/conversations`: the company's private messages, the newest first, with the search by name. */
export function InboxPage(props: ConversationInboxProps) {
  const { t } = useLingui()
  usePageTitle(t`Mensajes`)
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">
        <Trans>Mensajes</Trans>
      </h1>
      <ConversationInbox
        {...props}
        empty={
          <Trans>
            Todavía no tienes conversaciones. Escribe a una persona desde los candidatos de una de tus
            ofertas.
          </Trans>
        }
      />
    </div>
  )
}
