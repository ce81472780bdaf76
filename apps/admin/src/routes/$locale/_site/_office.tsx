import { requireSignedIn } from '@egresa/ui/app/router'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ForbiddenPage } from '../../../features/auth/forbidden-page'
import { isOffice } from '../../../lib/office'

// The office's pages: a guest signs in first; a signed-in account of another role sees the 403 screen.
export const Route = createFileRoute('/$locale/_site/_office')({
  beforeLoad: ({ context, location }) => {
    const session = requireSignedIn(context, location)
    return { session, office: isOffice(session.init.permissions) }
  },
  component: function Office() {
    const { office } = Route.useRouteContext()
    return office ? <Outlet /> : <ForbiddenPage />
  },
})
