import type { OfferStatus } from './jobs-search'

// The offer's state machine (spec section 4; docs/jobs.md draws it): one table of what each action does
// from each state, and who may take it. The API refuses (409) what the table does not allow; the company
// app shows only the buttons it allows.

/** What a company (edit … reopen) or the alumni office (approve, reject) does to an offer. */
export const offerActions = ['edit', 'delete', 'publish', 'approve', 'reject', 'close', 'reopen'] as const
export type OfferAction = (typeof offerActions)[number]

/** Who takes an action: the company that owns the offer, or the alumni office reviewing it. */
export type OfferActor = 'company' | 'office'
export const offerActors: Record<OfferAction, OfferActor> = {
  edit: 'company',
  delete: 'company',
  publish: 'company',
  approve: 'office',
  reject: 'office',
  close: 'company',
  reopen: 'company',
}

/** The state an action leads to from each state that allows it; `null`: the offer is gone (deleted). */
export const offerTransitions: Record<OfferAction, Partial<Record<OfferStatus, OfferStatus | null>>> = {
  // Editing keeps a draft a draft and a pending offer pending; a published one goes back to review.
  edit: { UNPUBLISHED: 'UNPUBLISHED', PENDING: 'PENDING', PUBLISHED: 'PENDING' },
  // A published offer is closed first: alumni may be in the middle of applying.
  delete: { UNPUBLISHED: null, PENDING: null, CLOSED: null },
  publish: { UNPUBLISHED: 'PENDING' },
  approve: { PENDING: 'PUBLISHED' },
  reject: { PENDING: 'UNPUBLISHED' },
  close: { PUBLISHED: 'CLOSED' },
  reopen: { CLOSED: 'PUBLISHED' },
}

/** The state a new offer starts in: a draft, until the company sends it to review. */
export const newOfferStatus = 'UNPUBLISHED' satisfies OfferStatus

/** Whether the action is allowed from the state. */
export function canDo(action: OfferAction, from: OfferStatus): boolean {
  return Object.hasOwn(offerTransitions[action], from)
}

/** The state the action leads to from `from` (`null`: deleted), or `undefined` when it is not allowed. */
export function transition(action: OfferAction, from: OfferStatus): OfferStatus | null | undefined {
  return offerTransitions[action][from]
}

/** The actions allowed from a state (only an actor's, when given), each with the state it leads to. */
export function nextStates(
  from: OfferStatus,
  actor?: OfferActor,
): { action: OfferAction; to: OfferStatus | null }[] {
  return offerActions.flatMap((action) => {
    const to = offerTransitions[action][from]
    return to === undefined || (actor && offerActors[action] !== actor) ? [] : [{ action, to }]
  })
}

/** The company may change the offer's fields (a closed one is reopened first). */
export const canEdit = (status: OfferStatus) => canDo('edit', status)
/** The company may delete it (a published one is closed first). */
export const canDelete = (status: OfferStatus) => canDo('delete', status)
/** The company may send it to review: it is a draft. */
export const canPublish = (status: OfferStatus) => canDo('publish', status)
/** The company may close it: it is in the job bank. */
export const canClose = (status: OfferStatus) => canDo('close', status)
/** The company may open it again: it is closed. */
export const canReopen = (status: OfferStatus) => canDo('reopen', status)
/** The office may approve or reject it: it waits for review. */
export const canReview = (status: OfferStatus) => canDo('approve', status) && canDo('reject', status)
/** Saving changes takes it out of the job bank and back to review (a published offer). */
export const editReturnsToReview = (status: OfferStatus) =>
  transition('edit', status) === 'PENDING' && status !== 'PENDING'
