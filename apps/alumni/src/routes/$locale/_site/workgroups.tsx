import { createFileRoute } from '@tanstack/react-router'
import { WorkgroupsPage } from '../../../features/workgroups/workgroups-page'

// `/es/grupos`, `/en/workgroups`: one route, each language's address from the router's URL rewrite.
export const Route = createFileRoute('/$locale/_site/workgroups')({ component: WorkgroupsPage })
