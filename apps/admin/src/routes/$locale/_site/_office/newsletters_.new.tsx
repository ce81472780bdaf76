import { StatusPage } from '@egresa/ui/app/status-page'
import { createFileRoute } from '@tanstack/react-router'
import { NewNewsletterPage } from '../../../../features/newsletters/newsletter-page'

export const Route = createFileRoute('/$locale/_site/_office/newsletters_/new')({
  staticData: { catalogSection: 'newsletters' },
  beforeLoad: ({ context }) => ({
    newsletters: context.session.init.permissions.includes('admin.newsletters.send'),
  }),
  component: function NewNewsletter() {
    const { newsletters } = Route.useRouteContext()
    const navigate = Route.useNavigate()
    const { locale } = Route.useParams()
    if (!newsletters) return <StatusPage status={403} />
    return (
      <NewNewsletterPage
        onSaved={(hash) => navigate({ to: '/$locale/newsletters/$hash', params: { locale, hash } })}
      />
    )
  },
})
