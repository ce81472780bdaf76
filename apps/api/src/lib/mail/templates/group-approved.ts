import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName, title } from '../fields'
import { defineMail } from '../layout'

/** The alumni office published the group: its creator administers it. */
export const groupApproved = defineMail(
  v.object({ name: personName, groupName: title, groupUrl: httpUrl }),
  ({ groupName, groupUrl }, { say }) => ({
    subject: say(msg`Tu grupo «${groupName}» ya está publicado`),
    heading: say(msg`Tu grupo ya está publicado`),
    paragraphs: [
      say(
        msg`La oficina de antiguos alumnos ha validado tu grupo «${groupName}». Ya aparece en el listado de grupos y tú eres su administrador.`,
      ),
    ],
    action: { label: say(msg`Ver el grupo`), url: groupUrl },
    notes: [
      say(
        msg`Desde la gestión del grupo puedes editarlo, aceptar miembros y nombrar a otros administradores.`,
      ),
    ],
  }),
)
