import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, officeReason, personName, title } from '../fields'
import { defineMail } from '../layout'

/** The alumni office sent the company's offer back to draft, with the reason. */
export const offerRejected = defineMail(
  v.object({ name: personName, offerTitle: title, reason: officeReason, offerUrl: httpUrl }),
  ({ offerTitle, reason, offerUrl }, { say }) => ({
    subject: say(msg`Tu oferta «${offerTitle}» necesita cambios`),
    heading: say(msg`Tu oferta necesita cambios`),
    paragraphs: [
      say(
        msg`La oficina de antiguos alumnos ha revisado tu oferta «${offerTitle}» y la ha devuelto a borrador por este motivo:`,
      ),
      reason,
      say(msg`Cuando la hayas corregido, vuelve a enviarla a publicar.`),
    ],
    action: { label: say(msg`Editar la oferta`), url: offerUrl },
    notes: [say(msg`Si tienes dudas, ponte en contacto con la oficina de antiguos alumnos.`)],
  }),
)
