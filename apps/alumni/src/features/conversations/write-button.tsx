import { isApiError } from '@egresa/api-client/errors'
import { can } from '@egresa/api-contract/permissions'
import { useLocale } from '@egresa/ui/app/locale'
import { notifyError } from '@egresa/ui/app/notify'
import { useSignedInUser } from '@egresa/ui/app/site-frame'
import { WriteButton as OpenConversation } from '@egresa/ui/app/write-button'
import { Modal } from '@egresa/ui/modal'
import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { UpgradePrompt } from '../membership/public'

/**
 * «Escribir»: opens my conversation with a person (`@egresa/ui/app/write-button`) and goes to it. A free member
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
  const locale = useLocale()
  const navigate = useNavigate()
  const user = useSignedInUser()
  const id = useId()
  const [upgrade, setUpgrade] = useState(false)
  if (!user || !can(user.role, 'messages.use') || user.hash === person) return null
  const free = !can(user.role, 'messages.start') && can(user.role, 'membership.upgrade')
  return (
    <>
      <OpenConversation
        body={{ person }}
        name={name}
        className={className}
        onOpened={(hash) => navigate({ to: '/$locale/user/conversations/$hash', params: { locale, hash } })}
        onError={(error) => {
          if (free && isApiError(error) && error.status === 403) setUpgrade(true)
          else notifyError(error)
        }}
      />
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
