import type { OfferStatus } from '@egresa/api-contract/jobs'
import { type OfferAction, transition } from '@egresa/api-contract/offer-states'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError } from '../../lib/errors'
import { reasonMessages } from '../../lib/messages'

// The offer's state machine is the contract's (`@egresa/api-contract/offer-states`): one table of what each
// action does from each state. Every write to an offer's status goes through `nextStatus`, so the table is the
// whole rule; this file adds the 409's words.

/**
 * Why an action is refused from each state it does not start from (`offerTransitions`), one whole sentence
 * each: what to do instead where there is something to do, else what the action needs and what the offer is.
 */
const refusals: Record<OfferAction, Partial<Record<OfferStatus, MessageDescriptor>>> = {
  edit: {
    CLOSED: msg`Esta oferta está cerrada: reábrela para poder editarla.`,
  },
  delete: {
    PUBLISHED: msg`Esta oferta está publicada: ciérrala antes de borrarla.`,
  },
  publish: {
    PENDING: msg`Esta oferta ya está pendiente de publicación: la oficina de antiguos alumnos la está revisando.`,
    PUBLISHED: msg`Esta oferta ya está publicada.`,
    CLOSED: msg`Esta oferta está cerrada: reábrela para volver a publicarla.`,
  },
  approve: {
    UNPUBLISHED: msg`Solo se puede aprobar una oferta pendiente de publicación, y esta está en borrador.`,
    PUBLISHED: msg`Solo se puede aprobar una oferta pendiente de publicación, y esta está publicada.`,
    CLOSED: msg`Solo se puede aprobar una oferta pendiente de publicación, y esta está cerrada.`,
  },
  reject: {
    UNPUBLISHED: msg`Solo se puede rechazar una oferta pendiente de publicación, y esta está en borrador.`,
    PUBLISHED: msg`Solo se puede rechazar una oferta pendiente de publicación, y esta está publicada.`,
    CLOSED: msg`Solo se puede rechazar una oferta pendiente de publicación, y esta está cerrada.`,
  },
  close: {
    UNPUBLISHED: msg`Solo se puede cerrar una oferta publicada, y esta está en borrador.`,
    PENDING: msg`Solo se puede cerrar una oferta publicada, y esta está pendiente de publicación.`,
    CLOSED: msg`Esta oferta ya está cerrada.`,
  },
  reopen: {
    UNPUBLISHED: msg`Solo se puede reabrir una oferta cerrada, y esta está en borrador.`,
    PENDING: msg`Solo se puede reabrir una oferta cerrada, y esta está pendiente de publicación.`,
    PUBLISHED: msg`Esta oferta ya está abierta.`,
  },
}

/** The reason an action is refused from a state (the plain 409's for a pair the table allows). */
export function refusal(action: OfferAction, from: OfferStatus): MessageDescriptor {
  return refusals[action][from] ?? reasonMessages.conflict
}

/**
 * The state the action leads to from `from` (null: deleted), or the 409 `conflict` saying why the action is
 * not allowed there.
 */
export function nextStatus(action: OfferAction, from: OfferStatus): OfferStatus | null {
  const to = transition(action, from)
  if (to === undefined) throw new ApiError(409, 'conflict', { message: refusal(action, from) })
  return to
}
