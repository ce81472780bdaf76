import { EmailConfirmPage } from '@egresa/ui/app/email-confirm-page'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

// Open to everyone: the link is opened from the new address's mailbox, perhaps on another device.
export const Route = createFileRoute('/$locale/_auth/user/email-confirm')({
  staticData: { private: true },
  validateSearch: v.object({ token: v.optional(v.string()) }),
  component: function EmailConfirm() {
    const { token } = Route.useSearch()
    return <EmailConfirmPage token={token} settings="/$locale/user/settings" />
  },
})
