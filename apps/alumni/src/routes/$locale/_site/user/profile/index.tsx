import { meQueryOptions } from '@egresa/api-client/auth'
import { myExperiencesQueryOptions } from '@egresa/api-client/experiences'
import { myProjectsQueryOptions } from '@egresa/api-client/portfolio'
import { countriesQueryOptions } from '@egresa/api-client/reference'
import { useHref } from '@egresa/ui/app/links'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { MyExperiencesSection } from '../../../../../features/experiences/experience-pages'
import { MyProjectsSection } from '../../../../../features/portfolio/project-pages'
import { ProfilePage } from '../../../../../features/profile/profile-page'
import { PageParam } from '../../../../../lib/search'

export const Route = createFileRoute('/$locale/_site/user/profile/')({
  staticData: { catalogSection: ['profile', 'experiences', 'portfolio'] },
  // The loader and its API calls load with the page, not with the app's first page.
  codeSplitGroupings: [['loader', 'component']],
  // `?experiences=2&projects=3`: the page of each list, so a page of either can be reloaded and shared.
  validateSearch: v.object({ experiences: PageParam, projects: PageParam }),
  search: { middlewares: [stripSearchParams({ experiences: 1, projects: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(meQueryOptions(context.api)),
      context.queryClient.ensureQueryData(countriesQueryOptions(context.api)),
      context.queryClient.ensureQueryData(myExperiencesQueryOptions(context.api, deps.experiences)),
      context.queryClient.ensureQueryData(myProjectsQueryOptions(context.api, deps.projects)),
    ]),
  component: function Profile() {
    const search = Route.useSearch()
    const { locale } = Route.useParams()
    const href = useHref()
    // A list's page links keep the other list's page (in this order, so one page has one address).
    const pageHref = (key: 'experiences' | 'projects') => (page: number) => {
      const next = { experiences: search.experiences, projects: search.projects, [key]: page }
      return href({ to: '/$locale/user/profile', params: { locale }, search: next, hash: key })
    }
    return (
      <ProfilePage
        experiences={<MyExperiencesSection page={search.experiences} hrefFor={pageHref('experiences')} />}
        projects={<MyProjectsSection page={search.projects} hrefFor={pageHref('projects')} />}
      />
    )
  },
})
