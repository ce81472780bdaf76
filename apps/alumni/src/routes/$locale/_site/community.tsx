import { createFileRoute } from '@tanstack/react-router'
import { CommunityPage } from '../../../features/community/community-page'

// `/es/comunidad`, `/en/community`: one route, each language's address from the router's URL rewrite.
export const Route = createFileRoute('/$locale/_site/community')({ component: CommunityPage })
