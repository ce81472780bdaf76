import { createFileRoute } from '@tanstack/react-router'
import { ServicesPage } from '../../../features/pages/section-pages'

export const Route = createFileRoute('/$locale/_site/services')({ component: ServicesPage })
