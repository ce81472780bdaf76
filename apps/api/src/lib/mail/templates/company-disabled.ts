import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, officeReason, personName, shortTitle } from '../fields'
import { defineMail } from '../layout'

/** The office disabled the company, with the reason: its users are signed out and cannot sign in. */
export const companyDisabled = defineMail(
  v.object({ name: personName, companyName: shortTitle, reason: officeReason, homeUrl: httpUrl }),
  ({ companyName, reason, homeUrl }, { say }) => ({
    subject: say(msg`${companyName} ha sido desactivada en la bolsa de empleo`),
    heading: say(msg`Tu empresa ha sido desactivada`),
    paragraphs: [
      say(
        msg`La oficina de antiguos alumnos ha desactivado ${companyName} en la bolsa de empleo por este motivo:`,
      ),
      reason,
      say(msg`Mientras esté desactivada, sus usuarios no pueden iniciar sesión en el área de empresas.`),
    ],
    action: { label: say(msg`Ir al área de empresas`), url: homeUrl },
    notes: [say(msg`Si tienes dudas, ponte en contacto con la oficina de antiguos alumnos.`)],
  }),
)
