import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, officeReason, personName, title } from '../fields'
import { defineMail } from '../layout'

/** The office closed the company's published offer on its behalf, with the reason. */
export const offerClosedByOffice = defineMail(
  v.object({ name: personName, offerTitle: title, reason: officeReason, offerUrl: httpUrl }),
  ({ offerTitle, reason, offerUrl }, { say }) => ({
    subject: say(msg`Tu oferta «${offerTitle}» ha sido cerrada`),
    heading: say(msg`La oficina ha cerrado tu oferta`),
    paragraphs: [
      say(msg`La oficina de antiguos alumnos ha cerrado tu oferta «${offerTitle}» por este motivo:`),
      reason,
      say(msg`Ya no aparece en la bolsa de empleo y no admite nuevas candidaturas.`),
    ],
    action: { label: say(msg`Ver la oferta`), url: offerUrl },
    notes: [say(msg`Si tienes dudas, ponte en contacto con la oficina de antiguos alumnos.`)],
  }),
)
