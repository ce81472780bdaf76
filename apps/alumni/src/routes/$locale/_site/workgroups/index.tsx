import { workgroupsQueryOptions } from '@egresa/api-client/workgroups'
import { WorkgroupsQuery } from '@egresa/api-contract/workgroups-search'
import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { WorkgroupsPage } from '../../../../features/workgroups/workgroups-page'

// `/es/grupos`, `/en/workgroups`: the groups, public and server-rendered, with their filters in the URL
// (each language's address from the router's URL rewrite).
export const Route = createFileRoute('/$locale/_site/workgroups/')({
  staticData: { catalogSection: 'workgroups' },
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: WorkgroupsQuery,
  // Leave the defaults out of the URL, so a shared link stays short.
  search: { middlewares: [stripSearchParams(v.parse(WorkgroupsQuery, {}))] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const list = context.queryClient.ensureQueryData(workgroupsQueryOptions(context.api, deps))
    // The server waits for the list (its HTML has the cards); in the browser the page keeps the previous
    // page in view while the next one loads.
    if (typeof document === 'undefined') await list
    else void list.catch(() => undefined)
  },
  component: function Workgroups() {
    const search = Route.useSearch()
    const { locale } = Route.useParams()
    const navigate = Route.useNavigate()
    const href = useHref()
    return (
      <WorkgroupsPage
        search={search}
        // Any filter change goes back to the first page, in place: the person is still in the filters.
        onFilter={(filters) =>
          void navigate({
            search: (prev) => ({ ...prev, ...filters, page: 1 }),
            replace: true,
            resetScroll: false,
          })
        }
        hrefFor={(page) =>
          href({ to: '/$locale/workgroups', params: { locale }, search: { ...search, page } })
        }
      />
    )
  },
})
