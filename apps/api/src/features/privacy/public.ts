// What other features may use of the person's data rights: signing in (features/auth, features/sso) cancels
// an erasure the person asked for.
export { cancelErasureOnSignIn } from './erasure'
