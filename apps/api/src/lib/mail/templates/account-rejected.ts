import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, officeReason, personName } from '../fields'
import { defineMail } from '../layout'

/** The office turned the registration down, with the reason: the account cannot sign in. */
export const accountRejected = defineMail(
  v.object({ name: personName, reason: officeReason, homeUrl: httpUrl }),
  ({ reason, homeUrl }, { say }) => ({
    subject: say(msg`Tu solicitud de alta no ha sido aprobada`),
    heading: say(msg`Tu solicitud de alta no ha sido aprobada`),
    paragraphs: [
      say(
        msg`La oficina de antiguos alumnos ha revisado tu solicitud de alta en el portal y no ha podido aprobarla por este motivo:`,
      ),
      reason,
    ],
    action: { label: say(msg`Ir al portal`), url: homeUrl },
    notes: [say(msg`Si crees que es un error, ponte en contacto con la oficina de antiguos alumnos.`)],
  }),
)
