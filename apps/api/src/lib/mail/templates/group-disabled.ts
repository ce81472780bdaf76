import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, officeReason, personName, title } from '../fields'
import { defineMail } from '../layout'

/** The office took the group down, with the reason (its creator is told). */
export const groupDisabled = defineMail(
  v.object({ name: personName, groupName: title, reason: officeReason, groupUrl: httpUrl }),
  ({ groupName, reason, groupUrl }, { say }) => ({
    subject: say(msg`Tu grupo «${groupName}» ha sido desactivado`),
    heading: say(msg`La oficina ha desactivado tu grupo`),
    paragraphs: [
      say(msg`La oficina de antiguos alumnos ha desactivado el grupo «${groupName}» por este motivo:`),
      reason,
      say(msg`Mientras esté desactivado, solo sus administradores lo ven.`),
    ],
    action: { label: say(msg`Ver el grupo`), url: groupUrl },
    notes: [say(msg`Si tienes dudas, ponte en contacto con la oficina de antiguos alumnos.`)],
  }),
)
