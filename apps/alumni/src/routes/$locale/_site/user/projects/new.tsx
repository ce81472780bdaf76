import { createFileRoute } from '@tanstack/react-router'
import { NewProjectPage } from '../../../../../features/portfolio/project-pages'

export const Route = createFileRoute('/$locale/_site/user/projects/new')({
  staticData: { catalogSection: 'portfolio' },
  component: NewProjectPage,
})
