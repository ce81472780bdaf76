import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName, title } from '../fields'
import { defineMail } from '../layout'

/** The alumni office approved the company's offer: it is published. */
export const offerApproved = defineMail(
  v.object({ name: personName, offerTitle: title, offerUrl: httpUrl }),
  ({ offerTitle, offerUrl }, { say }) => ({
    subject: say(msg`Tu oferta «${offerTitle}» ya está publicada`),
    heading: say(msg`Tu oferta ya está publicada`),
    paragraphs: [
      say(
        msg`La oficina de antiguos alumnos ha aprobado tu oferta «${offerTitle}». Ya aparece en la bolsa de empleo y los antiguos alumnos pueden inscribirse.`,
      ),
    ],
    action: { label: say(msg`Ver la oferta`), url: offerUrl },
    notes: [
      say(msg`Te avisaremos por correo de cada nueva candidatura si lo tienes activado en la configuración.`),
    ],
  }),
)
