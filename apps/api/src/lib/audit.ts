// The office's audit log (docs/audit.md): who did what, when, to which object, which fields changed (before
// and after) and why. Three writers, one table (db/schema/audit.ts, append-only in the database):
// - a handler that changes something calls recordAudit(c, tx, entry) inside the transaction of its change,
//   so the entry and the change are committed (or rolled back) together;
// - auditCalls(), on /usr/admin/*, writes one entry per call of a signed-in caller (reads too): the
//   handler's own entry when it recorded one, else one named after the endpoint and the object of its path
//   (a handler may still name the object, the fields or the reason with describeAudit(c, entry)). These
//   entries, which belong to no transaction, go through the call log (createAuditCallLog): written a few at
//   a time, one insert for all, after the answer (a read does not wait for a commit of its own);
// - auditCommand() writes one entry per `pnpm admin` command (features/admin/commands.ts).
// Secrets are never written: a field whose name speaks of an IBAN, a password, a token or a secret keeps
// its name with `[redacted]` for both values (redact()).
import { endpoints } from '@egresa/api-contract/endpoints'
import { eq } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import type { Db } from '../db/client'
import { type AuditChanges, type AuditSource, auditLog } from '../db/schema/audit'
import type { AppEnv } from './context'
import type { Logger } from './logger'

export type { AuditChanges, AuditSource }

/** What an entry acted on. `type`: `user`, `company`, `offer`, `workgroup`, `article`, `command`... */
export type AuditObject = { type: string; id?: string | null; label?: string | null }

/** What a handler or a service says of its action. */
export type AuditEntry = {
  /** A dotted name: `users.verify`, `membership.tier`, `offers.reject`. */
  action: string
  object?: AuditObject
  /** The fields changed, before and after (auditChanges() makes them from two records). */
  changes?: AuditChanges | null
  /** The office's words (a rejection's or a tier change's reason). */
  reason?: string | null
}

/** Who acted: an account (its e-mail) or `cli:<os user>`. */
export type AuditActor = { id: string | null; label: string; source: AuditSource }

/** The request (or command) an entry belongs to. */
export type AuditRequest = { method: string | null; path: string | null; status?: number | null }

/** What a request's entry is so far (AppEnv's `audit`). */
export type AuditState = { described?: AuditEntry; recordedId?: number }

export const REDACTED = '[redacted]'
const SECRET_KEY = /iban|passw|token|secret|api[-_]?key/i

/** A copy of `value` with every field named like a secret replaced by `[redacted]`, at any depth. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact)
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) ? REDACTED : redact(v)]),
    )
  }
  return value
}

function redactChanges(changes: AuditChanges): AuditChanges {
  const out: AuditChanges = {}
  for (const [field, change] of Object.entries(changes)) {
    out[field] = SECRET_KEY.test(field)
      ? { before: REDACTED, after: REDACTED }
      : { before: redact(change.before ?? null), after: redact(change.after ?? null) }
  }
  return out
}

const comparable = (value: unknown) =>
  JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null))

/**
 * The fields of `fields` (all of `after`'s by default) whose values differ between two records, as an
 * entry's `changes`; null when nothing differs.
 */
export function auditChanges<T extends Record<string, unknown>>(
  before: Partial<T> | null | undefined,
  after: Partial<T> | null | undefined,
  fields: readonly (keyof T & string)[] = Object.keys(after ?? before ?? {}),
): AuditChanges | null {
  const out: AuditChanges = {}
  for (const field of fields) {
    const a = before?.[field] ?? null
    const b = after?.[field] ?? null
    if (comparable(a) !== comparable(b)) out[field] = { before: a, after: b }
  }
  return Object.keys(out).length ? out : null
}

function auditRow(actor: AuditActor, request: AuditRequest, entry: AuditEntry, at?: Date) {
  return {
    ...(at ? { at } : {}),
    actorId: actor.id,
    actorLabel: actor.label,
    source: actor.source,
    action: entry.action,
    objectType: entry.object?.type ?? null,
    objectId: entry.object?.id ?? null,
    objectLabel: entry.object?.label ?? null,
    changes: entry.changes && Object.keys(entry.changes).length ? redactChanges(entry.changes) : null,
    reason: entry.reason ?? null,
    method: request.method,
    path: request.path,
    status: request.status ?? null,
  }
}

/** Writes one entry (secrets redacted); its id. */
export async function writeAudit(
  db: Db,
  actor: AuditActor,
  request: AuditRequest,
  entry: AuditEntry,
): Promise<number> {
  const [id] = await writeAudits(db, actor, request, [entry])
  if (id === undefined) throw new Error('audit entry not written')
  return id
}

/** Writes several entries of one actor and request in one insert (a bulk decision's, one per item). */
export async function writeAudits(
  db: Db,
  actor: AuditActor,
  request: AuditRequest,
  entries: AuditEntry[],
): Promise<number[]> {
  if (!entries.length) return []
  const rows = await db
    .insert(auditLog)
    .values(entries.map((entry) => auditRow(actor, request, entry)))
    .returning({ id: auditLog.id })
  return rows.map((r) => r.id)
}

/**
 * The entries of calls (auditCalls()), written after their answers in one insert for each few: at most
 * `delayMs` after the first of them, or at once when `maxEntries` wait. Each keeps the time of its call.
 * `flush()` writes what waits (the audit list calls it before it reads, so the log shows every call already
 * answered); `close()` writes the rest when the app stops. A lost insert is logged, never retried into a
 * second copy. A process that dies between a call and its write (at most `delayMs`) loses that call's entry:
 * the entries of changes are not among them (they are written in the change's own transaction).
 */
export type AuditCallLog = {
  add: (actor: AuditActor, request: AuditRequest, entry: AuditEntry) => void
  flush: () => Promise<void>
}

export function createAuditCallLog(
  db: Db,
  logger: Logger,
  { maxEntries = 100, delayMs = 50 }: { maxEntries?: number; delayMs?: number } = {},
): AuditCallLog {
  let waiting: ReturnType<typeof auditRow>[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing: Promise<void> = Promise.resolve()

  function write(): Promise<void> {
    if (timer) clearTimeout(timer)
    timer = undefined
    const rows = waiting
    waiting = []
    if (!rows.length) return writing
    // One insert at a time, in the order of the calls.
    writing = writing.then(() =>
      db
        .insert(auditLog)
        .values(rows)
        .then(
          () => undefined,
          (error: unknown) => logger.error({ err: error, entries: rows.length }, 'audit entries not written'),
        ),
    )
    return writing
  }

  return {
    add(actor, request, entry) {
      waiting.push(auditRow(actor, request, entry, new Date()))
      if (waiting.length >= maxEntries) void write()
      else timer ??= setTimeout(() => void write(), delayMs)
    },
    flush: write,
  }
}

/**
 * `app` for the admin app (it sends `X-Egresa-App: admin`, or uses an API key named `admin`); `api` for any
 * other caller. The actor is the session's account either way: this only tells the two apart in the list.
 */
export function auditSourceOf(c: Context<AppEnv>): AuditSource {
  return c.req.header('x-egresa-app') === 'admin' || c.get('apiClient') === 'admin' ? 'app' : 'api'
}

function actorOf(c: Context<AppEnv>): AuditActor {
  const auth = c.get('auth')
  return { id: auth?.user.id ?? null, label: auth?.user.email ?? 'anonymous', source: auditSourceOf(c) }
}

/**
 * A handler's entry, written with `db` (the transaction of the change it describes) so both commit or roll
 * back together. The call's entry of auditCalls() is then this one. Outside /usr/admin it writes the entry
 * as well (an office action elsewhere).
 */
export async function recordAudit<E extends AppEnv>(c: Context<E>, db: Db, entry: AuditEntry): Promise<void> {
  const id = await writeAudit(
    db,
    actorOf(c as unknown as Context<AppEnv>),
    { method: c.req.method, path: c.req.path },
    entry,
  )
  const state = (c as unknown as Context<AppEnv>).get('audit')
  if (state) state.recordedId = id
}

/** A handler's entries, one per item of a bulk decision, in one insert inside the transaction of the change. */
export async function recordAudits(c: Context<AppEnv>, db: Db, entries: AuditEntry[]): Promise<void> {
  const ids = await writeAudits(db, actorOf(c), { method: c.req.method, path: c.req.path }, entries)
  const state = c.get('audit')
  if (state && ids[0] !== undefined) state.recordedId = ids[0]
}

/** Names the object, the fields or the reason of the call's entry (for a handler with nothing to commit). */
export function describeAudit<E extends AppEnv>(c: Context<E>, entry: Partial<AuditEntry>): void {
  const state = (c as unknown as Context<AppEnv>).get('audit')
  if (!state) return
  state.described = { ...state.described, ...entry } as AuditEntry
}

// The endpoint of a route, by `GET /usr/admin/users/:hash/verify`: its name is the action of a call.
const endpointByRoute = new Map(
  Object.entries(endpoints).map(([name, e]) => [`${e.method} ${e.path.replace(/\{(\w+)\}/g, ':$1')}`, name]),
)

const objectTypes: Record<string, string> = {
  users: 'user',
  membership: 'user',
  // The office's mentoring: a mentor is named by their person hash.
  mentors: 'user',
  companies: 'company',
  offers: 'offer',
  workgroups: 'workgroup',
  articles: 'article',
  'collection-runs': 'collection_run',
}

/** The object of a path like `/usr/admin/users/:hash/verify`: the segment before the first parameter. */
function objectOfRoute(routePath: string, params: Record<string, string>): AuditObject | undefined {
  const segments = routePath.split('/')
  const at = segments.findIndex((s) => s.startsWith(':'))
  if (at < 1) return undefined
  const name = segments[at]?.slice(1) ?? ''
  const collection = segments[at - 1] ?? ''
  return { type: objectTypes[collection] ?? collection, id: params[name] ?? null }
}

/**
 * One entry per call of a signed-in caller under the path it is mounted on (`/usr/admin/*`), after the
 * handler: the handler's recorded entry when it wrote one that was committed, else the call's own (its
 * endpoint's name as the action, the object of its path, what the handler described), with the status,
 * through `log` (after the answer). Anonymous calls (401 before anything) are not written: they have no one
 * to name.
 */
export function auditCalls(log: AuditCallLog): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const state: AuditState = {}
    c.set('audit', state)
    await next()
    const auth = c.get('auth')
    if (!auth) return
    const db = c.get('db')
    if (state.recordedId !== undefined) {
      // The handler's entry stands for the call; after an error, only if its transaction was not rolled back.
      if (c.res.status < 400) return
      const [kept] = await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(eq(auditLog.id, state.recordedId))
        .limit(1)
      if (kept) return
    }
    const routePath = c.req.routePath
    const endpoint = endpointByRoute.get(`${c.req.method} ${routePath}`)
    const described = state.described
    let params: Record<string, string> = {}
    try {
      params = c.req.param() as Record<string, string>
    } catch {
      // No route matched (404): no parameters.
    }
    log.add(
      actorOf(c),
      { method: c.req.method, path: c.req.path, status: c.res.status },
      {
        action: described?.action ?? endpoint ?? `${c.req.method} ${c.req.path}`,
        object: described?.object ?? objectOfRoute(routePath, params),
        changes: described?.changes ?? null,
        reason: described?.reason ?? null,
      },
    )
  }
}

/** A `pnpm admin` command's entry: who ran it (`cli:<os user>`), its name and arguments, its exit code. */
export async function auditCommand(
  db: Db,
  run: { operator: string; command: string; args: readonly string[]; exit: number; entry?: AuditEntry },
): Promise<void> {
  await writeAudit(
    db,
    { id: null, label: `cli:${run.operator}`, source: 'cli' },
    { method: 'CLI', path: `pnpm admin ${run.command}`, status: run.exit },
    run.entry ?? {
      action: `cli ${run.command}`,
      object: run.args.length ? { type: 'command', label: run.args.join(' ') } : undefined,
    },
  )
}
