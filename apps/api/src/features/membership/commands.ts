// `pnpm admin membership:*`: the alumni office's tier grants and removals, card payments and the renewal run
// from the command line (features/admin/commands.ts gathers them through public.ts).
import { roles } from '@egresa/api-contract/permissions'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/users'
import { type Command, UsageError } from '../../lib/commands'
import { ApiError, ownMessage } from '../../lib/errors'
import { ibanVault } from '../../lib/iban-vault'
import { appOrigins } from '../../lib/links'
import { runMembershipTick } from './renewals'
import { recordCardPayment, setTier } from './service'
import { freeTierOf, isMemberRole, type MemberRole } from './tiers'

/** An ApiError of the service (a company account, a payment recorded twice) as the operator's mistake. */
const asUsage =
  (who: string) =>
  (error: unknown): never => {
    if (error instanceof ApiError) throw new UsageError(`${who}: ${ownMessage(error, 'en') ?? error.reason}`)
    throw error
  }

const grantable = roles.filter((r): r is MemberRole => isMemberRole(r))

async function accountOf(db: Db, email: string) {
  const [row] = await db
    .select({ hash: users.hash, role: users.role, email: users.email })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
  if (!row) throw new UsageError(`no account has the address ${email}`)
  return row
}

export const membershipCommands: Record<string, Command> = {
  'membership:grant': {
    usage: `membership:grant <email> <${grantable.join('|')}> <reason…>`,
    summary: 'give a member a tier by hand (alumniDesempleados after checking unemployment), with its reason',
    run: async ({ database, args, print }) => {
      const [email, role, ...words] = args
      const reason = words.join(' ').trim()
      if (!email || !role) throw new UsageError('the e-mail address and the tier are missing')
      if (!(grantable as readonly string[]).includes(role))
        throw new UsageError(`the tier must be one of ${grantable.join(', ')}`)
      if (!reason) throw new UsageError('the reason is missing: it is kept with the change')
      const account = await accountOf(database.db, email)
      await setTier(database.db, {
        hash: account.hash,
        input: { role: role as (typeof grantable)[number], reason, until: null },
        actor: 'cli',
      }).catch(asUsage(email))
      print(`${account.email}: ${account.role} → ${role}`)
    },
  },
  'membership:revoke': {
    usage: 'membership:revoke <email> <reason…>',
    summary:
      'take a member back to the free tier (the mandate ends, charges waiting are cancelled), with its reason',
    run: async ({ database, args, print }) => {
      const [email, ...words] = args
      const reason = words.join(' ').trim()
      if (!email) throw new UsageError('the e-mail address is missing')
      if (!reason) throw new UsageError('the reason is missing: it is kept with the change')
      const account = await accountOf(database.db, email)
      const role = account.role
      if (!isMemberRole(role)) throw new UsageError(`${email}: not a member account`)
      const to = freeTierOf(role)
      await setTier(database.db, { hash: account.hash, input: { role: to, reason }, actor: 'cli' }).catch(
        asUsage(email),
      )
      print(`${account.email}: ${account.role} → ${to}`)
    },
  },
  'membership:card': {
    usage: 'membership:card <email> <payment reference> [amount in cents]',
    summary: 'record a card payment the provider confirmed: Premium for a year more',
    run: async ({ database, env, args, print }) => {
      const [email, reference, amount] = args
      if (!email || !reference)
        throw new UsageError('the e-mail address and the payment reference are missing')
      if (amount !== undefined && !/^\d{1,7}$/.test(amount)) throw new UsageError('the amount must be cents')
      const account = await accountOf(database.db, email)
      await recordCardPayment(
        database.db,
        { config: env.membership, origins: appOrigins(env), vault: ibanVault(env) },
        {
          hash: account.hash,
          input: { reference, ...(amount ? { amount_cents: Number(amount) } : {}) },
          actor: 'cli',
        },
      ).catch(asUsage(email))
      const [after] = await database.db
        .select({ role: users.role, end: users.subscriptionEnd })
        .from(users)
        .where(eq(users.hash, account.hash))
      print(`${account.email}: ${after?.role} until ${after?.end}`)
    },
  },
  'membership:tick': {
    usage: 'membership:tick',
    summary: 'make the renewal charges due soon (with their notice) and end the Premium that lapsed, now',
    run: async ({ database, env, print }) => {
      const result = await runMembershipTick(database.db, {
        config: env.membership,
        origins: appOrigins(env),
      })
      print(`${result.renewal_charges} renewal charges, ${result.lapsed} lapsed`)
    },
  },
}
