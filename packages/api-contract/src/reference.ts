import * as v from 'valibot'

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
