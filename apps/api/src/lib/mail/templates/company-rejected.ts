import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, officeReason, personName, shortTitle } from '../fields'
import { defineMail } from '../layout'

/** The office turned the company's registration down, with the reason. */
export const companyRejected = defineMail(
  v.object({ name: personName, companyName: shortTitle, reason: officeReason, homeUrl: httpUrl }),
  ({ companyName, reason, homeUrl }, { say }) => ({
    subject: say(msg`El alta de ${companyName} no ha sido aprobada`),
    heading: say(msg`El alta de tu empresa no ha sido aprobada`),
    paragraphs: [
      say(
        msg`La oficina de antiguos alumnos ha revisado el alta de ${companyName} en la bolsa de empleo y no ha podido aprobarla por este motivo:`,
      ),
      reason,
    ],
    action: { label: say(msg`Ir al área de empresas`), url: homeUrl },
    notes: [say(msg`Si crees que es un error, ponte en contacto con la oficina de antiguos alumnos.`)],
  }),
)
