import {
  MAX_PROJECT_LINKS,
  type Project,
  type ProjectInput,
  ProjectLink,
  projectEntries,
} from '@egresa/api-contract/portfolio'
import { localizeEntries } from '@egresa/ui/form-messages'
import { fieldMessage } from '@egresa/validators/issue-messages'
import * as v from 'valibot'

export type ProjectLabels = {
  name: string
  date: string
  content: string
  links: string
  is_published: string
}

/** The project form's rules: the contract's, with a list of link rows (`{ url }`, as the form edits them). */
export function projectSchema(lang: string, labels: ProjectLabels) {
  const { links: _links, ...rest } = projectEntries
  return v.object({
    ...localizeEntries(rest, lang, {
      name: labels.name,
      date: labels.date,
      content: labels.content,
      is_published: labels.is_published,
    }),
    links: v.pipe(
      v.array(
        v.object({
          url: v.config(v.pipe(v.string(), v.nonEmpty(), ProjectLink), {
            message: fieldMessage(lang, labels.links),
          }),
        }),
      ),
      v.maxLength(MAX_PROJECT_LINKS, fieldMessage(lang, labels.links)),
    ),
  })
}

export type ProjectSchema = ReturnType<typeof projectSchema>
export type ProjectFormValues = v.InferInput<ProjectSchema>
export type ProjectFormOutput = v.InferOutput<ProjectSchema>
export const projectFields = ['name', 'date', 'content', 'links', 'is_published'] as const

export function toProjectInput(values: ProjectFormOutput): ProjectInput {
  return { ...values, links: values.links.map((l) => l.url) }
}

export function projectDefaults(project?: Project): ProjectFormValues {
  return {
    name: project?.name ?? '',
    date: project?.date ?? null,
    content: project?.content ?? '',
    links: (project?.links ?? []).map((url) => ({ url })),
    is_published: project?.is_published ?? false,
  }
}
