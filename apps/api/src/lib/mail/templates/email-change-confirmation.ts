import { msg, plural } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail } from '../layout'
import { EMAIL_CHANGE_TTL_HOURS } from '../lifetimes'

/** Sent to the new address to confirm it: valid EMAIL_CHANGE_TTL_HOURS, single use. */
export const emailChangeConfirmation = defineMail(
  v.object({
    name: personName,
    newEmail: v.pipe(v.string(), v.trim(), v.email()),
    confirmUrl: httpUrl,
  }),
  ({ newEmail, confirmUrl }, { say }) => {
    const hours = EMAIL_CHANGE_TTL_HOURS
    return {
      subject: say(msg`Confirma tu nueva dirección de correo`),
      heading: say(msg`Confirma tu nueva dirección de correo`),
      paragraphs: [
        say(
          msg`Has pedido cambiar la dirección de correo de tu cuenta del portal de antiguos alumnos a ${newEmail}. Confírmala con este enlace; hasta entonces seguirás usando la dirección anterior.`,
        ),
      ],
      action: { label: say(msg`Confirmar la dirección`), url: confirmUrl },
      notes: [
        say(
          msg`El enlace es válido durante ${plural(hours, { one: '# hora', other: '# horas' })} y solo se puede usar una vez.`,
        ),
        say(msg`Si no lo has pedido tú, ignora este correo: la dirección de tu cuenta no cambiará.`),
      ],
    }
  },
)
