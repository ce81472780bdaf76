// What other features may use of membership: the office's `pnpm admin membership:*` commands and a person's
// membership on the office's person page (features/people). The SEPA export (features/membership/sepa) is part of this feature and imports
// service.ts (markChargesExported, lapseMembership) and iban.ts (decryptIban) directly.
import type { Command } from '../../lib/commands'
import { collectionCommands } from './collection-commands'
import { membershipCommands as tierCommands } from './commands'

/** Tiers, card payments and renewals (commands.ts); collection runs and returns (collection-commands.ts). */
export const membershipCommands: Record<string, Command> = { ...tierCommands, ...collectionCommands() }

/** A person's tier, mandate and payments, and every mandate with the history of the tier (the person page). */
export { mandatesAndChanges, membershipOf } from './queries'
/** Which roles are member tiers and which have the Premium rights (the people lists). */
export { hasPremiumRights, isMemberRole } from './tiers'
