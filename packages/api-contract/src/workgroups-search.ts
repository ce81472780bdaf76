import * as v from 'valibot'
import { listQuery, pageQuery, queryText } from './lists'

// The address bar's search of the workgroups pages, for the alumni app's route files, which are in the
// app's first load: the list's query without the rest of the workgroups contract (workgroups.ts re-exports
// these, and its endpoints use them, so the two never drift).

export const workgroupTypes = ['PUBLIC', 'PRIVATE'] as const
export type WorkgroupType = (typeof workgroupTypes)[number]

/** Spec section 4: a group is UNPUBLISHED until submitted, PENDING until the office validates it. */
/**
 * Spec section 4: a group is UNPUBLISHED until submitted, PENDING until the office validates it. DISABLED:
 * the office took a published group down (only the office and the group's administrators see it).
 */
export const workgroupStatuses = ['UNPUBLISHED', 'PENDING', 'PUBLISHED', 'DISABLED'] as const
export type WorkgroupStatus = (typeof workgroupStatuses)[number]

/** Spec section 9: groups 6 a page, comments 6, group files 6, group users 12. */
export const WORKGROUPS_PAGE_SIZE = 6
export const COMMENTS_PAGE_SIZE = 6
export const FILES_PAGE_SIZE = 6
export const MEMBERS_PAGE_SIZE = 12

/** `GET /api/workgroups` and `/{locale}/workgroups?text=&type=&page=`: published groups, text and type filters. */
export const WorkgroupsQuery = listQuery({
  ...pageQuery(WORKGROUPS_PAGE_SIZE, 50),
  /** Words of the name or description (accents and case do not matter). */
  text: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(200))),
  type: v.optional(v.pipe(queryText(), v.picklist(workgroupTypes))),
})
export type WorkgroupsQuery = v.InferOutput<typeof WorkgroupsQuery>

/** `/{locale}/user/workgroups?page=` and `/{locale}/user/workgroups/subscribed?page=`. */
export const MyWorkgroupsSearch = listQuery({ ...pageQuery(WORKGROUPS_PAGE_SIZE, 50) })

/** The sections of a group's page. */
export const workgroupTabs = ['comments', 'files', 'members'] as const
export type WorkgroupTab = (typeof workgroupTabs)[number]

/**
 * `/{locale}/workgroups/{slug}?tab=&page=&only_files=`: the section shown (the conversation by default), its
 * page, and the conversation's filter of the comments with a file.
 */
export const WorkgroupPageSearch = listQuery({
  ...pageQuery(COMMENTS_PAGE_SIZE, 50),
  tab: v.optional(v.pipe(queryText(), v.picklist(workgroupTabs)), 'comments'),
  only_files: v.optional(
    v.pipe(
      queryText(),
      v.picklist(['true', 'false', '1', '0']),
      v.transform((s) => s === 'true' || s === '1'),
    ),
  ),
})
export type WorkgroupPageSearch = v.InferOutput<typeof WorkgroupPageSearch>
