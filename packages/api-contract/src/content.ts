import * as v from 'valibot'
import type { Endpoint } from './endpoint'

// The content service (spec section 7): the texts a university edits without touching code (legal pages,
// the association, the services home), read as @nuxt/content v1 reads them: `POST /_content/<path>` with
// an optional query in the body. A path naming a document answers it; a folder answers its documents.
// docs/content.md explains the folder, the fields and each parameter.

/** A field name: `title`, or a dotted path into a YAML document (`author.name`). */
const FieldName = v.pipe(v.string(), v.regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/), v.maxLength(100))
/** One field or several (nuxt takes both). */
const FieldList = v.union([FieldName, v.pipe(v.array(FieldName), v.maxLength(50))])

const Scalar = v.union([v.pipe(v.string(), v.maxLength(1000)), v.number(), v.boolean(), v.null()])

/** A `where` condition on one field: a value (equality) or the operators the service knows. */
const Condition = v.union([
  v.strictObject({
    $eq: v.optional(Scalar),
    $ne: v.optional(Scalar),
    $in: v.optional(v.pipe(v.array(Scalar), v.maxLength(100))),
    /** The field (a text or a list) contains the value; for a text, accent- and case-insensitively. */
    $contains: v.optional(Scalar),
  }),
  Scalar,
])

const SortKey = v.strictObject({
  field: FieldName,
  direction: v.optional(v.picklist(['asc', 'desc']), 'asc'),
})

/** Searched over title, description and the text, or over one field (`{ query: 'title', value: 'cookies' }`). */
const Search = v.union([
  v.pipe(v.string(), v.maxLength(200)),
  v.strictObject({
    query: v.pipe(v.string(), v.maxLength(200)),
    value: v.optional(v.pipe(v.string(), v.maxLength(200))),
  }),
])

const Neighbours = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)), 1)

/** The body of a content query; every parameter is optional (an empty body reads the path as it is). */
export const ContentQuery = v.strictObject({
  /** A folder's documents include those of its subfolders. */
  deep: v.optional(v.boolean()),
  /** Each document also carries its source, Markdown, as `text`. */
  text: v.optional(v.boolean()),
  only: v.optional(FieldList),
  without: v.optional(FieldList),
  sortBy: v.optional(v.pipe(v.array(SortKey), v.maxLength(5))),
  where: v.optional(v.record(FieldName, Condition)),
  search: v.optional(Search),
  /** The documents around one of the sorted list: `before` ones before it and `after` ones after it. */
  surround: v.optional(
    v.strictObject({
      slug: v.pipe(v.string(), v.maxLength(200)),
      options: v.optional(v.strictObject({ before: Neighbours, after: Neighbours }), {}),
    }),
  ),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))),
  skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))),
})
export type ContentQueryInput = v.InferInput<typeof ContentQuery>

/**
 * One document: where it is, its front matter's fields (`title`, `description`, any other), when it
 * changed, and its Markdown rendered as safe HTML in `body` (a YAML or JSON document has its data as
 * fields instead). `only` and `without` can leave any field out.
 */
export const ContentDocument = v.looseObject({
  slug: v.optional(v.string()),
  path: v.optional(v.string()),
  dir: v.optional(v.string()),
  extension: v.optional(v.string()),
  title: v.optional(v.string()),
  description: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
  body: v.optional(v.unknown()),
  text: v.optional(v.string()),
})
export type ContentDocument = v.InferOutput<typeof ContentDocument>

/** A document, or a folder's documents (with `surround`, null where there is no neighbour). */
// The list first: a looseObject would take an array too (an array is an object), and lose it.
export const ContentAnswer = v.union([v.array(v.nullable(ContentDocument)), ContentDocument])

export const ContentPath = v.object({
  path: v.pipe(v.string(), v.nonEmpty(), v.maxLength(500)),
})

export const content = {
  method: 'POST',
  path: '/_content/{path}',
  summary:
    'A content document (`es/info/privacy`) or a folder’s documents (`es/info`), with an optional query',
  tag: 'content',
  permission: 'reference.read',
  apiKey: true,
  request: { params: ContentPath, body: ContentQuery },
  response: { status: 200, body: ContentAnswer },
} as const satisfies Endpoint

export const contentEndpoints = { content } as const satisfies Record<string, Endpoint>

// ---- Documents the apps read, and their shapes ----

/** The legal and information pages under `info/` of each language (`content/{locale}/info/{slug}.md`). */
export const infoSlugs = [
  'privacy',
  'cookies',
  'conditions',
  'legal-notice',
  'accessibility',
  'association',
  'benefits',
] as const
export type InfoSlug = (typeof infoSlugs)[number]

/** A Markdown page: its title, description and safe HTML. */
export const PageDocument = v.looseObject({
  title: v.string(),
  description: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
  body: v.string(),
})
export type PageDocument = v.InferOutput<typeof PageDocument>

/** The icons of the services home (packages/ui's service icons draw each). */
export const serviceIcons = [
  'user',
  'id-card',
  'mail',
  'book',
  'calendar',
  'chart',
  'cloud',
  'document',
  'tools',
  'ticket',
  'flask',
  'scale',
  'gift',
  'survey',
  'building',
  'phone',
  'presentation',
  'library',
  'pencil',
  'link',
] as const
export type ServiceIcon = (typeof serviceIcons)[number]

/**
 * A link of the services home. `url` is an address (`https://…`, `mailto:`) or `profile`, the app's own
 * profile page. An address of another site always opens in a new tab; `newTab` does the same for a path.
 */
export const ServiceLink = v.object({
  label: v.pipe(v.string(), v.nonEmpty()),
  url: v.union([
    v.literal('profile'),
    v.pipe(v.string(), v.regex(/^(https?:\/\/|mailto:|\/)/, 'an http(s) address, mailto: or a path')),
  ]),
  icon: v.optional(v.picklist(serviceIcons), 'link'),
  description: v.optional(v.string()),
  newTab: v.optional(v.boolean(), false),
})
export type ServiceLink = v.InferOutput<typeof ServiceLink>

/** The services home (`content/{locale}/services.yml`): groups of links. */
export const ServicesDocument = v.looseObject({
  title: v.string(),
  description: v.optional(v.string()),
  groups: v.array(
    v.object({
      title: v.pipe(v.string(), v.nonEmpty()),
      links: v.array(ServiceLink),
    }),
  ),
})
export type ServicesDocument = v.InferOutput<typeof ServicesDocument>

/** An address a page may link to: `https://…`, or a path of the portal (`/es/info/association`). */
const LinkAddress = v.pipe(v.string(), v.regex(/^(https?:\/\/|\/)/, 'an http(s) address or a path'))

/**
 * A person the alumni office introduces on the community page: an ambassador, a career development
 * specialist, someone of the alumni team. Without `photo` the page draws their initials.
 */
export const CommunityPerson = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  /** What they do for the community ("Embajadora en Ciudad de México"). */
  role: v.pipe(v.string(), v.nonEmpty()),
  text: v.optional(v.string()),
  /** A picture of the person: an address or a path of the portal; square pictures look best. */
  photo: v.optional(LinkAddress),
  email: v.optional(v.pipe(v.string(), v.email())),
  /** Another way to reach them (a LinkedIn profile, a booking page). */
  url: v.optional(LinkAddress),
  /**
   * Set by the server for a person the office chose among the portal's people (`key` of the section): the
   * public id of their page in the directory. Never written in the YAML.
   */
  hash: v.optional(v.string()),
})
export type CommunityPerson = v.InferOutput<typeof CommunityPerson>

/**
 * The sections of the community page the office curates from the admin app (docs/content.md, "Community
 * curation"): the ambassadors, the career development specialists and the alumni team.
 */
export const communitySectionKeys = ['ambassadors', 'careers', 'team'] as const
export type CommunitySectionKey = (typeof communitySectionKeys)[number]

/**
 * The community page (`content/{locale}/community.yml`): its title and introduction, then the sections of
 * people the office curates (ambassadors, career development specialists, the alumni team), in order.
 * The directory's section is the app's own. A section's `key` names the curated section it shows: when the
 * office chose people for it, the server puts them in its `people`, in the office's order; else the YAML's
 * people stay.
 */
export const CommunityDocument = v.looseObject({
  title: v.pipe(v.string(), v.nonEmpty()),
  description: v.pipe(v.string(), v.nonEmpty()),
  sections: v.array(
    v.object({
      key: v.optional(v.picklist(communitySectionKeys)),
      title: v.pipe(v.string(), v.nonEmpty()),
      description: v.optional(v.string()),
      people: v.array(CommunityPerson),
    }),
  ),
})
export type CommunityDocument = v.InferOutput<typeof CommunityDocument>
