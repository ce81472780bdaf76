import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, officeReason, personName, title } from '../fields'
import { defineMail } from '../layout'

/** The alumni office sent the group back to draft, with the reason. */
export const groupRejected = defineMail(
  v.object({ name: personName, groupName: title, reason: officeReason, editUrl: httpUrl }),
  ({ groupName, reason, editUrl }, { say }) => ({
    subject: say(msg`Tu grupo «${groupName}» necesita cambios`),
    heading: say(msg`Tu grupo necesita cambios`),
    paragraphs: [
      say(
        msg`La oficina de antiguos alumnos ha revisado tu grupo «${groupName}» y lo ha devuelto a borrador por este motivo:`,
      ),
      reason,
      say(msg`Cuando lo hayas corregido, vuelve a enviarlo a revisión.`),
    ],
    action: { label: say(msg`Editar el grupo`), url: editUrl },
    notes: [say(msg`Si tienes dudas, ponte en contacto con la oficina de antiguos alumnos.`)],
  }),
)
