import {
  AUDIT_COUNT_MAX,
  type AuditCsvQuery,
  type AuditLogEntry,
  type AuditLogList,
  type AuditQuery,
} from '@egresa/api-contract/admin'
import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { auditLog } from '../../db/schema/audit'
import { users } from '../../db/schema/users'

/** The most a CSV export holds (newest first): the office narrows the filters for older entries. */
export const AUDIT_CSV_MAX = 100_000

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

function nextDay(day: string): Date {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d
}

function where(query: AuditCsvQuery): SQL | undefined {
  const conditions: SQL[] = []
  if (query.actor) conditions.push(ilike(auditLog.actorLabel, likeText(query.actor)))
  if (query.object_type) conditions.push(eq(auditLog.objectType, query.object_type))
  if (query.object_id) conditions.push(eq(auditLog.objectId, query.object_id))
  if (query.action) conditions.push(eq(auditLog.action, query.action))
  if (query.source) conditions.push(eq(auditLog.source, query.source))
  if (query.from) conditions.push(gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)))
  if (query.to) conditions.push(lt(auditLog.at, nextDay(query.to)))
  return conditions.length ? and(...conditions) : undefined
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actorHash: users.hash,
  actorLabel: auditLog.actorLabel,
  source: auditLog.source,
  action: auditLog.action,
  objectType: auditLog.objectType,
  objectId: auditLog.objectId,
  objectLabel: auditLog.objectLabel,
  changes: auditLog.changes,
  reason: auditLog.reason,
  method: auditLog.method,
  path: auditLog.path,
  status: auditLog.status,
}

type Row = {
  id: number
  at: Date
  actorHash: string | null
  actorLabel: string
  source: AuditLogEntry['source']
  action: string
  objectType: string | null
  objectId: string | null
  objectLabel: string | null
  changes: AuditLogEntry['changes']
  reason: string | null
  method: string | null
  path: string | null
  status: number | null
}

function entryOf(row: Row): AuditLogEntry {
  const hasObject = row.objectType !== null || row.objectId !== null || row.objectLabel !== null
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { hash: row.actorHash, label: row.actorLabel },
    source: row.source,
    action: row.action,
    object: hasObject ? { type: row.objectType, id: row.objectId, label: row.objectLabel } : null,
    changes: row.changes ?? null,
    reason: row.reason,
    method: row.method,
    path: row.path,
    status: row.status,
  }
}

function select(db: Db, query: AuditCsvQuery) {
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where(query))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
}

/**
 * A page of the audit log, newest first, and how many entries match, counted up to AUDIT_COUNT_MAX (then
 * `more`): the log grows by every office call, and counting it whole would cost more with every page read.
 */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditLogList> {
  const matching = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(where(query))
    .limit(AUDIT_COUNT_MAX + 1)
    .as('matching')
  const [rows, [counted]] = await Promise.all([
    select(db, query)
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(matching),
  ])
  const n = Math.min(counted?.n ?? 0, AUDIT_COUNT_MAX)
  return {
    items: rows.map(entryOf),
    total: n,
    maxPages: Math.ceil(n / query.size),
    more: (counted?.n ?? 0) > AUDIT_COUNT_MAX,
  }
}

/** Every entry the filters give (at most AUDIT_CSV_MAX), newest first. */
export async function allAudit(db: Db, query: AuditCsvQuery): Promise<AuditLogEntry[]> {
  return (await select(db, query).limit(AUDIT_CSV_MAX)).map(entryOf)
}
