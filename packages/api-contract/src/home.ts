import * as v from 'valibot'
import type { Endpoint } from './endpoint'
import { applicationStatuses, offerStatuses } from './jobs-search'

// A member's home (issue 23): what the signed-in person's own home page shows, in one call: their latest
// applications and their states, their groups' latest activity and their upcoming events. Only the caller's
// own data; whether the profile is complete is `GET /usr/users/me`'s `is_complete` and `missing`.

/** How many of each the home shows. */
export const HOME_ITEMS = 3

const nullableString = v.nullable(v.string())

export const HomeApplication = v.object({
  hash: v.string(),
  status: v.picklist(applicationStatuses),
  applied_at: v.string(),
  offer: v.object({
    hash: v.string(),
    title: v.string(),
    status: v.picklist(offerStatuses),
    company: v.string(),
  }),
})

export const HomeGroup = v.object({
  slug: v.string(),
  name: v.string(),
  /**
   * The language its name is written in (a page in the other language marks it). Always sent; optional here
   * so a client reads a server older than the field too.
   */
  language: v.optional(v.picklist(['es', 'en'])),
  /** The group's latest comment (a reply too), or null when nobody has written yet. */
  latest: v.nullable(
    v.object({
      /** The author's first name, null for a deleted account. */
      author: nullableString,
      /** The start of the comment, at most 140 characters. */
      excerpt: v.string(),
      at: v.string(),
    }),
  ),
})

export const HomeEvent = v.object({
  hash: v.string(),
  /** The slug of the request's language (the Spanish one when the event has no English version). */
  slug: v.string(),
  title: v.string(),
  language: v.picklist(['es', 'en']),
  starts_at: v.string(),
  place: nullableString,
  /** Saved, or subscribed to (a Premium member's inscription). */
  subscribed: v.boolean(),
})

export const MemberHome = v.object({
  /** The latest applications, newest first; null for a member who cannot apply (free tiers). */
  applications: v.nullable(v.object({ items: v.array(HomeApplication), total: v.number() })),
  /** The person's groups (accepted, published), the one with the newest activity first. */
  groups: v.object({ items: v.array(HomeGroup), total: v.number() }),
  /** Events the person saved or subscribed to that have not ended, soonest first. */
  events: v.object({ items: v.array(HomeEvent), total: v.number() }),
})
export type MemberHome = v.InferOutput<typeof MemberHome>

export const memberHome = {
  method: 'GET',
  path: '/usr/home',
  summary:
    'The signed-in person’s home: their latest applications and their states, their groups’ latest activity and their upcoming events (3 of each, with totals)',
  tag: 'users',
  permission: 'profile.read',
  apiKey: true,
  response: { status: 200, body: MemberHome },
} as const satisfies Endpoint

export const homeEndpoints = { memberHome }
