import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName, title } from '../fields'
import { defineMail } from '../layout'

/** A member asked the person for mentoring (docs/mentoring.md): their name and message, and the mentoring page. */
export const mentoringRequest = defineMail(
  v.object({
    name: personName,
    menteeName: title,
    message: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(1000)),
    mentoringUrl: httpUrl,
  }),
  ({ menteeName, message, mentoringUrl }, { say }) => ({
    subject: say(msg`${menteeName} te pide mentoría`),
    heading: say(msg`Nueva solicitud de mentoría`),
    paragraphs: [say(msg`${menteeName} ha visto tu oferta de mentoría y te escribe:`), message],
    action: { label: say(msg`Responder a la solicitud`), url: mentoringUrl },
    notes: [
      say(
        msg`Puedes aceptarla o rechazarla desde tu página de mentoría. Si ahora no tienes tiempo, puedes pausar tu oferta cuando quieras.`,
      ),
    ],
  }),
)
