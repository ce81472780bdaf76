import { conversationsQueryKey, openConversation } from '@egresa/api-client/conversations'
import { isApiError } from '@egresa/api-client/errors'
import { can } from '@egresa/api-contract/permissions'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { notifyError } from '@egresa/ui/app/notify'
import { useSignedInUser } from '@egresa/ui/app/site-frame'
import { buttonStyles } from '@egresa/ui/button'
import { Modal } from '@egresa/ui/modal'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { UpgradePrompt } from '../membership/public'

/**
 * «Escribir»: opens my conversation with a person (`POST /usr/conversations`) and goes to it. A free member
 * may answer but not start one: when the server says so, the upgrade prompt explains it (an existing
 * conversation still opens for them).
 */
export function WriteButton({
  person,
  name,
  className,
}: {
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
  const id = useId()
  const [upgrade, setUpgrade] = useState(false)
  const open = useMutation({
    mutationFn: () => openConversation(api, { person }),
    onSuccess: async (conversation) => {
      await queryClient.invalidateQueries({ queryKey: conversationsQueryKey })
      await navigate({ to: '/$locale/user/conversations/$hash', params: { locale, hash: conversation.hash } })
    },
    onError: (error) => {
      const free = user ? !can(user.role, 'messages.start') && can(user.role, 'membership.upgrade') : false
      if (free && isApiError(error) && error.status === 403) setUpgrade(true)
      else notifyError(error)
    },
  })
  if (!user || !can(user.role, 'messages.use') || user.hash === person) return null
  return (
    <>
      <button
        type="button"
        className={className ?? buttonStyles.primary}
        disabled={open.isPending}
        aria-label={t`Escribir a ${name}`}
        onClick={() => open.mutate()}
      >
        <Trans>Escribir</Trans>
      </button>
      <Modal isOpen={upgrade} onOpenChange={setUpgrade} title={<Trans>Escribir a {name}</Trans>}>
        <UpgradePrompt id={`${id}-upgrade`} title={<Trans>Empieza conversaciones con Premium</Trans>}>
          <p>
            <Trans>
              Los miembros Premium pueden empezar conversaciones con otros antiguos alumnos. Con tu cuenta
              gratuita puedes responder a quien te escriba.
            </Trans>
          </p>
        </UpgradePrompt>
      </Modal>
    </>
  )
}
