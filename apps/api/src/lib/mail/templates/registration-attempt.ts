import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail } from '../layout'

/**
 * Someone registered with an address that already has an account: its owner is told (registration
 * answers the same either way, so the answer does not reveal who has an account).
 */
export const registrationAttempt = defineMail(
  v.object({ name: personName, signInUrl: httpUrl }),
  ({ signInUrl }, { say }) => ({
    subject: say(msg`Ya tienes una cuenta en el portal`),
    heading: say(msg`Ya tienes una cuenta con esta dirección`),
    paragraphs: [
      say(
        msg`Alguien ha intentado crear una cuenta nueva en el portal de antiguos alumnos con esta dirección de correo. Como ya tienes una, no se ha creado otra: puedes iniciar sesión con la que tienes.`,
      ),
    ],
    action: { label: say(msg`Iniciar sesión`), url: signInUrl },
    notes: [
      say(
        msg`Si no recuerdas la contraseña, en la página de inicio de sesión puedes pedir un enlace para elegir una nueva.`,
      ),
      say(msg`Si no has sido tú, ignora este correo: tu cuenta no ha cambiado.`),
    ],
  }),
)
