import { createFileRoute } from '@tanstack/react-router'
import { NewExperiencePage } from '../../../../../features/experiences/experience-pages'

export const Route = createFileRoute('/$locale/_site/user/experiences/new')({
  staticData: { catalogSection: 'experiences' },
  component: NewExperiencePage,
})
