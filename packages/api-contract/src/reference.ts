import * as v from 'valibot'
import type { Endpoint } from './endpoint'

/** The level of the root items of the studies tree. */
export const CATEGORY_ROOT_LEVEL = 1

export type CategoryNode = { hash: string; title: string; level: number; children: CategoryNode[] }

/** One item of the studies tree, in the request's language; parents with children are not selectable in filters. */
export const CategoryNode: v.GenericSchema<CategoryNode> = v.object({
  hash: v.string(),
  title: v.string(),
  level: v.pipe(v.number(), v.integer(), v.minValue(CATEGORY_ROOT_LEVEL)),
  children: v.array(v.lazy(() => CategoryNode)),
})

/** `GET /api/categories/tree`: the root items (level 1) with their children. */
export const CategoryTree = v.array(CategoryNode)
export type CategoryTree = v.InferOutput<typeof CategoryTree>

/** A country (ISO 3166-1 alpha-2 `code`), named in the request's language; `num_users` alumni live there. */
export const Country = v.object({
  hash: v.string(),
  code: v.string(),
  name: v.string(),
  num_users: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type Country = v.InferOutput<typeof Country>

/** `GET /api/countries`, sorted by name in the request's language. */
export const CountryList = v.array(Country)
export type CountryList = v.InferOutput<typeof CountryList>

export const tagTypes = ['ARTICLE', 'USER'] as const
export type TagType = (typeof tagTypes)[number]
/** Groups of the USER tags; ARTICLE tags have none. */
export const tagGroups = ['area', 'specialty', 'career'] as const
export type TagGroup = (typeof tagGroups)[number]

export const Tag = v.object({
  hash: v.string(),
  title: v.string(),
  type: v.picklist(tagTypes),
  group: v.nullable(v.picklist(tagGroups)),
})
export type Tag = v.InferOutput<typeof Tag>

/** `GET /api/tags?type=&group=` (both optional filters). */
export const TagQuery = v.object({
  type: v.optional(v.picklist(tagTypes)),
  group: v.optional(v.picklist(tagGroups)),
})
export type TagQuery = v.InferOutput<typeof TagQuery>

export const TagList = v.array(Tag)
export type TagList = v.InferOutput<typeof TagList>

export const categoryTree = {
  method: 'GET',
  path: '/api/categories/tree',
  summary: 'The studies tree: root items (level 1) with their children, titled in the request language',
  tag: 'reference',
  permission: 'reference.read',
  apiKey: true,
  response: { status: 200, body: CategoryTree },
} as const satisfies Endpoint

export const countries = {
  method: 'GET',
  path: '/api/countries',
  summary: 'Every ISO country, named in the request language, with the number of alumni who appear there',
  tag: 'reference',
  permission: 'reference.read',
  apiKey: true,
  response: { status: 200, body: CountryList },
} as const satisfies Endpoint

export const tags = {
  method: 'GET',
  path: '/api/tags',
  summary: 'Tags of articles and profiles, optionally filtered by type and group',
  tag: 'reference',
  permission: 'reference.read',
  apiKey: true,
  request: { query: TagQuery },
  response: { status: 200, body: TagList },
} as const satisfies Endpoint

export const referenceEndpoints = { categoryTree, countries, tags } as const satisfies Record<
  string,
  Endpoint
>
