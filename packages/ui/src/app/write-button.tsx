import {
  conversationsQueryKey,
  type OpenConversationBody,
  openConversation,
} from '@egresa/api-client/conversations'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { buttonStyles } from '../button'
import { useApi } from './api'
import { notifyError } from './notify'

/**
 * «Escribir», as every app shows it: opens my conversation with a person (`POST /usr/conversations`, opened
 * when there is none; a company names the offer in `body`), refreshes the inbox, and hands the conversation's
 * hash to the app, which goes to its own conversation page. A refusal is the server's words in a toast unless
 * the app says otherwise (`onError`: the alumni app's upgrade prompt).
 */
export function WriteButton({
  body,
  name,
  className,
  onOpened,
  onError = notifyError,
}: {
  body: OpenConversationBody
  /** The person's name, for the button's accessible name («Escribir a …»). */
  name: string
  className?: string | undefined
  onOpened: (hash: string) => Promise<unknown> | unknown
  onError?: (error: unknown) => void
}) {
  const api = useApi()
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const open = useMutation({
    mutationFn: () => openConversation(api, body),
    onSuccess: async (conversation) => {
      await queryClient.invalidateQueries({ queryKey: conversationsQueryKey })
      await onOpened(conversation.hash)
    },
    onError,
  })
  return (
    <button
      type="button"
      className={className ?? buttonStyles.primary}
      disabled={open.isPending}
      aria-label={t`Escribir a ${name}`}
      onClick={() => open.mutate()}
    >
      <Trans>Escribir</Trans>
    </button>
  )
}
