// What other features may use of the profile: registration fills the same profile fields as the form.
export { profileValues } from './profile-fields'
