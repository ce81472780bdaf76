import { contentDocumentQueryOptions } from '@egresa/api-client/admin-content'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { DocumentPage, documentRef } from '../../../../features/content/document-page'

// `/{locale}/content/{language}/{name}`: one document in one language (`/es/content/en/info.privacy`).
export const Route = createFileRoute('/$locale/_site/_office/content/$language/$name')({
  staticData: { catalogSection: 'content' },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => {
    const reference = documentRef(params.language, params.name)
    if (!reference) throw notFound()
    return context.queryClient.ensureQueryData(contentDocumentQueryOptions(context.api, reference))
  },
  component: function Document() {
    const { language, name } = Route.useParams()
    const reference = documentRef(language, name)
    return reference ? <DocumentPage key={`${language}/${name}`} reference={reference} /> : null
  },
})
