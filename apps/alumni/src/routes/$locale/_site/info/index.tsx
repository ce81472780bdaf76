import { InfoIndexPage } from '@egresa/ui/app/info-pages'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/$locale/_site/info/')({ component: InfoIndexPage })
