import * as v from 'valibot'
import type { Endpoint } from './endpoint'

// A person's calendar feed (docs/articles.md, "My calendar"): one private address a phone's or Outlook's
// calendar subscribes to, with the events the person signed up for and saved and the dates of their job
// applications' offers. The address holds a secret; creating it again invalidates the old one.

/** Whether the caller has a feed, since when, and when a calendar last read it; never the address. */
export const CalendarFeedState = v.object({
  active: v.boolean(),
  created_at: v.nullable(v.string()),
  last_read_at: v.nullable(v.string()),
})
export type CalendarFeedState = v.InferOutput<typeof CalendarFeedState>

/** A new feed: its address, shown this once (the portal keeps only a hash of its secret). */
export const CreatedCalendarFeed = v.object({
  url: v.string(),
  /** The same address with `webcal:`, which a phone's calendar opens as a subscription. */
  webcal_url: v.string(),
  created_at: v.string(),
})
export type CreatedCalendarFeed = v.InferOutput<typeof CreatedCalendarFeed>

/** `<secret>.ics`: anything else names no feed (404). */
export const CalendarFileParams = v.object({ file: v.pipe(v.string(), v.maxLength(100)) })

export const calendarFeed = {
  method: 'GET',
  path: '/usr/users/calendar',
  summary: 'Whether the caller has a calendar feed, since when and when it was last read (never its address)',
  tag: 'users',
  permission: 'articles.save',
  apiKey: true,
  response: { status: 200, body: CalendarFeedState },
} as const satisfies Endpoint

export const createCalendarFeed = {
  method: 'POST',
  path: '/usr/users/calendar',
  summary:
    'Creates the caller’s calendar feed, or replaces it (the old address stops working at once); answers the new address, this once',
  tag: 'users',
  permission: 'articles.save',
  apiKey: true,
  response: { status: 201, body: CreatedCalendarFeed },
} as const satisfies Endpoint

export const deleteCalendarFeed = {
  method: 'DELETE',
  path: '/usr/users/calendar',
  summary: 'Revokes the caller’s calendar feed: its address answers 404 from now on',
  tag: 'users',
  permission: 'articles.save',
  apiKey: true,
  response: { status: 204 },
} as const satisfies Endpoint

export const calendarFeedIcs = {
  method: 'GET',
  path: '/api/calendar/{file}',
  summary:
    'A person’s calendar feed (RFC 5545) at its secret address `/api/calendar/<secret>.ics`, without a session or the API key, in the person’s language: the events they signed up for and saved, and their applications’ offer dates; 404 for an unknown or revoked address',
  tag: 'users',
  permission: 'articles.read',
  apiKey: false,
  request: { params: CalendarFileParams },
  response: { status: 200, contentType: 'text/calendar' },
} as const satisfies Endpoint

export const calendarEndpoints = {
  calendarFeed,
  createCalendarFeed,
  deleteCalendarFeed,
  calendarFeedIcs,
} as const satisfies Record<string, Endpoint>
