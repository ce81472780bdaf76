// `pnpm admin offers:*`: the alumni office's review of offers from the command line (features/admin/commands.ts
// gathers them through public.ts).
import { type OfferStatus, offerStatuses } from '@egresa/api-contract/jobs'
import { type Command, UsageError } from '../../lib/commands'
import { ApiError, ownMessage } from '../../lib/errors'
import { appOrigins } from '../../lib/links'
import { listAdminOffers } from './queries'
import { approveOffer, rejectOffer } from './service'

const LISTED = 100

/** An ApiError of the service (an offer in the wrong state) as the operator's mistake, in English. */
const asUsage =
  (hash: string) =>
  (error: unknown): never => {
    if (error instanceof ApiError) throw new UsageError(`${hash}: ${ownMessage(error, 'en') ?? error.reason}`)
    throw error
  }

const isStatus = (value: string): value is OfferStatus => (offerStatuses as readonly string[]).includes(value)

export const jobCommands: Record<string, Command> = {
  'offers:list': {
    usage: 'offers:list [UNPUBLISHED|PENDING|PUBLISHED|CLOSED]',
    summary: 'list job offers (all, or those in one state), oldest change first',
    run: async ({ database, args, print }) => {
      const status = args[0]?.toUpperCase()
      if (status !== undefined && !isStatus(status))
        throw new UsageError(`the state must be one of ${offerStatuses.join(', ')}`)
      const list = await listAdminOffers(database.db, { status, page: 1, size: LISTED })
      for (const o of list.items) {
        print(`${o.hash}\t${o.status}\t${o.company.name}\t${o.title}\t${o.updated_at.slice(0, 10)}`)
      }
      const shown = list.total > LISTED ? ` (the first ${LISTED} shown)` : ''
      print(`${list.total} ${status ?? 'offers'}${shown}`)
    },
  },
  'offers:approve': {
    usage: 'offers:approve <hash>',
    summary: 'publish a pending offer and mail its company',
    run: async ({ database, env, args, print }) => {
      const hash = args[0]
      if (!hash) throw new UsageError('the hash of the offer is missing')
      const offer = await approveOffer(database.db, { hash, origins: appOrigins(env) }).catch(asUsage(hash))
      if (!offer) throw new UsageError(`no offer has the hash ${hash}`)
      print(`${offer.hash} "${offer.title}" of ${offer.company.name} published; the mail is in the outbox`)
    },
  },
  'offers:reject': {
    usage: 'offers:reject <hash> <reason…>',
    summary: 'send a pending offer back to draft with the reason its company reads',
    run: async ({ database, env, args, print }) => {
      const [hash, ...words] = args
      const reason = words.join(' ').trim()
      if (!hash) throw new UsageError('the hash of the offer is missing')
      if (!reason) throw new UsageError('the reason is missing: the company reads it')
      if (reason.length > 2000) throw new UsageError('the reason is longer than 2000 characters')
      const offer = await rejectOffer(database.db, { hash, reason, origins: appOrigins(env) }).catch(
        asUsage(hash),
      )
      if (!offer) throw new UsageError(`no offer has the hash ${hash}`)
      print(
        `${offer.hash} "${offer.title}" of ${offer.company.name} sent back to draft; the mail is in the outbox`,
      )
    },
  },
}
