import { MyWorkgroupsSearch } from '@egresa/api-contract/workgroups-search'
import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { MyWorkgroupsPage } from '../../../../../features/workgroups/my-workgroups-page'

// `/es/user/workgroups`: the groups I administer (members only, through the `user` layout).
export const Route = createFileRoute('/$locale/_site/user/workgroups/')({
  staticData: { catalogSection: 'workgroups' },
  validateSearch: MyWorkgroupsSearch,
  search: { middlewares: [stripSearchParams(v.parse(MyWorkgroupsSearch, {}))] },
  component: function MyWorkgroups() {
    const { page } = Route.useSearch()
    const { locale } = Route.useParams()
    const href = useHref()
    return (
      <MyWorkgroupsPage
        filter="mine"
        page={page}
        hrefFor={(p) => href({ to: '/$locale/user/workgroups', params: { locale }, search: { page: p } })}
      />
    )
  },
})
