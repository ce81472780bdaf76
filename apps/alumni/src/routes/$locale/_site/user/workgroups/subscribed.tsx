import { MyWorkgroupsSearch } from '@egresa/api-contract/workgroups-search'
import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { MyWorkgroupsPage } from '../../../../../features/workgroups/my-workgroups-page'

// `/es/user/workgroups/subscribed`: the groups I follow or asked to join (the user menu's item).
export const Route = createFileRoute('/$locale/_site/user/workgroups/subscribed')({
  staticData: { catalogSection: 'workgroups' },
  validateSearch: MyWorkgroupsSearch,
  search: { middlewares: [stripSearchParams(v.parse(MyWorkgroupsSearch, {}))] },
  component: function SubscribedWorkgroups() {
    const { page } = Route.useSearch()
    const { locale } = Route.useParams()
    const href = useHref()
    return (
      <MyWorkgroupsPage
        filter="subscribed"
        page={page}
        hrefFor={(p) =>
          href({ to: '/$locale/user/workgroups/subscribed', params: { locale }, search: { page: p } })
        }
      />
    )
  },
})
