import { myWorkgroupQueryOptions } from '@egresa/api-client/workgroups'
import { MyWorkgroupsSearch } from '@egresa/api-contract/workgroups-search'
import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { ManageWorkgroupPage } from '../../../../../../features/workgroups/manage-workgroup-page'
import { orNotFound } from '../../../../../../lib/not-found'

// `/es/user/workgroups/{hash}`: a group I administer, its state, image and members (`?page=` of members).
export const Route = createFileRoute('/$locale/_site/user/workgroups/$hash/')({
  staticData: { catalogSection: ['workgroups', 'membership'] },
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: MyWorkgroupsSearch,
  search: { middlewares: [stripSearchParams(v.parse(MyWorkgroupsSearch, {}))] },
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(myWorkgroupQueryOptions(context.api, params.hash))),
  component: function ManageWorkgroup() {
    const { hash, locale } = Route.useParams()
    const { page } = Route.useSearch()
    const href = useHref()
    return (
      <ManageWorkgroupPage
        hash={hash}
        page={page}
        hrefFor={(p) =>
          href({ to: '/$locale/user/workgroups/$hash', params: { locale, hash }, search: { page: p } })
        }
      />
    )
  },
})
