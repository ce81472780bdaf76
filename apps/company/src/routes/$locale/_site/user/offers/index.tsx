import { createFileRoute } from '@tanstack/react-router'
import { OffersPage } from '../../../../../features/account/member-pages'

export const Route = createFileRoute('/$locale/_site/user/offers/')({ component: OffersPage })
