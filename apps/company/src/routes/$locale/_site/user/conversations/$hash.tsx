import { conversationQueryOptions, messagesQueryOptions } from '@egresa/api-client/conversations'
import { companyOfferQueryOptions } from '@egresa/api-client/jobs'
import { PathHash } from '@egresa/api-contract/lists'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ConversationPage } from '../../../../../features/conversations/conversation-page'
import { orNotFound } from '../../../../../lib/not-found'

// `?offer=`: the offer the company writes about (a candidate's «Escribir» carries it); a malformed one is none.
const ConversationSearch = v.object({ offer: v.fallback(v.optional(PathHash), undefined) })

// `/es/user/conversations/{hash}`: one of the company's conversations (one that is not its own is a 404).
export const Route = createFileRoute('/$locale/_site/user/conversations/$hash')({
  validateSearch: ConversationSearch,
  loaderDeps: ({ search }) => ({ offer: search.offer }),
  loader: async ({ context: { queryClient, api }, params, deps }) => {
    // The offer's title and the latest messages decide what the composer names; neither stops the page.
    const offer = deps.offer
      ? queryClient.ensureQueryData(companyOfferQueryOptions(api, deps.offer)).catch(() => undefined)
      : undefined
    const latest = queryClient
      .ensureQueryData(messagesQueryOptions(api, params.hash, {}))
      .catch(() => undefined)
    await Promise.all([
      orNotFound(queryClient.ensureQueryData(conversationQueryOptions(api, params.hash))),
      offer,
      latest,
    ])
  },
  component: function Conversation() {
    const { hash } = Route.useParams()
    const { offer } = Route.useSearch()
    return <ConversationPage hash={hash} offer={offer} />
  },
})
