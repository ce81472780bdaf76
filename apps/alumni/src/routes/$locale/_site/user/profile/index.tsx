import { meQueryOptions } from '@egresa/api-client/auth'
import { myExperiencesQueryOptions } from '@egresa/api-client/experiences'
import { myProjectsQueryOptions } from '@egresa/api-client/portfolio'
import { countriesQueryOptions } from '@egresa/api-client/reference'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { MyExperiencesSection } from '../../../../../features/experiences/experience-pages'
import { MyProjectsSection } from '../../../../../features/portfolio/project-pages'
import { ProfilePage } from '../../../../../features/profile/profile-page'
import { PageParam } from '../../../../../lib/search'

export const Route = createFileRoute('/$locale/_site/user/profile/')({
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
    const href = (key: 'experiences' | 'projects') => (page: number) => {
      const params = new URLSearchParams()
      const next = { ...search, [key]: page }
      if (next.experiences > 1) params.set('experiences', String(next.experiences))
      if (next.projects > 1) params.set('projects', String(next.projects))
      const query = params.toString()
      return `/${locale}/user/profile${query ? `?${query}` : ''}#${key}`
    }
    return (
      <ProfilePage
        experiences={<MyExperiencesSection page={search.experiences} hrefFor={href('experiences')} />}
        projects={<MyProjectsSection page={search.projects} hrefFor={href('projects')} />}
      />
    )
  },
})
