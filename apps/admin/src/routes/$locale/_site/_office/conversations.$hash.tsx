import { conversationQueryOptions } from '@egresa/api-client/conversations'
import { createFileRoute } from '@tanstack/react-router'
import { ConversationPage } from '../../../../features/conversations/conversation-page'

// `/{locale}/conversations/{hash}`: one of the office's conversations (one that is not its own is a 404);
// «Escribir» on a person's page leads here.
export const Route = createFileRoute('/$locale/_site/_office/conversations/$hash')({
  staticData: { catalogSection: 'conversations' },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(conversationQueryOptions(context.api, params.hash)),
  component: function Conversation() {
    const { hash } = Route.useParams()
    return <ConversationPage hash={hash} />
  },
})
