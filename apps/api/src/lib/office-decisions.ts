// The alumni office's decisions on the items of its queues (accounts, companies, offers, groups), shared by
// the features that own them: each decision is a conditional update (`… where status = <expected>`), so of
// two office members acting on the same item at once one changes it and the other gets a 409 naming who
// decided and when (the `decided_by` / `decided_at` columns of migration 0015); mail is enqueued only in the
// winner's transaction, so nobody is mailed twice. docs/admin.md.
import type { Decision } from '@egresa/api-contract/decisions'
import type { MessageDescriptor } from '@lingui/core'
import { inArray } from 'drizzle-orm'
import type { Context, Input } from 'hono'
import type { Db } from '../db/client'
import { users } from '../db/schema/users'
import { type AuditEntry, recordAudit, recordAudits } from './audit'
import type { AppEnv } from './context'
import { ApiError } from './errors'
import type { Decided, DecidedMessage } from './messages'

/** Who decides: the signed-in office member (null from `pnpm admin`). */
export type Decider = { id: string | null }

/** Writes the audit entries of a decision inside its transaction (the route's recordAudit). */
export type AuditWriter = (tx: Db, entries: AuditEntry[]) => Promise<void>

/** The audit writer of a request: one entry, or one per item of a bulk decision, in one insert. */
export function auditWriter<E extends AppEnv, P extends string, I extends Input>(
  context: Context<E, P, I>,
): AuditWriter {
  const c = context as unknown as Context<AppEnv>
  return async (tx, entries) => {
    if (entries.length === 1 && entries[0]) await recordAudit(c, tx, entries[0])
    else if (entries.length) await recordAudits(c, tx, entries)
  }
}

/** The e-mails of the accounts that decided, by id (one query for any number of items). */
export async function decidersOf(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))]
  if (!wanted.length) return new Map()
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted))
  return new Map(rows.map((r) => [r.id, r.email]))
}

/** An item's last decision as the contract answers it; null when the office never decided on it. */
export function decisionOf(
  row: { decidedBy: string | null; decidedAt: Date | null },
  deciders: Map<string, string>,
): Decision | null {
  if (!row.decidedAt) return null
  return { by: row.decidedBy ? (deciders.get(row.decidedBy) ?? null) : null, at: row.decidedAt.toISOString() }
}

const TIME_ZONE = 'Europe/Madrid'

/** Who decided and when, for a 409's message: the date and time in the office's zone ("25/11/2026", "10:42"). */
function decided(by: string | null, at: Date | null): Decided {
  const date = at
    ? at.toLocaleDateString('es-ES', {
        timeZone: TIME_ZONE,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      })
    : ''
  const time = at
    ? at.toLocaleTimeString('es-ES', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' })
    : ''
  const known = by ? (at ? 'both' : 'by') : at ? 'when' : 'neither'
  return { known, by: by ?? '', date, time }
}

/**
 * The 409 of a decision that someone else made first: "This account was already verified by ana@… on
 * 25/11/2026 at 10:42." `what` says it with whatever of who and when is known (`DecidedMessage`).
 */
export function alreadyDecided(
  what: DecidedMessage,
  decision: { by: string | null; at: Date | null },
): ApiError {
  return new ApiError(409, 'conflict', { message: what(decided(decision.by, decision.at)) })
}

/** The 409 for an item with no decision to name (it is not in the state the action starts from). */
export const notInState = (message: MessageDescriptor) => new ApiError(409, 'conflict', { message })
