import { WorkgroupPageSearch } from '@egresa/api-contract/workgroups-search'
import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { loadWorkgroup } from '../../../../features/workgroups/load-workgroup'
import { WorkgroupPage } from '../../../../features/workgroups/workgroup-page'

// `/es/grupos/{slug}`, `/en/workgroups/{slug}`: a group's page, public (shared links, search engines), with
// the section shown (conversation, files, members) and its page in the URL.
export const Route = createFileRoute('/$locale/_site/workgroups/$slug')({
  staticData: { catalogSection: ['workgroups', 'membership'] },
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: WorkgroupPageSearch,
  search: { middlewares: [stripSearchParams(v.parse(WorkgroupPageSearch, {}))] },
  loaderDeps: ({ search }) => ({ tab: search.tab, page: search.page, onlyFiles: search.only_files === true }),
  loader: ({ context, params, deps }) => loadWorkgroup(context, params.slug, deps),
  component: function Workgroup() {
    const { slug, locale } = Route.useParams()
    const { tab, page, only_files } = Route.useSearch()
    const navigate = Route.useNavigate()
    const href = useHref()
    return (
      <WorkgroupPage
        slug={slug}
        tab={tab}
        page={page}
        onlyFiles={only_files === true}
        // The filter goes back to the first page, in place.
        onOnlyFiles={(value) =>
          void navigate({
            search: (prev) => ({ ...prev, only_files: value || undefined, page: 1 }),
            replace: true,
            resetScroll: false,
          })
        }
        hrefFor={(t, p) =>
          href({
            to: '/$locale/workgroups/$slug',
            params: { locale, slug },
            search: { tab: t, page: p, ...(t === 'comments' && only_files ? { only_files: true } : {}) },
          })
        }
      />
    )
  },
})
