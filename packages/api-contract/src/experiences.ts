import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { calendarDate, TODAY } from './dates'
import type { Endpoint } from './endpoint'
import { listQuery, PathHash, pageQuery, paginated, queryText } from './lists'
import { localized } from './localized'

/** Contract types of a job experience; the first three are also those of job offers. */
export const experienceContracts = ['INDEFINITE', 'TEMPORAL', 'FREELANCE', 'INTERNSHIP', 'OTHER'] as const
/** Spec section 9: experiences and profile experiences, 24 a page. */
export const EXPERIENCES_PAGE_SIZE = 24

const optionalText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
  )

const endNotBeforeStartMessage = localized(msg`La fecha de fin no puede ser anterior a la de inicio.`)

/** The fields of `WorkExperienceInput`, for an experience form to take its rules from. */
export const experienceEntries = {
  /** The position held. */
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(150)),
  contract: v.picklist(experienceContracts),
  company_name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(150)),
  /** `YYYY-MM-DD`, from 1900 to today. */
  start: calendarDate({
    min: '1900-01-01',
    max: TODAY,
    message: msg`La fecha de inicio debe estar entre 1900 y hoy.`,
  }),
  /**
   * `YYYY-MM-DD`, not before the start, from 1900 to ten years ahead (a contract may end in the future);
   * empty while it is the current job: null, or `""` as the mobile app sends it (spec section 3, "empty if
   * current"), which is read as null.
   */
  end: v.optional(
    v.nullable(
      v.union([
        calendarDate({
          min: '1900-01-01',
          max: { years: 10 },
          message: msg`La fecha de fin debe estar entre 1900 y dentro de 10 años.`,
        }),
        v.pipe(
          v.literal(''),
          v.transform(() => null),
        ),
      ]),
    ),
  ),
  location: optionalText(150),
  content: optionalText(4000),
}

type ExperienceDates = { start?: string; end?: string | null }

const endRule = v.forward(
  v.partialCheck(
    [['start'], ['end']],
    (i: ExperienceDates) => !i.start || !i.end || i.end >= i.start,
    endNotBeforeStartMessage,
  ),
  ['end'],
)

/**
 * The object rule of an experience: the end is not before the start (reported on `end`). Like
 * `v.partialCheck`, it runs once both dates passed their own rules. Give it the type of the object it goes
 * after (`endNotBeforeStart<ExperienceForm>()`), so the pipe's output keeps every field.
 */
export function endNotBeforeStart<TInput extends ExperienceDates>(): v.BaseValidation<
  TInput,
  TInput,
  v.BaseIssue<unknown>
> {
  return {
    kind: 'validation',
    type: endRule.type,
    reference: endNotBeforeStart,
    async: false,
    expects: null,
    '~run'(dataset, config) {
      // Not after a date failed its own rule: valibot's partialCheck still runs when only a check failed
      // (the object stays typed), and would add a second message about a date already refused.
      const refused = dataset.issues?.some((issue) => ['start', 'end'].includes(String(issue.path?.[0]?.key)))
      // The rule adds its issue to the dataset it is given, as every valibot action does.
      if (!refused) endRule['~run'](dataset, config)
      return dataset
    },
  }
}

const ExperienceObject = v.strictObject(experienceEntries)

/** `POST /usr/workExperiences`. */
export const WorkExperienceInput = v.pipe(
  ExperienceObject,
  endNotBeforeStart<v.InferOutput<typeof ExperienceObject>>(),
)
export type WorkExperienceInput = v.InferOutput<typeof WorkExperienceInput>

const ExperiencePatchObject = v.strictObject({
  name: v.optional(experienceEntries.name),
  contract: v.optional(experienceEntries.contract),
  company_name: v.optional(experienceEntries.company_name),
  start: v.optional(experienceEntries.start),
  end: experienceEntries.end,
  location: experienceEntries.location,
  content: experienceEntries.content,
})

/** `PATCH /usr/workExperiences/{id}`: the fields to change (the end is checked against the stored start too). */
export const WorkExperiencePatch = v.pipe(
  ExperiencePatchObject,
  endNotBeforeStart<v.InferOutput<typeof ExperiencePatchObject>>(),
)
export type WorkExperiencePatch = v.InferOutput<typeof WorkExperiencePatch>

/** `id` and `hash` carry the same public identifier (the existing clients read `id`). */
export const WorkExperience = v.object({
  id: v.string(),
  hash: v.string(),
  name: v.string(),
  contract: v.picklist(experienceContracts),
  company_name: v.string(),
  start: v.string(),
  end: v.nullable(v.string()),
  is_current: v.boolean(),
  location: v.nullable(v.string()),
  content: v.nullable(v.string()),
})
export type WorkExperience = v.InferOutput<typeof WorkExperience>

export const WorkExperienceList = paginated(WorkExperience)
export type WorkExperienceList = v.InferOutput<typeof WorkExperienceList>

/** Own list: current jobs first, then by start date, newest first. */
export const OwnExperiencesQuery = listQuery(pageQuery(EXPERIENCES_PAGE_SIZE, 100))

/**
 * `GET /api/workExperiences?user=<hash>`: the experiences of a person the caller may see; without `user`
 * (the mobile app of spec section 7 sends only the list's filter), the caller's own.
 */
export const PersonExperiencesQuery = listQuery({
  user: v.optional(v.pipe(queryText(), v.trim(), v.nonEmpty(), v.maxLength(64))),
  ...pageQuery(EXPERIENCES_PAGE_SIZE, 100),
})

const IdParams = v.object({ id: PathHash })

export const myExperiences = {
  method: 'GET',
  path: '/usr/workExperiences',
  summary: 'My job experiences, 24 a page',
  tag: 'experiences',
  permission: 'experiences.manage',
  apiKey: true,
  request: { query: OwnExperiencesQuery },
  response: { status: 200, body: WorkExperienceList },
} as const satisfies Endpoint

export const createExperience = {
  method: 'POST',
  path: '/usr/workExperiences',
  summary: 'Adds a job experience to my profile',
  tag: 'experiences',
  permission: 'experiences.manage',
  apiKey: true,
  request: { body: WorkExperienceInput },
  response: { status: 201, body: WorkExperience },
} as const satisfies Endpoint

export const myExperience = {
  method: 'GET',
  path: '/usr/workExperiences/{id}',
  summary: 'One of my job experiences (404 for anyone else’s)',
  tag: 'experiences',
  permission: 'experiences.manage',
  apiKey: true,
  request: { params: IdParams },
  response: { status: 200, body: WorkExperience },
} as const satisfies Endpoint

export const updateExperience = {
  method: 'PATCH',
  path: '/usr/workExperiences/{id}',
  summary: 'Changes one of my job experiences (404 for anyone else’s)',
  tag: 'experiences',
  permission: 'experiences.manage',
  apiKey: true,
  request: { params: IdParams, body: WorkExperiencePatch },
  response: { status: 200, body: WorkExperience },
} as const satisfies Endpoint

export const deleteExperience = {
  method: 'DELETE',
  path: '/usr/workExperiences/{id}',
  summary: 'Deletes one of my job experiences (404 for anyone else’s)',
  tag: 'experiences',
  permission: 'experiences.manage',
  apiKey: true,
  request: { params: IdParams },
  response: { status: 204 },
} as const satisfies Endpoint

export const personExperiences = {
  method: 'GET',
  path: '/api/workExperiences',
  summary:
    'Job experiences of a person the caller may see in the alumni directory, 24 a page (404 for anyone else; 403 `forbidden` to a caller who does not see profiles’ details, the Premium tiers’ benefit); without `user`, the caller’s own',
  tag: 'experiences',
  permission: 'directory.read',
  apiKey: true,
  request: { query: PersonExperiencesQuery },
  response: { status: 200, body: WorkExperienceList },
} as const satisfies Endpoint

export const personExperience = {
  method: 'GET',
  path: '/api/workExperiences/{id}',
  summary: 'One job experience of a person the caller may see in the alumni directory (404 otherwise)',
  tag: 'experiences',
  permission: 'directory.details',
  apiKey: true,
  request: { params: IdParams },
  response: { status: 200, body: WorkExperience },
} as const satisfies Endpoint

export const experienceEndpoints = {
  myExperiences,
  createExperience,
  myExperience,
  updateExperience,
  deleteExperience,
  personExperiences,
  personExperience,
} as const satisfies Record<string, Endpoint>
