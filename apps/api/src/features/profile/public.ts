// What other features may use of the profile: registration fills the same profile fields as the form, and
// refuses a document another account has, as the form does; the routes that serve a CV to a company record
// that it was opened (the person sees who saw their CV).
export { recordCvView } from './cv-views'
export { refuseTakenDocument } from './documents'
export { profileValues } from './profile-fields'
