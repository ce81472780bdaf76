import { createFileRoute } from '@tanstack/react-router'
import { InfoIndexPage } from '../../../../features/info/info-pages'

export const Route = createFileRoute('/$locale/_site/info/')({ component: InfoIndexPage })
