import { createFileRoute } from '@tanstack/react-router'
import { NewOfferPage } from '../../../../../features/jobs/offers-pages'

export const Route = createFileRoute('/$locale/_site/user/offers/new')({ component: NewOfferPage })
