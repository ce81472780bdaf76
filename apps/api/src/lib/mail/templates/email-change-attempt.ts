import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail } from '../layout'

/**
 * Someone asked to move another account to an address that already has one: its owner is told that
 * nothing changed (the request answers the same either way, so the answer does not reveal who has an
 * account). It names neither the account that asked nor its address.
 */
export const emailChangeAttempt = defineMail(
  v.object({ name: personName, signInUrl: httpUrl }),
  ({ signInUrl }, { say }) => ({
    subject: say(msg`Alguien ha pedido usar tu dirección de correo en otra cuenta`),
    heading: say(msg`Tu dirección sigue siendo la de tu cuenta`),
    paragraphs: [
      say(
        msg`Alguien ha pedido que otra cuenta del portal de antiguos alumnos pase a usar esta dirección de correo. Como ya es la dirección de tu cuenta, no ha cambiado nada: tu cuenta la conserva, la otra cuenta no puede usarla y no se ha enviado ningún enlace para confirmarlo.`,
      ),
    ],
    action: { label: say(msg`Iniciar sesión`), url: signInUrl },
    notes: [
      say(
        msg`Si no esperabas este aviso, no tienes que hacer nada: nadie puede pasar tu dirección a otra cuenta. Puede ser alguien que se ha equivocado al escribir su dirección nueva.`,
      ),
      say(msg`Si lo recibes a menudo, avisa a la oficina de antiguos alumnos.`),
    ],
  }),
)
