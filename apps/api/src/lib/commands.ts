// The shape of an operator command of `pnpm admin` (features/admin/commands.ts gathers them; a feature that
// has commands of its own exports them from its public.ts).
import type { Database } from '../db/client'
import type { Env } from '../env'

export type CommandContext = {
  database: Database
  env: Env
  args: string[]
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
