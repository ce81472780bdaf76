import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail } from '../layout'

/**
 * The account's password was changed, in the settings (`change`) or with a recovery link (`reset`): what to
 * do when it was not the person (ask for a recovery link at once, and tell the office).
 */
export const passwordChanged = defineMail(
  v.object({
    name: personName,
    how: v.picklist(['change', 'reset']),
    recoveryUrl: httpUrl,
  }),
  ({ how, recoveryUrl }, { say }) => ({
    subject: say(msg`Tu contraseña ha cambiado`),
    heading: say(msg`Tu contraseña ha cambiado`),
    paragraphs: [
      say(
        how === 'reset'
          ? msg`La contraseña de tu cuenta del portal de antiguos alumnos se ha cambiado con un enlace de recuperación. Se han cerrado todas las sesiones abiertas.`
          : msg`La contraseña de tu cuenta del portal de antiguos alumnos se ha cambiado desde los ajustes de la cuenta. Se han cerrado las demás sesiones abiertas.`,
      ),
      say(msg`Si has sido tú, no tienes que hacer nada.`),
    ],
    action: { label: say(msg`Recuperar la contraseña`), url: recoveryUrl },
    notes: [
      say(
        msg`Si no has sido tú, pide ahora un enlace para elegir una contraseña nueva con el botón de arriba y avisa a la oficina de antiguos alumnos: alguien podría conocer tu contraseña.`,
      ),
    ],
  }),
)
