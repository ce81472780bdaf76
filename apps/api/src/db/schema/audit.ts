import { bigserial, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Where an audit entry comes from: the admin app, another caller of `/usr/admin`, or `pnpm admin`. */
export type AuditSource = 'app' | 'api' | 'cli'

/** The fields an action changed, each with its value before and after (lib/audit.ts redacts secrets). */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>

/**
 * The office's audit log (docs/audit.md): every `/usr/admin` call, every office action and every `pnpm
 * admin` command. Append-only: the database refuses UPDATE, DELETE and TRUNCATE of it (migration
 * 0014_audit_log). `actor_id` has no foreign key on purpose: an entry outlives the account that made it,
 * and a cascade would have to change or delete it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The account that acted; null for `pnpm admin`. */
    actorId: uuid('actor_id'),
    /** Who, as people read it: the account's e-mail, or `cli:<operating system user>`. */
    actorLabel: text('actor_label').notNull(),
    source: text('source').$type<AuditSource>().notNull(),
    /** What: `users.verify`, `membership.tier`, `GET /usr/admin/users`, `cli users:verify`. */
    action: text('action').notNull(),
    /** What it acted on: `user`, `company`, `offer`, `workgroup`, `article`, `command`; null for a list. */
    objectType: text('object_type'),
    objectId: text('object_id'),
    objectLabel: text('object_label'),
    changes: jsonb('changes').$type<AuditChanges>(),
    reason: text('reason'),
    /** The HTTP method and path of the call (`CLI` and `pnpm admin <command>` for a command). */
    method: text('method'),
    path: text('path'),
    /** The answer's HTTP status, or a command's exit code. */
    status: smallint('status'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
)
