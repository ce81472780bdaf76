import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { localized } from './localized'

// The alumni office's decisions on the items of its queues (accounts, companies, offers, groups): the reason
// a rejection (or a close, a disabling, a removal) is mailed with, bulk decisions, and who decided last.
// docs/admin.md explains the queues.

/** The longest reason the office may give (it is mailed as it is). */
export const DECISION_REASON_MAX = 2000

/**
 * The reason the person reads: required, trimmed, 1..2000 characters (the field's messages are the shared
 * ones: "Este campo es obligatorio.", "Debe tener como máximo 2000 caracteres.").
 */
export const DecisionReason = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(DECISION_REASON_MAX))

/** The body of a reject, close, disable or removal: the reason. */
export const ReasonInput = v.strictObject({ reason: DecisionReason })
export type ReasonInput = v.InferOutput<typeof ReasonInput>

/** The most items one bulk request decides on. */
export const BULK_MAX = 1000

export const bulkActions = ['approve', 'reject'] as const
export type BulkAction = (typeof bulkActions)[number]

/**
 * `POST /usr/admin/{users|companies|offers|workgroups}/bulk`: approve (verify, validate, publish) or reject
 * up to 1000 items at once; a rejection needs its reason, mailed to each person.
 */
export const BulkDecisionInput = v.pipe(
  v.strictObject({
    action: v.picklist(bulkActions),
    hashes: v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64))),
      v.check(
        (hashes) => hashes.length >= 1 && hashes.length <= BULK_MAX,
        localized(msg`Elige entre 1 y ${BULK_MAX} elementos por petición.`),
      ),
    ),
    reason: v.optional(DecisionReason),
  }),
  v.forward(
    v.partialCheck(
      [['action'], ['reason']],
      (input) => input.action !== 'reject' || (input.reason ?? '') !== '',
      localized(msg`Escribe el motivo del rechazo: se enviará por correo a cada persona.`),
    ),
    ['reason'],
  ),
)
export type BulkDecisionInput = v.InferOutput<typeof BulkDecisionInput>

/** The office's last decision on an item: who (their e-mail; null when the account is gone) and when. */
export const Decision = v.object({
  by: v.nullable(v.string()),
  at: v.nullable(v.string()),
})
export type Decision = v.InferOutput<typeof Decision>

/**
 * What a bulk request did: `done`, the hashes it decided on (each mailed, each with its audit entry);
 * `skipped`, those already decided (by someone else, or that are not in the queue any more) with their state
 * and who decided last; `not_found`, hashes of nothing.
 */
export const BulkDecisionResult = v.object({
  action: v.picklist(bulkActions),
  done: v.array(v.string()),
  skipped: v.array(v.object({ hash: v.string(), status: v.string(), decision: v.nullable(Decision) })),
  not_found: v.array(v.string()),
})
export type BulkDecisionResult = v.InferOutput<typeof BulkDecisionResult>
