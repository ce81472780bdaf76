import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { zonedTimestamp } from './dates'
import type { Endpoint } from './endpoint'
import { AdminRegistrationsQuery, registrationStates } from './events-search'
import { listQuery, PathHash, PathSlug, pageQuery, paginated } from './lists'
import { localized } from './localized'

// Events people sign up for in the portal (docs/events.md): the office's settings on an event (who may sign
// up, places, when sign-ups close, questions), a member's sign-up, waiting list and ticket, and the office's
// list, check-in and mail. An event run elsewhere keeps its outside link or address (docs/articles.md).

/** Who may sign up in the portal: any signed-in member (`members`), or the Premium tiers only (`premium`). */
export const eventSignupModes = ['members', 'premium'] as const
export type EventSignupMode = (typeof eventSignupModes)[number]

export { AdminRegistrationsQuery, type RegistrationState, registrationStates } from './events-search'

export const questionKinds = ['text', 'choice'] as const
export type QuestionKind = (typeof questionKinds)[number]

export const MAX_EVENT_QUESTIONS = 10
export const MAX_QUESTION_OPTIONS = 20
export const MAX_ANSWER_LENGTH = 500
export const MAX_EVENT_PLACES = 100_000

const labelText = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max))
const optionalLabel = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
    null,
  )

/** A text in Spanish (required) and, optionally, English and Catalan. */
export const QuestionLabel = v.strictObject({
  es: labelText(200),
  en: optionalLabel(200),
  ca: optionalLabel(200),
})
export type QuestionLabel = v.InferOutput<typeof QuestionLabel>

const QuestionId = v.pipe(
  v.string(),
  v.trim(),
  v.regex(
    /^[a-z0-9][a-z0-9_-]{0,39}$/,
    localized(msg`Usa de 1 a 40 minúsculas sin acentos, números, guiones o guiones bajos.`),
  ),
)

/** One of a choice's options: its id (what the answer holds) and its label. */
export const QuestionOption = v.strictObject({ id: QuestionId, label: QuestionLabel })

/**
 * A question the person answers when signing up: a short `text` or a `choice` among `options` (the answer
 * is the option's id). `id` names it in the answers and the CSV.
 */
export const EventQuestion = v.strictObject({
  id: QuestionId,
  label: QuestionLabel,
  kind: v.picklist(questionKinds),
  options: v.optional(v.pipe(v.array(QuestionOption), v.maxLength(MAX_QUESTION_OPTIONS)), []),
  required: v.optional(v.boolean(), false),
})
export type EventQuestion = v.InferOutput<typeof EventQuestion>

/**
 * The sign-up settings of an event, in the article editor (`POST`/`PATCH /usr/admin/articles`): `signups`
 * null takes no sign-ups in the portal; `places` null is unlimited; `signups_close_at` null closes them when
 * the event starts. The server checks the rules between them (docs/events.md).
 */
export const eventSignupEntries = {
  signups: v.optional(v.nullable(v.picklist(eventSignupModes))),
  places: v.optional(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_EVENT_PLACES))),
  ),
  signups_close_at: v.optional(
    v.nullable(
      zonedTimestamp({
        min: '1950-01-01',
        max: { years: 5 },
        message: msg`El cierre de las inscripciones debe estar entre 1950 y dentro de 5 años.`,
      }),
    ),
  ),
  questions: v.optional(v.pipe(v.array(EventQuestion), v.maxLength(MAX_EVENT_QUESTIONS))),
}

/** The sign-up settings as the office edits them (in `AdminArticle`). */
// Optional with their defaults, so a client reads a server older than the fields too.
export const AdminEventSignups = v.object({
  signups: v.optional(v.nullable(v.picklist(eventSignupModes)), null),
  places: v.optional(v.nullable(v.number()), null),
  signups_close_at: v.optional(v.nullable(v.string()), null),
  /** The office closed the sign-ups (`PUT /usr/admin/events/{hash}/signups`). */
  signups_closed: v.optional(v.boolean(), false),
  questions: v.optional(v.array(EventQuestion), []),
})
export type AdminEventSignups = v.InferOutput<typeof AdminEventSignups>

/** A question as a reader sees it: its label in the request's language (Spanish when not written). */
export const ReaderQuestion = v.object({
  id: v.string(),
  label: v.string(),
  kind: v.picklist(questionKinds),
  options: v.array(v.object({ id: v.string(), label: v.string() })),
  required: v.boolean(),
})

/**
 * An event's portal sign-up, on the article's payload (`signup`, null when the event takes none): who may
 * sign up, places left (null: unlimited), when it closes, whether it is open now and whether the caller may
 * (`may_sign_up`: false for a guest, and for a free member on a Premium-only event), the questions, and the
 * caller's state: `state` null (not signed up, or cancelled), `confirmed` with a place, or `waiting` at
 * `position` (1 is next).
 */
export const EventSignup = v.object({
  mode: v.picklist(eventSignupModes),
  places: v.nullable(v.number()),
  places_left: v.nullable(v.number()),
  closes_at: v.string(),
  open: v.boolean(),
  may_sign_up: v.boolean(),
  questions: v.array(ReaderQuestion),
  state: v.nullable(v.picklist(['confirmed', 'waiting'])),
  position: v.nullable(v.number()),
})
export type EventSignup = v.InferOutput<typeof EventSignup>

/** `POST /usr/events/{id}/registration`: the answers, by question id (a choice's answer is its option's id). */
export const RegistrationInput = v.strictObject({
  answers: v.optional(
    v.record(
      v.pipe(v.string(), v.maxLength(40)),
      v.pipe(v.string(), v.trim(), v.maxLength(MAX_ANSWER_LENGTH)),
    ),
    {},
  ),
})
export type RegistrationInput = v.InferOutput<typeof RegistrationInput>

/** The caller's sign-up to an event, as the sign-up and cancel calls answer it. */
export const MyRegistration = v.object({
  event: v.string(),
  signup: EventSignup,
})
export type MyRegistration = v.InferOutput<typeof MyRegistration>

/** A ticket: the signed token (what the QR code holds) and the QR code as SVG and as a PNG data URL. */
export const EventTicket = v.object({
  event: v.string(),
  title: v.string(),
  starts_at: v.string(),
  place: v.nullable(v.string()),
  name: v.string(),
  token: v.string(),
  qr_svg: v.string(),
  qr_png: v.string(),
  checked_in_at: v.nullable(v.string()),
})
export type EventTicket = v.InferOutput<typeof EventTicket>

/** One event of "my events": the event, its page's slug, and the caller's state. */
export const MyEvent = v.object({
  hash: v.string(),
  slug: v.string(),
  title: v.string(),
  place: v.nullable(v.string()),
  starts_at: v.string(),
  ends_at: v.nullable(v.string()),
  state: v.picklist(registrationStates),
  position: v.nullable(v.number()),
  checked_in_at: v.nullable(v.string()),
  /** A confirmed place of an event not over yet has a ticket (`GET /usr/events/{id}/ticket`). */
  ticket: v.boolean(),
})
export type MyEvent = v.InferOutput<typeof MyEvent>

export const MyEventsQuery = listQuery({
  when: v.optional(v.picklist(['upcoming', 'past']), 'upcoming'),
  ...pageQuery(20, 50),
})
export const MyEventList = paginated(MyEvent)

// The office.

/** A person signed up or waiting, with their answers; `position` for those waiting. */
export const AdminRegistration = v.object({
  id: v.string(),
  state: v.picklist(registrationStates),
  position: v.nullable(v.number()),
  user: v.object({ hash: v.string(), name: v.string(), surname: v.string(), email: v.string() }),
  answers: v.record(v.string(), v.string()),
  created_at: v.string(),
  promoted_at: v.nullable(v.string()),
  cancelled_at: v.nullable(v.string()),
  checked_in_at: v.nullable(v.string()),
})
export type AdminRegistration = v.InferOutput<typeof AdminRegistration>

/** The counts of an event: places, confirmed, waiting, checked in, and whether sign-ups are closed. */
export const EventCounts = v.object({
  places: v.nullable(v.number()),
  confirmed: v.number(),
  waiting: v.number(),
  cancelled: v.number(),
  checked_in: v.number(),
  signups_closed: v.boolean(),
})
export type EventCounts = v.InferOutput<typeof EventCounts>

export const AdminRegistrationList = v.object({
  ...paginated(AdminRegistration).entries,
  counts: EventCounts,
})

export const SignupsClosedInput = v.strictObject({ closed: v.boolean() })

export const EventMailInput = v.strictObject({
  subject: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  text: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(10_000)),
})
export const EventMailResult = v.object({ queued: v.number() })

/** A check-in: the ticket's token (scanned) or the registration's id (found by name). */
export const CheckInInput = v.union([
  v.strictObject({ token: v.pipe(v.string(), v.maxLength(300)) }),
  v.strictObject({ registration: PathHash }),
])
export type CheckInInput = v.InferOutput<typeof CheckInInput>

export const CheckInResult = v.object({ registration: AdminRegistration, counts: EventCounts })

const IdParams = v.object({ id: PathSlug })
const HashParams = v.object({ hash: PathHash })

export const signUp = {
  method: 'POST',
  path: '/usr/events/{id}/registration',
  summary:
    'Signs the caller up to a published event that takes sign-ups in the portal: a place while there are any, else the waiting list; the answers are checked against the questions. Premium-only events answer 403 to other members; after the close, with sign-ups closed or once started, 409',
  tag: 'events',
  permission: 'articles.save',
  apiKey: true,
  request: { params: IdParams, body: RegistrationInput },
  conflict: 'sign-ups are closed (by date, by the office, or the event started), or the event takes none',
  response: { status: 200, body: MyRegistration },
} as const satisfies Endpoint

export const cancelSignUp = {
  method: 'DELETE',
  path: '/usr/events/{id}/registration',
  summary:
    'Cancels the caller’s place or waiting position until the event starts; a freed place goes to the first person waiting, who is mailed',
  tag: 'events',
  permission: 'articles.save',
  apiKey: true,
  request: { params: IdParams },
  conflict: 'the event has started',
  response: { status: 200, body: MyRegistration },
} as const satisfies Endpoint

export const myTicket = {
  method: 'GET',
  path: '/usr/events/{id}/ticket',
  summary: 'The caller’s ticket to an event where they have a place: its signed token and QR code',
  tag: 'events',
  permission: 'articles.save',
  apiKey: true,
  request: { params: IdParams },
  response: { status: 200, body: EventTicket },
} as const satisfies Endpoint

export const myEvents = {
  method: 'GET',
  path: '/usr/events',
  summary:
    'The events the caller signed up for, upcoming (soonest first) or past (latest first), with their state',
  tag: 'events',
  permission: 'articles.save',
  apiKey: true,
  request: { query: MyEventsQuery },
  response: { status: 200, body: MyEventList },
} as const satisfies Endpoint

export const eventRegistrations = {
  method: 'GET',
  path: '/usr/admin/events/{hash}/registrations',
  summary:
    'The people signed up and waiting (waiting in order) with their answers, and the counts; `state` and `text` (name, surname or e-mail: the check-in by name) filter',
  tag: 'admin',
  permission: 'admin.articles.manage',
  apiKey: true,
  request: { params: HashParams, query: AdminRegistrationsQuery },
  response: { status: 200, body: AdminRegistrationList },
} as const satisfies Endpoint

export const eventRegistrationsCsv = {
  method: 'GET',
  path: '/usr/admin/events/{hash}/registrations.csv',
  summary: 'The people signed up and waiting with their answers, as CSV',
  tag: 'admin',
  permission: 'admin.articles.manage',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 200, contentType: 'text/csv' },
} as const satisfies Endpoint

export const eventCounts = {
  method: 'GET',
  path: '/usr/admin/events/{hash}/counts',
  summary: 'An event’s counts: places, confirmed, waiting, checked in',
  tag: 'admin',
  permission: 'admin.articles.manage',
  apiKey: true,
  request: { params: HashParams },
  response: { status: 200, body: EventCounts },
} as const satisfies Endpoint

export const closeSignups = {
  method: 'PUT',
  path: '/usr/admin/events/{hash}/signups',
  summary: 'Closes (`closed: true`) or reopens the portal sign-ups of an event',
  tag: 'admin',
  permission: 'admin.articles.manage',
  apiKey: true,
  request: { params: HashParams, body: SignupsClosedInput },
  conflict: 'the event takes no sign-ups in the portal',
  response: { status: 200, body: EventCounts },
} as const satisfies Endpoint

export const mailAttendees = {
  method: 'POST',
  path: '/usr/admin/events/{hash}/mail',
  summary: 'Mails everyone with a confirmed place (subject and text), through the outbox',
  tag: 'admin',
  permission: 'admin.articles.manage',
  apiKey: true,
  request: { params: HashParams, body: EventMailInput },
  response: { status: 200, body: EventMailResult },
} as const satisfies Endpoint

export const checkIn = {
  method: 'POST',
  path: '/usr/admin/events/{hash}/check-in',
  summary:
    'Checks a person in at the door, by the ticket’s token or the registration’s id: 409 when already checked in (saying when) or for a ticket of another event; 400 for a forged token',
  tag: 'admin',
  permission: 'admin.articles.manage',
  apiKey: true,
  request: { params: HashParams, body: CheckInInput },
  conflict: 'already checked in, a ticket of another event, or a place not confirmed',
  response: { status: 200, body: CheckInResult },
} as const satisfies Endpoint

export const eventEndpoints = {
  signUp,
  cancelSignUp,
  myTicket,
  myEvents,
  eventRegistrations,
  eventRegistrationsCsv,
  eventCounts,
  closeSignups,
  mailAttendees,
  checkIn,
} as const satisfies Record<string, Endpoint>
