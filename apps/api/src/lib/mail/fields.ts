import * as v from 'valibot'

// The fields several mails' data share (each mail's schema is in its module under templates/).

export const httpUrl = v.pipe(
  v.string(),
  v.trim(),
  v.url(),
  v.check((u) => /^https?:\/\//i.test(u), 'Mail links must be http or https URLs'),
  // Normalized, so quotes and spaces are percent-encoded in both bodies.
  v.transform((u) => new URL(u).href),
)
export const personName = v.pipe(v.string(), v.trim(), v.maxLength(200))
/** The office's words to the person (a rejection's, a closing's, a removal's reason). */
export const officeReason = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(2000))
/** A company's name where one is required. */
export const shortTitle = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200))
/** An offer's, an event's or a group's title, a company's or a person's name as another mail names them. */
export const title = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300))
