import { createFileRoute } from '@tanstack/react-router'
import { OffersPage } from '../../../../../features/jobs/offers-pages'

export const Route = createFileRoute('/$locale/_site/user/offers/')({ component: OffersPage })
