// What other features may use of the profile: registration fills the same profile fields as the form, and
// refuses a document another account has, as the form does.
export { refuseTakenDocument } from './documents'
export { profileValues } from './profile-fields'
