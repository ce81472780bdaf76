import * as v from 'valibot'
import type { Endpoint } from './endpoint'
import { PathHash, paginated } from './lists'
import { MentorsQuery, OfficeMentorsQuery } from './mentoring-search'

// Mentoring (docs/mentoring.md): a member offers to mentor (topics, how many mentees at once, paused at will),
// another member asks with a short message, the mentor accepts or declines, and either ends it with optional
// feedback for the office. The job bank shows, on an offer's page, the mentors who work at its company. The
// office lists the mentors and may pause one; its figures are in the community report.

export { MENTORS_PAGE_SIZE, MentorsQuery, OfficeMentorsQuery } from './mentoring-search'

/** A request's states: pending until the mentor answers; accepted until either person ends it. */
export const mentoringStates = ['pending', 'accepted', 'declined', 'ended', 'withdrawn'] as const
export type MentoringState = (typeof mentoringStates)[number]

/** The states in which a request holds the pair: a second one is refused meanwhile. */
export const openMentoringStates = ['pending', 'accepted'] as const satisfies readonly MentoringState[]

/** What each person may do to a request in each state (the apps ask this instead of reading states). */
export const mentoringActions = {
  accept: { by: 'mentor', from: ['pending'] },
  decline: { by: 'mentor', from: ['pending'] },
  withdraw: { by: 'mentee', from: ['pending'] },
  end: { by: 'either', from: ['accepted'] },
} as const satisfies Record<string, { by: 'mentor' | 'mentee' | 'either'; from: readonly MentoringState[] }>
export type MentoringAction = keyof typeof mentoringActions

/** Whether `side` may do `action` to a request in `state`. */
export function canDoMentoring(action: MentoringAction, side: 'mentor' | 'mentee', state: MentoringState) {
  const rule = mentoringActions[action]
  return (
    (rule.by === 'either' || rule.by === side) && (rule.from as readonly MentoringState[]).includes(state)
  )
}

export const MENTOR_CAPACITY_MAX = 10
export const MENTOR_TOPICS_MAX = 1000
export const MENTORING_MESSAGE_MAX = 1000
export const MENTOR_STUDIES_MAX = 5
export const MENTOR_TAGS_MAX = 10

const Hashes = (max: number) =>
  v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))), v.maxLength(max)), [])

const optionalText = (max: number) =>
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

/**
 * `PUT /usr/mentoring/offer`: what the person mentors on. `studies`: hashes of items of the studies tree;
 * `tags`: hashes of USER tags of the groups `area` and `specialty`. The company is one of the person's current
 * work experiences (`experience`, its hash: the company's name is taken from it) or written (`company`); not
 * both. `capacity`: how many mentees at once.
 */
export const MentorOfferInput = v.strictObject({
  studies: Hashes(MENTOR_STUDIES_MAX),
  tags: Hashes(MENTOR_TAGS_MAX),
  experience: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))), null),
  company: optionalText(200),
  topics: optionalText(MENTOR_TOPICS_MAX),
  capacity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MENTOR_CAPACITY_MAX)),
})
export type MentorOfferInput = v.InferOutput<typeof MentorOfferInput>

const Named = v.object({ hash: v.string(), title: v.string() })
const MentorTag = v.object({ hash: v.string(), title: v.string(), group: v.picklist(['area', 'specialty']) })

/** A person as mentoring shows them. */
export const MentoringPerson = v.object({
  hash: v.string(),
  name: v.string(),
  surname: v.string(),
  avatar: v.nullable(v.string()),
  current_job: v.nullable(v.string()),
  current_company: v.nullable(v.string()),
})
export type MentoringPerson = v.InferOutput<typeof MentoringPerson>

/** What a mentor offers, in the request's language. */
const OfferTopics = {
  studies: v.array(Named),
  tags: v.array(MentorTag),
  /** The company the mentor works at; `experience`: the work experience it was taken from. */
  company: v.nullable(v.string()),
  topics: v.nullable(v.string()),
  capacity: v.number(),
}

/** The caller's own offer: its state and its counts. */
export const MyMentorOffer = v.object({
  ...OfferTopics,
  experience: v.nullable(v.string()),
  /** Paused by the person (they take no new mentees). */
  paused: v.boolean(),
  /** Paused by the alumni office, with its reason: only the office resumes it. */
  paused_by_office: v.boolean(),
  office_reason: v.nullable(v.string()),
  /** Mentees now (accepted requests) and requests waiting for an answer. */
  active: v.number(),
  pending: v.number(),
  /** Whether others find it: not paused, room left, and the person appears to other members. */
  listed: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type MyMentorOffer = v.InferOutput<typeof MyMentorOffer>

export const MentorOfferState = v.object({ offer: v.nullable(MyMentorOffer) })
export type MentorOfferState = v.InferOutput<typeof MentorOfferState>

/** A mentor as the search and an offer's page show them. `places_left`: mentees they may still take. */
export const Mentor = v.object({
  person: MentoringPerson,
  ...OfferTopics,
  places_left: v.number(),
})
export type Mentor = v.InferOutput<typeof Mentor>

export const MentorList = paginated(Mentor)
export type MentorList = v.InferOutput<typeof MentorList>

/** `GET /usr/jobs/{id}/mentors`: the offer's company and the mentors who work there (docs/mentoring.md). */
export const OfferMentors = v.object({ company: v.string(), items: v.array(Mentor) })
export type OfferMentors = v.InferOutput<typeof OfferMentors>

export const MentoringRequestInput = v.strictObject({
  message: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(MENTORING_MESSAGE_MAX)),
})
export type MentoringRequestInput = v.InferOutput<typeof MentoringRequestInput>

/** A decline's words to the person who asked; without them they read a kind default in their language. */
export const DeclineMentoringInput = v.strictObject({ message: optionalText(MENTORING_MESSAGE_MAX) })
export type DeclineMentoringInput = v.InferOutput<typeof DeclineMentoringInput>

/** Ending a mentorship: what went well or not, for the alumni office only (the other person never reads it). */
export const EndMentoringInput = v.strictObject({ feedback: optionalText(2000) })
export type EndMentoringInput = v.InferOutput<typeof EndMentoringInput>

/**
 * A request, as one of its two people sees it. `side`: the caller's (`mentor` or `mentee`); `person`: the
 * other one, null when they erased their account (a former member). `decline_message`: the mentor's words or,
 * with `decline_default`, the kind default said in the request's language. `feedback`: the caller's own
 * feedback to the office when they ended it (never the other person's). `conversation`: the hash of the pair's
 * conversation, once accepted.
 */
export const MentoringRequest = v.object({
  hash: v.string(),
  side: v.picklist(['mentor', 'mentee']),
  person: v.nullable(MentoringPerson),
  state: v.picklist(mentoringStates),
  message: v.nullable(v.string()),
  decline_message: v.nullable(v.string()),
  decline_default: v.boolean(),
  ended_by: v.nullable(v.picklist(['mentor', 'mentee', 'erasure'])),
  feedback: v.nullable(v.string()),
  conversation: v.nullable(v.string()),
  created_at: v.string(),
  answered_at: v.nullable(v.string()),
  ended_at: v.nullable(v.string()),
})
export type MentoringRequest = v.InferOutput<typeof MentoringRequest>

/** The accept's answer: the request and the conversation it opened (null until conversations are wired). */
export const AcceptedMentoring = v.object({ request: MentoringRequest, conversation: v.nullable(v.string()) })
export type AcceptedMentoring = v.InferOutput<typeof AcceptedMentoring>

/** One side of the mentoring page: requests waiting, mentorships going on, and the last 50 that ended. */
const MentoringSide = v.object({
  pending: v.array(MentoringRequest),
  active: v.array(MentoringRequest),
  past: v.array(MentoringRequest),
})

/** `GET /usr/mentoring`: the caller's mentoring page, as mentee and as mentor, and their offer. */
export const MyMentoring = v.object({
  offer: v.nullable(MyMentorOffer),
  as_mentee: MentoringSide,
  as_mentor: MentoringSide,
})
export type MyMentoring = v.InferOutput<typeof MyMentoring>

/** A mentor in the office's list, with their counts. */
export const OfficeMentor = v.object({
  person: MentoringPerson,
  email: v.string(),
  company: v.nullable(v.string()),
  capacity: v.number(),
  paused: v.boolean(),
  paused_by_office: v.boolean(),
  office_reason: v.nullable(v.string()),
  active: v.number(),
  pending: v.number(),
  /** Requests ever accepted, and mentorships ended. */
  accepted: v.number(),
  ended: v.number(),
  created_at: v.string(),
})
export type OfficeMentor = v.InferOutput<typeof OfficeMentor>

export const OfficeMentorList = paginated(OfficeMentor)
export type OfficeMentorList = v.InferOutput<typeof OfficeMentorList>

export const OfficePauseMentorInput = v.strictObject({ reason: optionalText(2000) })
export type OfficePauseMentorInput = v.InferOutput<typeof OfficePauseMentorInput>

const Id = v.object({ id: PathHash })

export const myMentorOffer = {
  method: 'GET',
  path: '/usr/mentoring/offer',
  summary: 'The caller’s mentor offer, with its state and counts (`offer: null` when they offer nothing)',
  tag: 'mentoring',
  permission: 'mentoring.use',
  apiKey: true,
  response: { status: 200, body: MentorOfferState },
} as const satisfies Endpoint

export const saveMentorOffer = {
  method: 'PUT',
  path: '/usr/mentoring/offer',
  summary:
    'Offers to mentor, or changes the offer: studies, area and specialty tags, company (from a current work experience or written), topics and how many mentees at once',
  tag: 'mentoring',
  permission: 'mentoring.use',
  apiKey: true,
  request: { body: MentorOfferInput },
  response: { status: 200, body: MentorOfferState },
} as const satisfies Endpoint

export const pauseMentorOffer = {
  method: 'POST',
  path: '/usr/mentoring/offer/pause',
  summary: 'Pauses the caller’s offer: nobody finds them or asks them until they resume (mentorships go on)',
  tag: 'mentoring',
  permission: 'mentoring.use',
  apiKey: true,
  response: { status: 200, body: MentorOfferState },
} as const satisfies Endpoint

export const resumeMentorOffer = {
  method: 'POST',
  path: '/usr/mentoring/offer/resume',
  summary: 'Resumes the caller’s paused offer (not one the office paused)',
  tag: 'mentoring',
  permission: 'mentoring.use',
  apiKey: true,
  conflict: 'the office paused the offer',
  response: { status: 200, body: MentorOfferState },
} as const satisfies Endpoint

export const mentors = {
  method: 'GET',
  path: '/usr/mentoring/mentors',
  summary:
    'Mentoring search: members who offer to mentor, are not paused, have room and appear to other members; filters company, studies and area',
  tag: 'mentoring',
  permission: 'mentoring.use',
  apiKey: true,
  request: { query: MentorsQuery },
  response: { status: 200, body: MentorList },
} as const satisfies Endpoint

export const offerMentors = {
  method: 'GET',
  path: '/usr/jobs/{id}/mentors',
  summary:
    'Alumni who work at a published offer’s company and mentor: the mentors whose offer names that company (docs/mentoring.md), at most 20',
  tag: 'mentoring',
  permission: 'mentoring.use',
  apiKey: true,
  request: { params: Id },
  response: { status: 200, body: OfferMentors },
} as const satisfies Endpoint

export const askMentoring = {
  method: 'POST',
  path: '/usr/mentoring/mentors/{id}/requests',
  summary:
    'Asks a mentor (their person hash) for mentoring with a short message; refused for oneself, a second open request, a paused or full mentor',
  tag: 'mentoring',
  permission: 'mentoring.use',
  apiKey: true,
  request: { params: Id, body: MentoringRequestInput },
  conflict: 'a request to this mentor is already open, or the mentor is paused or full',
  response: { status: 201, body: MentoringRequest },
} as const satisfies Endpoint

export const myMentoring = {
  method: 'GET',
  path: '/usr/mentoring',
  summary:
    'The caller’s mentoring page: their offer, and their requests and mentorships as mentee and as mentor',
  tag: 'mentoring',
  permission: 'mentoring.use',
  apiKey: true,
  response: { status: 200, body: MyMentoring },
} as const satisfies Endpoint

export const acceptMentoring = {
  method: 'POST',
  path: '/usr/mentoring/requests/{id}/accept',
  summary:
    'The mentor accepts a pending request: a mentorship begins, and a conversation between the two opens',
  tag: 'mentoring',
  permission: 'mentoring.use',
  apiKey: true,
  request: { params: Id },
  conflict: 'the request is no longer pending, or the mentor has no room left',
  response: { status: 200, body: AcceptedMentoring },
} as const satisfies Endpoint

export const declineMentoring = {
  method: 'POST',
  path: '/usr/mentoring/requests/{id}/decline',
  summary: 'The mentor declines a pending request, with their words or, without them, a kind default message',
  tag: 'mentoring',
  permission: 'mentoring.use',
  apiKey: true,
  request: { params: Id, body: DeclineMentoringInput },
  emptyBody: 'declines with the kind default message',
  conflict: 'the request is no longer pending',
  response: { status: 200, body: MentoringRequest },
} as const satisfies Endpoint

export const withdrawMentoring = {
  method: 'POST',
  path: '/usr/mentoring/requests/{id}/withdraw',
  summary: 'The mentee withdraws their request while it is pending',
  tag: 'mentoring',
  permission: 'mentoring.use',
  apiKey: true,
  request: { params: Id },
  conflict: 'the request is no longer pending',
  response: { status: 200, body: MentoringRequest },
} as const satisfies Endpoint

export const endMentoring = {
  method: 'POST',
  path: '/usr/mentoring/requests/{id}/end',
  summary: 'Either person ends an accepted mentorship, with optional feedback for the alumni office',
  tag: 'mentoring',
  permission: 'mentoring.use',
  apiKey: true,
  request: { params: Id, body: EndMentoringInput },
  emptyBody: 'ends it without feedback',
  conflict: 'the mentorship is not going on',
  response: { status: 200, body: MentoringRequest },
} as const satisfies Endpoint

export const officeMentors = {
  method: 'GET',
  path: '/usr/admin/mentoring/mentors',
  summary:
    'The office’s list of mentors, paused ones too, with their mentees, requests and ended mentorships',
  tag: 'mentoring',
  permission: 'admin.mentoring.manage',
  apiKey: true,
  request: { query: OfficeMentorsQuery },
  response: { status: 200, body: OfficeMentorList },
} as const satisfies Endpoint

export const officePauseMentor = {
  method: 'POST',
  path: '/usr/admin/mentoring/mentors/{id}/pause',
  summary:
    'The office pauses a mentor (their person hash), with a reason they read: nobody finds or asks them until the office resumes it',
  tag: 'mentoring',
  permission: 'admin.mentoring.manage',
  apiKey: true,
  request: { params: Id, body: OfficePauseMentorInput },
  emptyBody: 'pauses without a reason',
  conflict: 'the office already paused the mentor',
  response: { status: 200, body: OfficeMentor },
} as const satisfies Endpoint

export const officeResumeMentor = {
  method: 'POST',
  path: '/usr/admin/mentoring/mentors/{id}/resume',
  summary: 'The office resumes a mentor it paused (a pause of the person’s own stays)',
  tag: 'mentoring',
  permission: 'admin.mentoring.manage',
  apiKey: true,
  request: { params: Id },
  conflict: 'the office has not paused the mentor',
  response: { status: 200, body: OfficeMentor },
} as const satisfies Endpoint

export const mentoringEndpoints = {
  myMentorOffer,
  saveMentorOffer,
  pauseMentorOffer,
  resumeMentorOffer,
  mentors,
  offerMentors,
  askMentoring,
  myMentoring,
  acceptMentoring,
  declineMentoring,
  withdrawMentoring,
  endMentoring,
  officeMentors,
  officePauseMentor,
  officeResumeMentor,
} as const satisfies Record<string, Endpoint>
