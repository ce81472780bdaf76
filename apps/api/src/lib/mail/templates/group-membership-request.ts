import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName, title } from '../fields'
import { defineMail } from '../layout'

/** Someone asked to join a private group: sent to each of its administrators. */
export const groupMembershipRequest = defineMail(
  v.object({ name: personName, groupName: title, requesterName: title, membersUrl: httpUrl }),
  ({ groupName, requesterName, membersUrl }, { say }) => ({
    subject: say(msg`${requesterName} quiere unirse a «${groupName}»`),
    heading: say(msg`Nueva solicitud para tu grupo`),
    paragraphs: [
      say(
        msg`${requesterName} ha pedido unirse al grupo privado «${groupName}», que administras. Hasta que la aceptes, no verá sus comentarios, archivos ni miembros.`,
      ),
    ],
    action: { label: say(msg`Revisar las solicitudes`), url: membersUrl },
    notes: [say(msg`Puedes aceptarla o rechazarla desde la gestión de miembros del grupo.`)],
  }),
)
