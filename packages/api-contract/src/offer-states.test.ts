import { describe, expect, it } from 'vitest'
import { offerStatuses } from './jobs-search'
import {
  canClose,
  canDelete,
  canEdit,
  canPublish,
  canReopen,
  canReview,
  editReturnsToReview,
  nextStates,
  offerActions,
  offerTransitions,
  transition,
} from './offer-states'

describe('the offer state machine', () => {
  it('leads only to offer states (or deletion)', () => {
    for (const action of offerActions) {
      for (const [from, to] of Object.entries(offerTransitions[action])) {
        expect(offerStatuses).toContain(from)
        if (to !== null) expect(offerStatuses).toContain(to)
      }
    }
  })

  it('lets each party do what spec section 4 says', () => {
    expect(nextStates('UNPUBLISHED', 'company')).toEqual([
      { action: 'edit', to: 'UNPUBLISHED' },
      { action: 'delete', to: null },
      { action: 'publish', to: 'PENDING' },
    ])
    expect(nextStates('PENDING', 'office')).toEqual([
      { action: 'approve', to: 'PUBLISHED' },
      { action: 'reject', to: 'UNPUBLISHED' },
    ])
    expect(nextStates('PUBLISHED')).toEqual([
      { action: 'edit', to: 'PENDING' },
      { action: 'close', to: 'CLOSED' },
    ])
    expect(nextStates('CLOSED', 'office')).toEqual([])
    expect(nextStates('CLOSED', 'company')).toEqual([
      { action: 'delete', to: null },
      { action: 'reopen', to: 'PUBLISHED' },
    ])
    expect(transition('close', 'PENDING')).toBeUndefined()
  })

  it('answers the buttons’ questions', () => {
    expect(offerStatuses.filter(canEdit)).toEqual(['UNPUBLISHED', 'PENDING', 'PUBLISHED'])
    expect(offerStatuses.filter(canDelete)).toEqual(['UNPUBLISHED', 'PENDING', 'CLOSED'])
    expect(offerStatuses.filter(canPublish)).toEqual(['UNPUBLISHED'])
    expect(offerStatuses.filter(canClose)).toEqual(['PUBLISHED'])
    expect(offerStatuses.filter(canReopen)).toEqual(['CLOSED'])
    expect(offerStatuses.filter(canReview)).toEqual(['PENDING'])
    expect(offerStatuses.filter(editReturnsToReview)).toEqual(['PUBLISHED'])
  })
})
