import { conversationsQueryKey, openConversation } from '@egresa/api-client/conversations'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { notifyError } from '@egresa/ui/app/notify'
import { useSignedInUser } from '@egresa/ui/app/site-frame'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMay } from '../../lib/may'

/**
 * «Escribir»: opens the office's conversation with an account (`POST /usr/conversations`, opened when there is
 * none) and goes to it. The office writes to any active account, member or company (docs/conversations.md);
 * the server's refusal (a blocked or closed account, the daily limit) is a toast.
 */
export function WriteButton({
  person,
  name,
  className,
}: {
  /** The account's hash (`users.hash`, as the people pages name it). */
  person: string
  name: string
  className?: string
}) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const user = useSignedInUser()
  const may = useMay()
  const open = useMutation({
    mutationFn: () => openConversation(api, { person }),
    onSuccess: async (conversation) => {
      await queryClient.invalidateQueries({ queryKey: conversationsQueryKey })
      await navigate({ to: '/$locale/conversations/$hash', params: { locale, hash: conversation.hash } })
    },
    onError: notifyError,
  })
  if (!user || !may('messages.start') || user.hash === person) return null
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
