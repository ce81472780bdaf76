import { useLocale } from '@egresa/ui/app/locale'
import { useSignedInUser } from '@egresa/ui/app/site-frame'
import { WriteButton as OpenConversation } from '@egresa/ui/app/write-button'
import { useNavigate } from '@tanstack/react-router'
import { useMay } from '../../lib/may'

/**
 * «Escribir»: opens the office's conversation with an account and goes to it. The office writes to any active
 * account, member or company (docs/conversations.md); the server's refusal (a blocked or closed account, the
 * daily limit) is a toast.
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
  const locale = useLocale()
  const navigate = useNavigate()
  const user = useSignedInUser()
  const may = useMay()
  if (!user || !may('messages.start') || user.hash === person) return null
  return (
    <OpenConversation
      body={{ person }}
      name={name}
      className={className}
      onOpened={(hash) => navigate({ to: '/$locale/conversations/$hash', params: { locale, hash } })}
    />
  )
}
