import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { NewsletterUnsubscribePage } from '../../../../features/newsletters/unsubscribe-page'

// `/es/newsletter/unsubscribe?token=…`: a newsletter's unsubscribe link; no sign-in needed.
export const Route = createFileRoute('/$locale/_site/newsletter/unsubscribe')({
  staticData: { private: true },
  validateSearch: v.object({ token: v.fallback(v.optional(v.string()), undefined) }),
  component: function Unsubscribe() {
    const { token } = Route.useSearch()
    return <NewsletterUnsubscribePage token={token} />
  },
})
