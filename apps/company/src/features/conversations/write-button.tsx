import { conversationsQueryKey, openConversation } from '@egresa/api-client/conversations'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { notifyError } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'

/**
 * «Escribir» on a candidate: opens the company's conversation with a person who applied to one of its offers
 * (`POST /usr/conversations` naming the offer) and goes to it, carrying the offer its messages will be about.
 * A refusal (the person blocked the company, the application is no longer shown to it) is the server's words.
 */
export function WriteButton({
  person,
  offer,
  name,
  className,
}: {
  person: string
  offer: string
  name: string
  className?: string
}) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const open = useMutation({
    mutationFn: () => openConversation(api, { person, offer }),
    onSuccess: async (conversation) => {
      await queryClient.invalidateQueries({ queryKey: conversationsQueryKey })
      await navigate({
        to: '/$locale/user/conversations/$hash',
        params: { locale, hash: conversation.hash },
        search: { offer },
      })
    },
    onError: notifyError,
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
