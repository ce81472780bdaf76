import { conversationQueryOptions } from '@egresa/api-client/conversations'
import { createFileRoute } from '@tanstack/react-router'
import { ConversationPage } from '../../../../../features/conversations/conversation-page'
import { orNotFound } from '../../../../../lib/not-found'

// `/es/user/conversations/{hash}`: one of my conversations (a conversation that is not mine is a 404);
// mentoring pages link here.
export const Route = createFileRoute('/$locale/_site/user/conversations/$hash')({
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(conversationQueryOptions(context.api, params.hash))),
  component: function Conversation() {
    const { hash } = Route.useParams()
    return <ConversationPage hash={hash} />
  },
})
