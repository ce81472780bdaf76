import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail } from '../layout'

/**
 * The alumni office disabled the account: it cannot sign in, and every session ended. The office's reason
 * stays in its audit log; the mail says what to do (contact the office), linking to the portal's home.
 */
export const accountDisabled = defineMail(
  v.object({ name: personName, homeUrl: httpUrl }),
  ({ homeUrl }, { say }) => ({
    subject: say(msg`Tu cuenta del portal está desactivada`),
    heading: say(msg`Tu cuenta está desactivada`),
    paragraphs: [
      say(
        msg`La oficina de antiguos alumnos ha desactivado tu cuenta del portal: ya no puedes iniciar sesión, y las sesiones que tenías abiertas se han cerrado.`,
      ),
      say(
        msg`Tus datos no se han borrado. Si quieres saber por qué o crees que es un error, ponte en contacto con la oficina de antiguos alumnos.`,
      ),
    ],
    action: { label: say(msg`Ir al portal`), url: homeUrl },
    notes: [say(msg`Este correo es un aviso automático: no hace falta que respondas.`)],
  }),
)
