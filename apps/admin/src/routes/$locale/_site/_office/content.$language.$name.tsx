import { contentDocumentQueryOptions } from '@egresa/api-client/admin-content'
import { contentLocales } from '@egresa/api-contract/admin-content'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { DocumentPage } from '../../../../features/content/document-page'

// `/{locale}/content/{language}/{name}`: one document in one language (`/es/content/en/info.privacy`).
export const Route = createFileRoute('/$locale/_site/_office/content/$language/$name')({
  staticData: { catalogSection: 'content' },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => {
    const language = contentLocales.find((l) => l === params.language)
    if (!language) throw notFound()
    return context.queryClient.ensureQueryData(
      contentDocumentQueryOptions(context.api, { locale: language, name: params.name }),
    )
  },
  component: function Document() {
    const { language, name } = Route.useParams()
    return (
      <DocumentPage
        key={`${language}/${name}`}
        reference={{ locale: language as (typeof contentLocales)[number], name }}
      />
    )
  },
})
