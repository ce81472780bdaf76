import { useLocale } from '@egresa/ui/app/locale'
import { WriteButton as OpenConversation } from '@egresa/ui/app/write-button'
import { useNavigate } from '@tanstack/react-router'

/**
 * «Escribir» on a candidate: opens the company's conversation with a person who applied to one of its offers
 * (naming the offer) and goes to it, carrying the offer its messages will be about. A refusal (the person
 * blocked the company, the application is no longer shown to it) is the server's words.
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
  const locale = useLocale()
  const navigate = useNavigate()
  return (
    <OpenConversation
      body={{ person, offer }}
      name={name}
      className={className}
      onOpened={(hash) =>
        navigate({ to: '/$locale/user/conversations/$hash', params: { locale, hash }, search: { offer } })
      }
    />
  )
}
