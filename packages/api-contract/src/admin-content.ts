import * as v from 'valibot'
import { communitySectionKeys } from './content'
import type { Endpoint } from './endpoint'
import { PathHash, queryText } from './lists'

// The office's content pages (docs/content.md, "Editing from the admin app"): the info pages, the services
// home and the community page's text, each saved as a new version (who, when) and restorable; and the people
// the community page shows in its curated sections, chosen among those who agreed to appear.

/** The languages a document is written in (the content folder's trees). */
export const contentLocales = ['es', 'en', 'ca'] as const
export type ContentLocale = (typeof contentLocales)[number]

/** What a document is: an info page (Markdown with front matter), the services home or the community page (YAML). */
export const contentDocumentKinds = ['info', 'services', 'community'] as const
export type ContentDocumentKind = (typeof contentDocumentKinds)[number]

/**
 * A document the office may edit, named within its language: `info.privacy` (`/{locale}/info/privacy`),
 * `services` or `community`. No other name: the office edits the installation's documents, it adds none.
 */
export const ContentName = v.pipe(v.string(), v.regex(/^(info\.[a-z0-9][a-z0-9-]{0,79}|services|community)$/))

export const ContentDocumentParams = v.object({ locale: v.picklist(contentLocales), name: ContentName })

/** A version's number (its place in the table of versions, which only grows). */
const PathVersion = v.pipe(
  queryText(),
  v.regex(/^\d{1,12}$/),
  v.transform(Number),
  v.integer(),
  v.minValue(1),
)

export const ContentVersionParams = v.object({
  locale: v.picklist(contentLocales),
  name: ContentName,
  id: PathVersion,
})

/** A document of the list: where it is, its title, and its last change from the admin app. */
export const ContentDocumentRow = v.object({
  locale: v.picklist(contentLocales),
  name: v.string(),
  kind: v.picklist(contentDocumentKinds),
  /** The content service's path (`/es/info/privacy`). */
  path: v.string(),
  title: v.string(),
  /** The last version's date and author; null while the text is still the installation's file. */
  changed_at: v.nullable(v.string()),
  changed_by: v.nullable(v.string()),
  /** The language has no text of its own yet: the pages show the Spanish one until one is saved. */
  fallback: v.boolean(),
})
export type ContentDocumentRow = v.InferOutput<typeof ContentDocumentRow>

export const ContentDocumentList = v.object({ items: v.array(ContentDocumentRow) })
export type ContentDocumentList = v.InferOutput<typeof ContentDocumentList>

/** A saved version of a document, newest first. */
export const ContentVersion = v.object({
  id: v.number(),
  /**
   * Who saved it (the name kept when it was saved); null for the installation's file, kept as the first
   * version when the office first changes it (and for an erased account).
   */
  author: v.nullable(v.string()),
  created_at: v.string(),
  /** The version whose text this one brought back, when it was a restore. */
  restored_from: v.nullable(v.number()),
  /** The version the pages show now. */
  current: v.boolean(),
})
export type ContentVersion = v.InferOutput<typeof ContentVersion>

/** A document to edit: its source as written, its rendered Markdown (info pages) and its versions. */
export const ContentDocumentDetail = v.object({
  ...ContentDocumentRow.entries,
  /** The source: Markdown with front matter, or YAML; placeholders such as `{{university.name}}` unfilled. */
  source: v.string(),
  /** An info page's text as the pages show it (safe HTML); null for a YAML document. */
  preview: v.nullable(v.string()),
  versions: v.array(ContentVersion),
})
export type ContentDocumentDetail = v.InferOutput<typeof ContentDocumentDetail>

/** The largest source the office may save (a long legal page is about 20 000 characters). */
export const CONTENT_SOURCE_MAX = 200_000

export const ContentSourceInput = v.strictObject({
  source: v.pipe(v.string(), v.maxLength(CONTENT_SOURCE_MAX)),
})
export type ContentSourceInput = v.InferOutput<typeof ContentSourceInput>

export const ContentPreviewInput = v.strictObject({
  kind: v.picklist(contentDocumentKinds),
  source: v.pipe(v.string(), v.maxLength(CONTENT_SOURCE_MAX)),
})
export type ContentPreviewInput = v.InferOutput<typeof ContentPreviewInput>

/** A source as it would show: an info page's HTML, and what a save would refuse (empty when nothing). */
export const ContentPreview = v.object({
  html: v.nullable(v.string()),
  errors: v.record(v.string(), v.array(v.string())),
})
export type ContentPreview = v.InferOutput<typeof ContentPreview>

// ---- Community curation ----

const SectionParams = v.object({ section: v.picklist(communitySectionKeys) })
const MemberParams = v.object({ section: v.picklist(communitySectionKeys), hash: PathHash })

const optionalText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max),
        v.transform((s) => s || null),
      ),
    ),
  )

/** What the page says of a person: the role in Spanish (the others fall back to it) and a short text. */
export const CommunityMemberTexts = v.strictObject({
  role_es: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120)),
  role_en: optionalText(120),
  role_ca: optionalText(120),
  text_es: optionalText(300),
  text_en: optionalText(300),
  text_ca: optionalText(300),
})
export type CommunityMemberTexts = v.InferOutput<typeof CommunityMemberTexts>

export const AddCommunityMemberInput = v.strictObject({
  /** The person's public id (the directory's and the people search's `hash`). */
  person: PathHash,
  ...CommunityMemberTexts.entries,
})
export type AddCommunityMemberInput = v.InferOutput<typeof AddCommunityMemberInput>

export const OrderCommunityInput = v.strictObject({
  /** Every person of the section, by `hash`, in the order the page shows them. */
  order: v.pipe(v.array(PathHash), v.maxLength(100)),
})
export type OrderCommunityInput = v.InferOutput<typeof OrderCommunityInput>

export const CommunityMember = v.object({
  hash: v.string(),
  name: v.string(),
  surname: v.string(),
  avatar: v.nullable(v.string()),
  role_es: v.string(),
  role_en: v.nullable(v.string()),
  role_ca: v.nullable(v.string()),
  text_es: v.nullable(v.string()),
  text_en: v.nullable(v.string()),
  text_ca: v.nullable(v.string()),
  /** False when the person no longer agrees to appear (or their account is not active): the page leaves them out. */
  appears: v.boolean(),
})
export type CommunityMember = v.InferOutput<typeof CommunityMember>

export const CommunityCuration = v.object({
  sections: v.array(
    v.object({
      key: v.picklist(communitySectionKeys),
      members: v.array(CommunityMember),
    }),
  ),
})
export type CommunityCuration = v.InferOutput<typeof CommunityCuration>

export const CommunityCandidatesQuery = v.object({
  q: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(100))),
})

/** A person who may be shown: active, of the portal, agreeing to appear in the directory. */
export const CommunityCandidate = v.object({
  hash: v.string(),
  name: v.string(),
  surname: v.string(),
  avatar: v.nullable(v.string()),
  graduation_year: v.nullable(v.number()),
})
export const CommunityCandidates = v.object({ items: v.array(CommunityCandidate) })
export type CommunityCandidates = v.InferOutput<typeof CommunityCandidates>

// ---- Endpoints ----

const manage = { tag: 'admin', permission: 'admin.content.manage', apiKey: true } as const

export const contentDocuments = {
  method: 'GET',
  path: '/usr/admin/content/documents',
  summary:
    'The documents the office edits, per language: the info pages, the services home and the community page, with their last change',
  ...manage,
  response: { status: 200, body: ContentDocumentList },
} as const satisfies Endpoint

export const contentDocument = {
  method: 'GET',
  path: '/usr/admin/content/documents/{locale}/{name}',
  summary: 'A document to edit: its source, its rendered text and its versions (who, when)',
  ...manage,
  request: { params: ContentDocumentParams },
  response: { status: 200, body: ContentDocumentDetail },
} as const satisfies Endpoint

export const saveContentDocument = {
  method: 'PUT',
  path: '/usr/admin/content/documents/{locale}/{name}',
  summary:
    'Saves a new version of a document (checked first: an info page needs a title, a description and a text; YAML its document’s shape)',
  ...manage,
  request: { params: ContentDocumentParams, body: ContentSourceInput },
  response: { status: 200, body: ContentDocumentDetail },
} as const satisfies Endpoint

export const restoreContentVersion = {
  method: 'POST',
  path: '/usr/admin/content/documents/{locale}/{name}/versions/{id}/restore',
  summary: 'Brings back a version: a new version whose text is that one’s',
  ...manage,
  request: { params: ContentVersionParams },
  response: { status: 200, body: ContentDocumentDetail },
} as const satisfies Endpoint

export const previewContent = {
  method: 'POST',
  path: '/usr/admin/content/preview',
  summary:
    'A source as the pages would show it: an info page’s Markdown as HTML (raw HTML off), and what a save would refuse',
  ...manage,
  request: { body: ContentPreviewInput },
  response: { status: 200, body: ContentPreview },
} as const satisfies Endpoint

export const communityCuration = {
  method: 'GET',
  path: '/usr/admin/content/community',
  summary: 'The people the community page shows in each curated section, in order',
  ...manage,
  response: { status: 200, body: CommunityCuration },
} as const satisfies Endpoint

export const communityCandidates = {
  method: 'GET',
  path: '/usr/admin/content/community/candidates',
  summary: 'People who may be shown on the community page (active, agreeing to appear), by name',
  ...manage,
  request: { query: CommunityCandidatesQuery },
  response: { status: 200, body: CommunityCandidates },
} as const satisfies Endpoint

export const addCommunityMember = {
  method: 'POST',
  path: '/usr/admin/content/community/{section}',
  summary: 'Adds a person who agreed to appear to a section of the community page, last',
  ...manage,
  request: { params: SectionParams, body: AddCommunityMemberInput },
  response: { status: 201, body: CommunityCuration },
} as const satisfies Endpoint

export const orderCommunitySection = {
  method: 'PUT',
  path: '/usr/admin/content/community/{section}',
  summary: 'Puts a section’s people in a new order (the whole list)',
  ...manage,
  request: { params: SectionParams, body: OrderCommunityInput },
  response: { status: 200, body: CommunityCuration },
} as const satisfies Endpoint

export const editCommunityMember = {
  method: 'PUT',
  path: '/usr/admin/content/community/{section}/{hash}',
  summary: 'Changes what the page says of a person (role and text per language)',
  ...manage,
  request: { params: MemberParams, body: CommunityMemberTexts },
  response: { status: 200, body: CommunityCuration },
} as const satisfies Endpoint

export const removeCommunityMember = {
  method: 'DELETE',
  path: '/usr/admin/content/community/{section}/{hash}',
  summary: 'Takes a person off a section of the community page',
  ...manage,
  request: { params: MemberParams },
  response: { status: 200, body: CommunityCuration },
} as const satisfies Endpoint

export const adminContentEndpoints = {
  contentDocuments,
  contentDocument,
  saveContentDocument,
  restoreContentVersion,
  previewContent,
  communityCuration,
  communityCandidates,
  addCommunityMember,
  orderCommunitySection,
  editCommunityMember,
  removeCommunityMember,
} as const satisfies Record<string, Endpoint>
