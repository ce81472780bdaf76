// What other features may use of membership: the office's `pnpm admin membership:*` commands
// (features/admin). The SEPA export (features/membership/sepa) is part of this feature and imports
// service.ts (markChargesExported, lapseMembership) and iban.ts (decryptIban) directly.
export { membershipCommands } from './commands'
