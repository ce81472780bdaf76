import * as v from 'valibot'
import { listQuery, pageQuery, queryText } from './lists'

// Mentoring's searches, on their own: the apps' routes read them from the address bar in the first load, and a
// module is bundled whole. `./mentoring` exports the same names.

/** Mentors a page. */
export const MENTORS_PAGE_SIZE = 12

const text = (max: number) => v.optional(v.pipe(queryText(), v.trim(), v.maxLength(max)))

/**
 * `GET /usr/mentoring/mentors`: the mentoring search. `company`: part of the mentor's company (accents, case,
 * punctuation and a legal form such as «S.L.» do not matter); `studies`: the hash of an item of the studies
 * tree (its sub-items match too); `area`: the hash of an `area` tag.
 */
export const MentorsQuery = listQuery({
  ...pageQuery(MENTORS_PAGE_SIZE, 50),
  company: text(120),
  studies: text(64),
  area: text(64),
})
export type MentorsQuery = v.InferOutput<typeof MentorsQuery>

/** `GET /usr/admin/mentoring/mentors`: every mentor offer, the paused ones too. */
export const OfficeMentorsQuery = listQuery({
  ...pageQuery(50, 200),
  /** Words of the mentor's name, surname or e-mail address. */
  text: text(200),
  /** `active`: taking mentees; `paused`: paused by the person or the office. */
  state: v.optional(v.picklist(['active', 'paused'])),
})
export type OfficeMentorsQuery = v.InferOutput<typeof OfficeMentorsQuery>
