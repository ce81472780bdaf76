import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName, title } from '../fields'
import { defineMail } from '../layout'

/** An administrator accepted the person's request to join a private group. */
export const groupMembershipAccepted = defineMail(
  v.object({ name: personName, groupName: title, groupUrl: httpUrl }),
  ({ groupName, groupUrl }, { say }) => ({
    subject: say(msg`Ya formas parte de «${groupName}»`),
    heading: say(msg`Te han aceptado en el grupo`),
    paragraphs: [
      say(
        msg`Un administrador del grupo «${groupName}» ha aceptado tu solicitud. Ya puedes leer y escribir comentarios, compartir archivos y ver a sus miembros.`,
      ),
    ],
    action: { label: say(msg`Ir al grupo`), url: groupUrl },
    notes: [say(msg`Puedes dejar el grupo cuando quieras desde su página.`)],
  }),
)
