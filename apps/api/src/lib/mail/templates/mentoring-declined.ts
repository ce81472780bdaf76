import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName, title } from '../fields'
import { defineMail } from '../layout'

/**
 * The kind words a mentee reads when the mentor declined without their own, in the reader's language (the
 * mail's, and the API's answers: features/mentoring).
 */
export const kindDecline = msg`Gracias por escribirme y por tu interés. Ahora mismo no puedo acompañarte como te mereces, así que prefiero no aceptar tu solicitud. Seguro que encuentras a otra persona en la búsqueda de mentoría: ¡te deseo mucha suerte!`

/** The mentor declined the person's request (docs/mentoring.md), with their words or the kind default. */
export const mentoringDeclined = defineMail(
  v.object({
    name: personName,
    mentorName: title,
    message: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(1000))),
    searchUrl: httpUrl,
  }),
  ({ mentorName, message, searchUrl }, { say }) => ({
    subject: say(msg`${mentorName} no puede ser tu mentor o mentora ahora`),
    heading: say(msg`Respuesta a tu solicitud de mentoría`),
    paragraphs: [
      say(msg`${mentorName} no puede aceptar tu solicitud de mentoría y te escribe:`),
      message || say(kindDecline),
    ],
    action: { label: say(msg`Buscar otra mentoría`), url: searchUrl },
    notes: [
      say(
        msg`Hay más antiguos alumnos que ofrecen mentoría: puedes pedírsela a otra persona cuando quieras.`,
      ),
    ],
  }),
)
