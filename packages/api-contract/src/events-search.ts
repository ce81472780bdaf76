import * as v from 'valibot'
import { listQuery, pageQuery, queryText } from './lists'

// The office's search of an event's sign-ups, on its own: the admin app's route reads it from the address bar
// in the app's first load, and a module is bundled whole. `./events` exports the same names.

export const registrationStates = ['confirmed', 'waiting', 'cancelled'] as const
export type RegistrationState = (typeof registrationStates)[number]

export const AdminRegistrationsQuery = listQuery({
  state: v.optional(v.picklist(registrationStates)),
  /** Words of the name, surname or e-mail address (no accents or case needed): the check-in by name. */
  text: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(200))),
  ...pageQuery(50, 200),
})
