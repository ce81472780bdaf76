// What other features may use of signing in: the university sign-on opens the same sessions as /usr/login
// and refuses the same disabled accounts.
export { upsertSession } from './queries'
export { accountDisabled } from './service'
