// What other features may use of the accounts: erasing one's account (features/privacy) is confirmed with the
// current password, counted against guessing as a password change is.
export type { AccountLimiter } from './rate-limit'
export { checkCurrentPassword } from './service'
