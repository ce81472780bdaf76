import { EmailRevertPage } from '@egresa/ui/app/email-revert-page'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

// Open to everyone: the link is opened from the old address's mailbox, perhaps on another device.
export const Route = createFileRoute('/$locale/_auth/user/email-revert')({
  staticData: { private: true },
  validateSearch: v.object({ token: v.optional(v.string()) }),
  component: function EmailRevert() {
    const { token } = Route.useSearch()
    return <EmailRevertPage token={token} />
  },
})
