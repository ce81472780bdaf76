// `pnpm admin groups:*`: the alumni office's review of workgroups from the command line
// (features/admin/commands.ts gathers them through public.ts).
import { type WorkgroupStatus, workgroupStatuses } from '@egresa/api-contract/workgroups'
import { type Command, UsageError } from '../../lib/commands'
import { ApiError, ownMessage } from '../../lib/errors'
import { appOrigins } from '../../lib/links'
import { listAdminWorkgroups } from './queries'
import { approveGroup, rejectGroup } from './service'

const LISTED = 100

/** An ApiError of the service (a group in the wrong state) as the operator's mistake, in English. */
const asUsage =
  (hash: string) =>
  (error: unknown): never => {
    if (error instanceof ApiError) throw new UsageError(`${hash}: ${ownMessage(error, 'en') ?? error.reason}`)
    throw error
  }

const isStatus = (value: string): value is WorkgroupStatus =>
  (workgroupStatuses as readonly string[]).includes(value)

export const workgroupCommands: Record<string, Command> = {
  'groups:list': {
    usage: 'groups:list [PENDING|UNPUBLISHED|PUBLISHED]',
    summary: 'list the workgroups in a state (PENDING: waiting for review), oldest change first',
    run: async ({ database, args, print }) => {
      const status = (args[0] ?? 'PENDING').toUpperCase()
      if (!isStatus(status)) throw new UsageError(`the state must be one of ${workgroupStatuses.join(', ')}`)
      const list = await listAdminWorkgroups(database.db, { status, page: 1, size: LISTED, viewerId: null })
      for (const g of list.items) {
        print(`${g.hash}\t${g.status}\t${g.type}\t${g.name}\t${g.updated_at.slice(0, 10)}`)
      }
      const shown = list.total > LISTED ? ` (the first ${LISTED} shown)` : ''
      print(`${list.total} ${status}${shown}`)
    },
  },
  'groups:approve': {
    usage: 'groups:approve <hash>',
    summary: 'publish a pending workgroup; its creator administers it and is mailed',
    run: async ({ database, env, args, print }) => {
      const hash = args[0]
      if (!hash) throw new UsageError('the hash of the group is missing')
      const group = await approveGroup(database.db, { hash, origins: appOrigins(env) }).catch(asUsage(hash))
      if (!group) throw new UsageError(`no group has the hash ${hash}`)
      print(`${group.hash} "${group.name}" published; the mail is in the outbox`)
    },
  },
  'groups:reject': {
    usage: 'groups:reject <hash> <reason…>',
    summary: 'send a pending workgroup back to draft with the reason its creator reads',
    run: async ({ database, env, args, print }) => {
      const [hash, ...words] = args
      const reason = words.join(' ').trim()
      if (!hash) throw new UsageError('the hash of the group is missing')
      if (!reason) throw new UsageError('the reason is missing: the creator reads it')
      if (reason.length > 2000) throw new UsageError('the reason is longer than 2000 characters')
      const group = await rejectGroup(database.db, { hash, reason, origins: appOrigins(env) }).catch(
        asUsage(hash),
      )
      if (!group) throw new UsageError(`no group has the hash ${hash}`)
      print(`${group.hash} "${group.name}" sent back to draft; the mail is in the outbox`)
    },
  },
}
