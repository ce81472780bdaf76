import { directoryQueryOptions } from '@egresa/api-client/directory'
import {
  categoryTreeQueryOptions,
  countriesQueryOptions,
  tagsQueryOptions,
} from '@egresa/api-client/reference'
import { DirectoryQuery } from '@egresa/api-contract/directory-search'
import { can } from '@egresa/api-contract/permissions'
import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { requireMember } from '../../../features/accounts/guards'
import { DirectoryPage } from '../../../features/directory/directory-page'
import { directoryCall } from '../../../features/directory/filters'

// `/es/comunidad/directory`, `/en/community/directory`: the alumni directory. Members only (a guest signs in
// and comes back; the community page invites them); a free member sees the basics and the upgrade prompt.
export const Route = createFileRoute('/$locale/_site/community_/directory')({
  staticData: { catalogSection: ['directory', 'membership'], private: true },
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: DirectoryQuery,
  // Leave the defaults out of the URL, so a shared link stays short.
  search: { middlewares: [stripSearchParams(v.parse(DirectoryQuery, {}))] },
  beforeLoad: ({ context, location }) => ({ session: requireMember(context, location) }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { role } = context.session.user
    if (!can(role, 'directory.read')) return
    const details = can(role, 'directory.details')
    // The list is not awaited: the page shows its filters at once and the cards' placeholders meanwhile.
    void context.queryClient.prefetchQuery(directoryQueryOptions(context.api, directoryCall(deps, details)))
    if (details) {
      void context.queryClient.prefetchQuery(tagsQueryOptions(context.api, { type: 'USER', group: 'area' }))
      void context.queryClient.prefetchQuery(
        tagsQueryOptions(context.api, { type: 'USER', group: 'specialty' }),
      )
    }
    await Promise.all([
      context.queryClient.ensureQueryData(categoryTreeQueryOptions(context.api)),
      context.queryClient.ensureQueryData(countriesQueryOptions(context.api)),
    ])
  },
  component: function Directory() {
    const search = Route.useSearch()
    const { locale } = Route.useParams()
    const navigate = Route.useNavigate()
    const href = useHref()
    return (
      <DirectoryPage
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
          href({ to: '/$locale/community/directory', params: { locale }, search: { ...search, page } })
        }
      />
    )
  },
})
