import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail } from '../layout'

/** A link to choose a new password: valid PASSWORD_RECOVERY_TTL_MINUTES (lifetimes.ts), single use. */
export const passwordRecovery = defineMail(
  v.object({ name: personName, resetUrl: httpUrl }),
  ({ resetUrl }, { say }) => ({
    subject: say(msg`Restablece tu contraseña`),
    heading: say(msg`Restablece tu contraseña`),
    paragraphs: [
      say(
        msg`Hemos recibido una solicitud para restablecer la contraseña de tu cuenta del portal de antiguos alumnos. Usa este enlace para elegir una contraseña nueva.`,
      ),
    ],
    action: { label: say(msg`Elegir una contraseña nueva`), url: resetUrl },
    notes: [
      say(msg`El enlace es válido durante una hora y solo se puede usar una vez.`),
      say(msg`Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.`),
    ],
  }),
)
