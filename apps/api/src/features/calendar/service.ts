import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { CalendarFeedState, CreatedCalendarFeed } from '@egresa/api-contract/calendar'
import { can } from '@egresa/api-contract/permissions'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { calendarFeeds } from '../../db/schema/calendar'
import { hashToken } from '../../lib/auth/tokens'
import { type Locale, locales } from '../../lib/i18n'
import type { AppOrigins } from '../../lib/links'
import { personCalendar } from './feed'
import { findFeed, findFeedOwner, personApplicationDates, personEvents } from './queries'

// A person's calendar feed (docs/articles.md, "My calendar"): a random secret in the address, of which the
// database keeps only the SHA-256; replacing it writes a new hash over the old one, revoking deletes the row.

/** Events and application dates a feed holds at most, each: years of a busy member's calendar. */
const MAX_EVENTS = 2000

/** `/api/calendar/<secret>.ics`: 32 random bytes, base64url (43 characters). */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/

export async function feedState(db: Db, userId: string): Promise<CalendarFeedState> {
  const row = await findFeed(db, userId)
  return {
    active: row !== null,
    created_at: row?.createdAt.toISOString() ?? null,
    last_read_at: row?.lastReadAt?.toISOString() ?? null,
  }
}

/** A new secret for the person's feed, replacing any old one in the same statement. */
export async function createFeed(
  db: Db,
  params: { userId: string; apiOrigin: string },
): Promise<CreatedCalendarFeed> {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  const values = { userId: params.userId, tokenHash: hashToken(token), createdAt: now, lastReadAt: null }
  await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values })
  const url = `${params.apiOrigin.replace(/\/+$/, '')}/api/calendar/${token}.ics`
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:'), created_at: now.toISOString() }
}

export async function deleteFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId))
}

/** A calendar app read the feed at most this long ago, so `last_read_at` is written at most this often. */
const READ_MARK_MS = 60 * 60 * 1000

/**
 * The calendar of the feed at this address (`<secret>.ics`), or null when there is none: a malformed name,
 * an unknown or revoked secret, an account no longer active or no longer a member.
 */
export async function readFeed(
  db: Db,
  params: { file: string; origins: AppOrigins; domain: string },
): Promise<string | null> {
  const token = FEED_FILE.exec(params.file)?.[1]
  if (!token) return null
  const hash = hashToken(token)
  const owner = await findFeedOwner(db, hash)
  // The row was found by its hash; compared again in constant time, so no answer's timing says how much of a
  // guessed hash matched.
  if (!owner || !timingSafeEqual(Buffer.from(owner.tokenHash), Buffer.from(hash))) return null
  if (!can(owner.role, 'articles.save')) return null
  const locale: Locale = (locales as readonly string[]).includes(owner.language)
    ? (owner.language as Locale)
    : 'es'
  const [events, applications] = await Promise.all([
    personEvents(db, { userId: owner.userId, limit: MAX_EVENTS }),
    personApplicationDates(db, { userId: owner.userId, limit: MAX_EVENTS }),
  ])
  const now = new Date()
  if (!owner.lastReadAt || now.getTime() - owner.lastReadAt.getTime() > READ_MARK_MS)
    await db.update(calendarFeeds).set({ lastReadAt: now }).where(eq(calendarFeeds.userId, owner.userId))
  return personCalendar(events, applications, { locale, origins: params.origins, domain: params.domain })
}
