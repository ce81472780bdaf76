import * as v from 'valibot'
import { listQuery, pageQuery, queryText } from './lists'

// The newsletters' list filters as the address bar's search of the admin app's route file, which is in the
// app's first load: the query without the rest of the newsletters' contract. `./newsletters` exports the same
// names.

export const newsletterStatuses = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const
export type NewsletterStatus = (typeof newsletterStatuses)[number]

export const NewslettersQuery = listQuery({
  status: v.optional(v.picklist(newsletterStatuses)),
  /** Part of the Spanish subject. */
  text: v.optional(v.pipe(queryText(), v.trim(), v.maxLength(200))),
  ...pageQuery(20, 100),
})
export type NewslettersQuery = v.InferOutput<typeof NewslettersQuery>
