// The shape of an operator command of `pnpm admin` (features/admin/commands.ts gathers them; a feature that
// has commands of its own exports them from its public.ts).
import type { Database } from '../db/client'
import type { Env } from '../env'
import type { AuditEntry } from './audit'

export type CommandContext = {
  database: Database
  env: Env
  args: string[]
  /** The operating-system user who ran `pnpm admin`, for the audit log (`cli:<operator>`). */
  operator?: string
  /**
   * Names the object, the fields changed or the reason of the command's audit entry (lib/audit.ts); without
   * it the entry names the command and its arguments.
   */
  audit?: (entry: AuditEntry) => void
  /** A line for the operator (standard output of `pnpm admin`). */
  print: (line: string) => void
}

export type Command = {
  usage: string
  summary: string
  run: (ctx: CommandContext) => Promise<void>
}

/** A mistake of the operator's: its message and the command's usage, no stack. */
export class UsageError extends Error {}
