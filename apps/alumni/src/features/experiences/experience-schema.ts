import type { WorkExperience, WorkExperienceInput } from '@egresa/api-contract/experiences'
import { experienceEntries as contract, endNotBeforeStart } from '@egresa/api-contract/experiences'
import { localizeEntries } from '@egresa/ui/form-messages'
import { formatMessage } from '@egresa/validators/messages'
import * as v from 'valibot'

const entries = {
  name: contract.name,
  contract: contract.contract,
  company_name: contract.company_name,
  start: contract.start,
  end: contract.end,
  /** Only in the form: a current job has no end date. */
  is_current: v.boolean(),
  location: contract.location,
  content: contract.content,
}

export type ExperienceField = keyof typeof entries
export type ExperienceLabels = Record<ExperienceField, string>
type Values = v.InferOutput<v.ObjectSchema<typeof entries, undefined>>

/**
 * The experience form's rules: the contract's (an end not before the start), plus an end date unless it is
 * the current job (the server stores a missing end as "current"; the form clears it when "current" is ticked).
 */
export function experienceSchema(lang: string, labels: ExperienceLabels) {
  return v.pipe(
    v.object(localizeEntries(entries, lang, labels)),
    v.forward(
      v.partialCheck(
        [['is_current'], ['end']],
        (i: Partial<Values>) => i.is_current === true || Boolean(i.end),
        formatMessage('required', { lang, field: labels.end }),
      ),
      ['end'],
    ),
    // The server's own rule, with its message in the parse's language.
    endNotBeforeStart<Values>(),
  )
}

export type ExperienceSchema = ReturnType<typeof experienceSchema>
export type ExperienceFormValues = v.InferInput<ExperienceSchema>
export type ExperienceFormOutput = v.InferOutput<ExperienceSchema>
export const experienceFields = Object.keys(entries) as ExperienceField[]

/** What goes to the server: no end for the current job. */
export function toExperienceInput(values: ExperienceFormOutput): WorkExperienceInput {
  const { is_current, ...rest } = values
  return { ...rest, end: is_current ? null : (rest.end ?? null) }
}

export function experienceDefaults(experience?: WorkExperience): ExperienceFormValues {
  return {
    name: experience?.name ?? '',
    contract: (experience?.contract ?? '') as never,
    company_name: experience?.company_name ?? '',
    start: experience?.start ?? '',
    end: experience?.end ?? null,
    is_current: experience ? experience.end === null : false,
    location: experience?.location ?? '',
    content: experience?.content ?? '',
  }
}
