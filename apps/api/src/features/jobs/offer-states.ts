import type { OfferStatus } from '@egresa/api-contract/jobs'
import type { Localized } from '@egresa/api-contract/localized'
import { type OfferAction, transition } from '@egresa/api-contract/offer-states'
import { ApiError } from '../../lib/errors'

// The offer's state machine is the contract's (`@egresa/api-contract/offer-states`): one table of what each
// action does from each state. Every write to an offer's status goes through `nextStatus`, so the table is the
// whole rule; this file adds the 409's words.

/** How a state reads inside a sentence ("this offer is …"). */
const stateNames: Record<OfferStatus, Localized> = {
  UNPUBLISHED: { es: 'en borrador', en: 'a draft' },
  PENDING: { es: 'pendiente de publicación', en: 'pending publication' },
  PUBLISHED: { es: 'publicada', en: 'published' },
  CLOSED: { es: 'cerrada', en: 'closed' },
}

/** Why an action is refused, where a plain "this offer is …" would not say what to do instead. */
const reasons: Partial<Record<OfferAction, Partial<Record<OfferStatus, Localized>>>> = {
  edit: {
    CLOSED: {
      es: 'Esta oferta está cerrada: reábrela para poder editarla.',
      en: 'This offer is closed: reopen it to edit it.',
    },
  },
  delete: {
    PUBLISHED: {
      es: 'Esta oferta está publicada: ciérrala antes de borrarla.',
      en: 'This offer is published: close it before deleting it.',
    },
  },
  publish: {
    PENDING: {
      es: 'Esta oferta ya está pendiente de publicación: la oficina de antiguos alumnos la está revisando.',
      en: 'This offer is already pending publication: the alumni office is reviewing it.',
    },
    PUBLISHED: { es: 'Esta oferta ya está publicada.', en: 'This offer is already published.' },
    CLOSED: {
      es: 'Esta oferta está cerrada: reábrela para volver a publicarla.',
      en: 'This offer is closed: reopen it to publish it again.',
    },
  },
  close: {
    CLOSED: { es: 'Esta oferta ya está cerrada.', en: 'This offer is already closed.' },
  },
  reopen: {
    PUBLISHED: { es: 'Esta oferta ya está abierta.', en: 'This offer is already open.' },
  },
}

/** What each action can start from, for the generic refusal. */
const requirements: Record<OfferAction, Localized> = {
  edit: {
    es: 'Solo se puede editar una oferta que no esté cerrada',
    en: 'Only an offer that is not closed can be edited',
  },
  delete: {
    es: 'Solo se puede borrar una oferta que no esté publicada',
    en: 'Only an offer that is not published can be deleted',
  },
  publish: {
    es: 'Solo se puede enviar a revisión una oferta en borrador',
    en: 'Only a draft can be sent to review',
  },
  approve: {
    es: 'Solo se puede aprobar una oferta pendiente de publicación',
    en: 'Only an offer pending publication can be approved',
  },
  reject: {
    es: 'Solo se puede rechazar una oferta pendiente de publicación',
    en: 'Only an offer pending publication can be rejected',
  },
  close: { es: 'Solo se puede cerrar una oferta publicada', en: 'Only a published offer can be closed' },
  reopen: { es: 'Solo se puede reabrir una oferta cerrada', en: 'Only a closed offer can be reopened' },
}

/** The reason an action is refused from a state, in both languages. */
export function refusal(action: OfferAction, from: OfferStatus): Localized {
  const specific = reasons[action]?.[from]
  if (specific) return specific
  const requirement = requirements[action]
  const state = stateNames[from]
  return {
    es: `${requirement.es}, y esta está ${state.es}.`,
    en: `${requirement.en}, and this one is ${state.en}.`,
  }
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
