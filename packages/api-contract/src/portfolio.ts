import { httpUrl } from '@egresa/validators/valibot'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { calendarDate } from './dates'
import type { Endpoint } from './endpoint'
import { listQuery, PathHash, pageQuery, paginated } from './lists'
import { IMAGE_TYPES } from './users'

/** Portfolio projects (spec section 3, Project): name, date, content, images, links; unpublished until published. */
export const PROJECTS_PAGE_SIZE = 24
export const MAX_PROJECT_LINKS = 10
export const MAX_PROJECT_IMAGES = 10
/** Largest project image upload; images are re-encoded to WebP. */
export const PROJECT_IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** One address of a project's links: http or https. */
export const ProjectLink = v.pipe(v.string(), v.trim(), v.maxLength(500), httpUrl())

/** The fields of `ProjectInput`, for a project form to take its rules from. */
export const projectEntries = {
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(150)),
  /** `YYYY-MM-DD` from 1900 to a year ahead (a project under way), or null. */
  date: v.optional(
    v.nullable(
      calendarDate({
        min: '1900-01-01',
        max: { years: 1 },
        message: msg`La fecha del proyecto debe estar entre 1900 y dentro de un año.`,
      }),
    ),
  ),
  content: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(10_000))),
  /** http(s) addresses; replaces the list. */
  links: v.optional(v.pipe(v.array(ProjectLink), v.maxLength(MAX_PROJECT_LINKS))),
  /** false (the default) keeps it off the public profile. */
  is_published: v.optional(v.boolean()),
}

export const ProjectInput = v.strictObject(projectEntries)
export type ProjectInput = v.InferOutput<typeof ProjectInput>

export const ProjectPatch = v.strictObject({ ...projectEntries, name: v.optional(projectEntries.name) })
export type ProjectPatch = v.InferOutput<typeof ProjectPatch>

export const ProjectImage = v.object({ hash: v.string(), url: v.string() })

export const Project = v.object({
  hash: v.string(),
  name: v.string(),
  date: v.nullable(v.string()),
  content: v.string(),
  links: v.array(v.string()),
  images: v.array(ProjectImage),
  is_published: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Project = v.InferOutput<typeof Project>

export const ProjectList = paginated(Project)
export type ProjectList = v.InferOutput<typeof ProjectList>

export const ProjectsQuery = listQuery(pageQuery(PROJECTS_PAGE_SIZE, 100))

const HashParams = v.object({ hash: PathHash })
const ImageParams = v.object({ hash: PathHash, imageHash: PathHash })

export const myProjects = {
  method: 'GET',
  path: '/usr/projects',
  summary: 'My portfolio projects, published or not, newest first, 24 a page',
  tag: 'portfolio',
  permission: 'projects.manage',
  apiKey: true,
  request: { query: ProjectsQuery },
  response: { status: 200, body: ProjectList },
} as const satisfies Endpoint

export const createProject = {
  method: 'POST',
  path: '/usr/projects',
  summary: 'Adds a project to my portfolio (unpublished unless is_published is true)',
  tag: 'portfolio',
  permission: 'projects.manage',
  apiKey: true,
  request: { body: ProjectInput },
  response: { status: 201, body: Project },
} as const satisfies Endpoint

export const myProject = {
  method: 'GET',
  path: '/usr/projects/{hash}',
  summary: 'One of my projects (404 for anyone else’s)',
  tag: 'portfolio',
  permission: 'projects.manage',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 200, body: Project },
} as const satisfies Endpoint

export const updateProject = {
  method: 'PATCH',
  path: '/usr/projects/{hash}',
  summary: 'Changes or publishes one of my projects (404 for anyone else’s)',
  tag: 'portfolio',
  permission: 'projects.manage',
  apiKey: true,
  request: { params: HashParams, body: ProjectPatch },
  response: { status: 200, body: Project },
} as const satisfies Endpoint

export const deleteProject = {
  method: 'DELETE',
  path: '/usr/projects/{hash}',
  summary: 'Deletes one of my projects and its images (404 for anyone else’s)',
  tag: 'portfolio',
  permission: 'projects.manage',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 204 },
} as const satisfies Endpoint

export const addProjectImage = {
  method: 'POST',
  path: '/usr/projects/{hash}/images',
  summary: `Adds an image to one of my projects (at most ${MAX_PROJECT_IMAGES}; re-encoded to WebP)`,
  tag: 'portfolio',
  permission: 'projects.manage',
  apiKey: true,
  request: {
    params: HashParams,
    upload: { field: 'image', accept: IMAGE_TYPES, maxBytes: PROJECT_IMAGE_MAX_BYTES },
  },
  response: { status: 201, body: Project },
} as const satisfies Endpoint

export const deleteProjectImage = {
  method: 'DELETE',
  path: '/usr/projects/{hash}/images/{imageHash}',
  summary: 'Removes an image from one of my projects',
  tag: 'portfolio',
  permission: 'projects.manage',
  apiKey: true,
  request: { params: ImageParams },
  response: { status: 200, body: Project },
} as const satisfies Endpoint

export const portfolioEndpoints = {
  myProjects,
  createProject,
  myProject,
  updateProject,
  deleteProject,
  addProjectImage,
  deleteProjectImage,
} as const satisfies Record<string, Endpoint>
