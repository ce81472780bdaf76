import { conversationQueryOptions, messagesQueryOptions } from '@egresa/api-client/conversations'
import { companyOfferQueryOptions } from '@egresa/api-client/jobs'
import { useApi } from '@egresa/ui/app/api'
import { ConversationView } from '@egresa/ui/app/conversation-view'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { Link } from '@egresa/ui/link'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'

/**
 * `/{locale}/user/conversations/{hash}`: one conversation. A company writes only about one of its offers, to
 * someone who applied to it: the offer is the one the page was opened with (`?offer=`, from a candidate's
 * «Escribir»), else the one the latest message names; without one the composer says how to write.
 */
export function ConversationPage({ hash, offer }: { hash: string; offer?: string }) {
  const api = useApi()
  const { t } = useLingui()
  const href = useHref()
  const locale = useLocale()
  const { data } = useSuspenseQuery(conversationQueryOptions(api, hash))
  const name = data.person?.name ?? t`Antiguo miembro`
  usePageTitle(t`Conversación con ${name}`)
  // The route's loader read both; another company's offer (a 404) is as if none was given.
  const named = useQuery({ ...companyOfferQueryOptions(api, offer ?? ''), enabled: Boolean(offer) })
  const latest = useQuery(messagesQueryOptions(api, hash, {}))
  const about = named.data
    ? { hash: named.data.hash, title: named.data.title }
    : (latest.data?.items.find((message) => message.offer)?.offer ?? null)
  const offersHref = href({ to: '/$locale/user/offers', params: { locale } })
  return (
    <ConversationView
      hash={hash}
      inboxHref={href({ to: '/$locale/user/conversations', params: { locale } })}
      personHref={(person) =>
        person.kind === 'member'
          ? href({ to: '/$locale/user/directory/$hash', params: { locale, hash: person.hash } })
          : null
      }
      offerHref={(offerHash) =>
        href({ to: '/$locale/user/offers/$hash/candidates', params: { locale, hash: offerHash } })
      }
      offer={about}
      composerClosed={
        about || (offer && named.isPending) || latest.isPending ? undefined : (
          <p>
            <Trans>
              Una empresa solo puede escribir sobre una de sus ofertas, a quien se ha inscrito en ella. Para
              escribir a esta persona, abre los candidatos de la oferta en{' '}
              <Link href={offersHref} className="underline">
                Mis ofertas
              </Link>{' '}
              y pulsa «Escribir».
            </Trans>
          </p>
        )
      }
    />
  )
}
