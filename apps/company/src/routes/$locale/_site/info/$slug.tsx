import { InfoPage, isInfoSlug } from '@egresa/ui/app/info-pages'
import { createFileRoute, notFound } from '@tanstack/react-router'

export const Route = createFileRoute('/$locale/_site/info/$slug')({
  beforeLoad: ({ params }) => {
    if (!isInfoSlug(params.slug)) throw notFound()
    return { slug: params.slug }
  },
  component: function Info() {
    const { slug } = Route.useRouteContext()
    return <InfoPage slug={slug} />
  },
})
