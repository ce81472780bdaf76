import { requireGuest } from '@egresa/ui/app/router'
import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../../features/home/home-page'
import { shell } from '../../../shell'

// A signed-in company's home is its offers; a guest sees what the company area offers.
export const Route = createFileRoute('/$locale/_site/')({
  beforeLoad: ({ context }) => requireGuest(context, shell.home),
  component: HomePage,
})
