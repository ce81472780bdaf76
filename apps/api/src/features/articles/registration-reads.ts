import type { EventCounts, EventSignup, QuestionLabel } from '@egresa/api-contract/events'
import { can, type RoleOrAnonymous } from '@egresa/api-contract/permissions'
import { and, count, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { eventRegistrations } from '../../db/schema/content'
import type { Locale } from '../../lib/i18n'
import type { ArticleRow } from './queries'

// The reads of an event's portal sign-ups (docs/events.md) that the article's payload carries.

export type EventRow = Pick<
  ArticleRow,
  | 'id'
  | 'hash'
  | 'type'
  | 'signups'
  | 'places'
  | 'signupsCloseAt'
  | 'signupsClosed'
  | 'startsAt'
  | 'questions'
>

/** When the sign-ups close: the office's date, else the event's start. */
export const closesAt = (row: EventRow): Date | null => row.signupsCloseAt ?? row.startsAt

/** Whether the role may sign up to an event: any member, or the Premium tiers only (and the office). */
export function mayRegister(row: Pick<ArticleRow, 'signups'>, role: RoleOrAnonymous): boolean {
  if (!row.signups) return false
  return can(role, row.signups === 'premium' ? 'articles.subscribe' : 'articles.save')
}

export function isOpen(row: EventRow, now: Date): boolean {
  const close = closesAt(row)
  return Boolean(
    row.signups && !row.signupsClosed && row.startsAt && close && now < close && now < row.startsAt,
  )
}

/** A label in the reader's language: Catalan or English when written, else Spanish. */
export const labelIn = (label: QuestionLabel, locale: Locale) =>
  (locale === 'en' ? label.en : locale === 'ca' ? label.ca : null) ?? label.es

// Reading.

/** The counts of an event's sign-ups. */
export async function eventCounts(db: Db, row: Pick<ArticleRow, 'id' | 'places' | 'signupsClosed'>) {
  const [c] = await db
    .select({
      confirmed: sql<number>`count(*) filter (where ${eventRegistrations.state} = 'confirmed')`.mapWith(
        Number,
      ),
      waiting: sql<number>`count(*) filter (where ${eventRegistrations.state} = 'waiting')`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${eventRegistrations.state} = 'cancelled')`.mapWith(
        Number,
      ),
      checked_in: sql<number>`count(${eventRegistrations.checkedInAt})`.mapWith(Number),
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.articleId, row.id))
  return {
    places: row.places,
    confirmed: c?.confirmed ?? 0,
    waiting: c?.waiting ?? 0,
    cancelled: c?.cancelled ?? 0,
    checked_in: c?.checked_in ?? 0,
    signups_closed: row.signupsClosed,
  } satisfies EventCounts
}

/** A waiting person's place in the list (1 is next). */
export async function waitingPosition(db: Db, articleId: string, seq: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.articleId, articleId),
        eq(eventRegistrations.state, 'waiting'),
        lte(eventRegistrations.seq, seq),
      ),
    )
  return r?.n ?? 0
}

/** An event's sign-up as the article's payload carries it, with the caller's state; null without sign-ups. */
export async function signupOf(
  db: Db,
  row: ArticleRow,
  params: { userId: string | null; role: RoleOrAnonymous; locale: Locale; now?: Date },
): Promise<EventSignup | null> {
  const close = closesAt(row)
  if (row.type !== 'EVENT' || !row.signups || !close) return null
  const counts = await eventCounts(db, row)
  const [mine] = params.userId
    ? await db
        .select({ state: eventRegistrations.state, seq: eventRegistrations.seq })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.articleId, row.id), eq(eventRegistrations.userId, params.userId)))
    : []
  const state = mine && mine.state !== 'cancelled' ? mine.state : null
  return {
    mode: row.signups,
    places: row.places,
    places_left: row.places === null ? null : Math.max(0, row.places - counts.confirmed),
    closes_at: close.toISOString(),
    open: isOpen(row, params.now ?? new Date()),
    may_sign_up: params.userId !== null && mayRegister(row, params.role),
    questions: row.questions.map((q) => ({
      id: q.id,
      label: labelIn(q.label, params.locale),
      kind: q.kind,
      options: q.options.map((o) => ({ id: o.id, label: labelIn(o.label, params.locale) })),
      required: q.required,
    })),
    state,
    position: mine && state === 'waiting' ? await waitingPosition(db, row.id, mine.seq) : null,
  }
}
