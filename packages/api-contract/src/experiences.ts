import * as v from 'valibot'
import type { Endpoint } from './endpoints'
import { pageQuery, paginated } from './lists'
import { localized } from './localized'

/** Contract types of a job experience; the first three are also those of job offers. */
export const experienceContracts = ['INDEFINITE', 'TEMPORAL', 'FREELANCE', 'INTERNSHIP', 'OTHER'] as const
/** Spec section 9: experiences and profile experiences, 24 a page. */
export const EXPERIENCES_PAGE_SIZE = 24

const IsoDate = v.pipe(v.string(), v.trim(), v.isoDate())
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

const endNotBeforeStart = localized({
  es: 'La fecha de fin no puede ser anterior a la de inicio.',
  en: 'The end date cannot be before the start date.',
})
const notInFuture = localized({
  es: 'La fecha de inicio no puede ser futura.',
  en: 'The start date cannot be in the future.',
})

const entries = {
  /** The position held. */
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(150)),
  contract: v.picklist(experienceContracts),
  company_name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(150)),
  start: v.pipe(
    IsoDate,
    v.check((d) => new Date(`${d}T00:00:00Z`).getTime() <= Date.now(), notInFuture),
  ),
  /** Empty (null) while it is the current job. */
  end: v.optional(v.nullable(IsoDate)),
  location: optionalText(150),
  content: optionalText(4000),
}

/** `POST /usr/workExperiences`. */
export const WorkExperienceInput = v.pipe(
  v.strictObject(entries),
  v.forward(
    v.partialCheck([['start'], ['end']], (i) => !i.end || i.end >= i.start, endNotBeforeStart),
    ['end'],
  ),
)
export type WorkExperienceInput = v.InferOutput<typeof WorkExperienceInput>

/** `PATCH /usr/workExperiences/{id}`: the fields to change (the end is checked against the stored start too). */
export const WorkExperiencePatch = v.pipe(
  v.strictObject({
    name: v.optional(entries.name),
    contract: v.optional(entries.contract),
    company_name: v.optional(entries.company_name),
    start: v.optional(entries.start),
    end: entries.end,
    location: entries.location,
    content: entries.content,
  }),
  v.forward(
    v.partialCheck([['start'], ['end']], (i) => !i.start || !i.end || i.end >= i.start, endNotBeforeStart),
    ['end'],
  ),
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
export const OwnExperiencesQuery = v.object(pageQuery(EXPERIENCES_PAGE_SIZE, 100))

/** `GET /api/workExperiences?user=<hash>`: the experiences of a person the caller may see. */
export const PersonExperiencesQuery = v.object({
  user: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64)),
  ...pageQuery(EXPERIENCES_PAGE_SIZE, 100),
})

const IdParams = v.object({ id: v.string() })

export const experienceEndpoints = {
  myExperiences: {
    method: 'GET',
    path: '/usr/workExperiences',
    summary: 'My job experiences, 24 a page',
    tag: 'experiences',
    permission: 'experiences.manage',
    apiKey: true,
    request: { query: OwnExperiencesQuery },
    response: { status: 200, body: WorkExperienceList },
  },
  createExperience: {
    method: 'POST',
    path: '/usr/workExperiences',
    summary: 'Adds a job experience to my profile',
    tag: 'experiences',
    permission: 'experiences.manage',
    apiKey: true,
    request: { body: WorkExperienceInput },
    response: { status: 201, body: WorkExperience },
  },
  myExperience: {
    method: 'GET',
    path: '/usr/workExperiences/{id}',
    summary: 'One of my job experiences (404 for anyone else’s)',
    tag: 'experiences',
    permission: 'experiences.manage',
    apiKey: true,
    request: { params: IdParams },
    response: { status: 200, body: WorkExperience },
  },
  updateExperience: {
    method: 'PATCH',
    path: '/usr/workExperiences/{id}',
    summary: 'Changes one of my job experiences (404 for anyone else’s)',
    tag: 'experiences',
    permission: 'experiences.manage',
    apiKey: true,
    request: { params: IdParams, body: WorkExperiencePatch },
    response: { status: 200, body: WorkExperience },
  },
  deleteExperience: {
    method: 'DELETE',
    path: '/usr/workExperiences/{id}',
    summary: 'Deletes one of my job experiences (404 for anyone else’s)',
    tag: 'experiences',
    permission: 'experiences.manage',
    apiKey: true,
    request: { params: IdParams },
    response: { status: 204 },
  },
  personExperiences: {
    method: 'GET',
    path: '/api/workExperiences',
    summary:
      'Job experiences of a person the caller may see in the alumni directory, 24 a page (404 for anyone else)',
    tag: 'experiences',
    permission: 'directory.details',
    apiKey: true,
    request: { query: PersonExperiencesQuery },
    response: { status: 200, body: WorkExperienceList },
  },
  personExperience: {
    method: 'GET',
    path: '/api/workExperiences/{id}',
    summary: 'One job experience of a person the caller may see in the alumni directory (404 otherwise)',
    tag: 'experiences',
    permission: 'directory.details',
    apiKey: true,
    request: { params: IdParams },
    response: { status: 200, body: WorkExperience },
  },
} as const satisfies Record<string, Endpoint>
