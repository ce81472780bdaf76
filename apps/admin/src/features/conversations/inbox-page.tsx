import { ConversationInbox, type ConversationInboxProps } from '@egresa/ui/app/conversation-inbox'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { Trans, useLingui } from '@lingui/react/macro'

/**
 * `/{locale}/conversations`: the office's own private messages, the newest first, with the search by name.
 * The office writes to anyone from a person's page («Escribir»); the reported messages are a page of their own.
 */
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
          <Trans>Todavía no tienes conversaciones. Escribe a alguien desde su página en Personas.</Trans>
        }
      />
    </div>
  )
}
