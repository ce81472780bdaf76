// What other features may use of the person's data rights: signing in (features/auth, features/sso) records
// the account as active and cancels an erasure.
export { recordSignIn } from './erasure'
