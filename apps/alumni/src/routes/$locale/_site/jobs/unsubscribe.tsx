import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { UnsubscribePage } from '../../../../features/jobs/unsubscribe-page'

// `/es/empleo/unsubscribe?token=…`: a job-alert mail's one-click unsubscribe link; no sign-in needed.
export const Route = createFileRoute('/$locale/_site/jobs/unsubscribe')({
  staticData: { catalogSection: 'jobs', private: true },
  validateSearch: v.object({ token: v.fallback(v.optional(v.string()), undefined) }),
  component: function Unsubscribe() {
    const { token } = Route.useSearch()
    return <UnsubscribePage token={token} />
  },
})
