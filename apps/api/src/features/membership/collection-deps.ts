import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/users'
import type { Env } from '../../env'
import type { AppOrigins } from '../../lib/links'
import type { LapseOnReturn } from './collection-returns'
import type { CreditorConfig } from './collection-runs'
import { decryptIban } from './iban'
import { lapseMembership } from './service'

// What the collection runs and returns take from the rest of the membership feature and the configuration,
// in one place for the routes and the commands.

export type CollectionDeps = {
  creditor: CreditorConfig
  decrypt: (stored: string) => string
  lapse: LapseOnReturn
}

export function collectionDeps(env: Env, origins: AppOrigins): CollectionDeps {
  return {
    creditor: {
      name: env.membership.creditorName,
      identifier: env.membership.creditorId,
      iban: env.membership.creditorIban,
      bic: env.membership.creditorBic,
    },
    decrypt: (stored) => decryptIban(env, stored),
    lapse: async (tx, params) => {
      await lapseMembership(
        tx,
        { origins },
        { userId: params.userId, kind: 'return', reason: params.reason, actor: params.actor },
      )
      const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, params.userId))
      return user?.role ?? 'alumniFreemium'
    },
  }
}
