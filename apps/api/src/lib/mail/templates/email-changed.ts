import { msg, plural } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail } from '../layout'
import { EMAIL_REVERT_TTL_DAYS } from '../lifetimes'

/**
 * Sent to the OLD address when an e-mail change is confirmed: the new address (masked), and a link that
 * undoes the change and locks the account when it was not the person (valid EMAIL_REVERT_TTL_DAYS, once).
 */
export const emailChanged = defineMail(
  v.object({
    name: personName,
    /** The new address, masked (`a***@example.org`): the old mailbox may no longer be the person's. */
    newEmailMasked: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(320)),
    revertUrl: httpUrl,
  }),
  ({ newEmailMasked, revertUrl }, { say }) => {
    const days = EMAIL_REVERT_TTL_DAYS
    return {
      subject: say(msg`La dirección de correo de tu cuenta ha cambiado`),
      heading: say(msg`Tu cuenta usa ahora otra dirección de correo`),
      paragraphs: [
        say(
          msg`La dirección de correo de tu cuenta del portal de antiguos alumnos ha cambiado a ${newEmailMasked}. A partir de ahora los correos del portal irán a esa dirección, y esta ya no sirve para iniciar sesión.`,
        ),
        say(msg`Si has sido tú, no tienes que hacer nada.`),
      ],
      action: { label: say(msg`No he sido yo`), url: revertUrl },
      notes: [
        say(
          msg`Si no has sido tú, usa el botón de arriba: la dirección de tu cuenta volverá a ser esta, se cerrarán todas sus sesiones y la cuenta quedará bloqueada hasta que hables con la oficina de antiguos alumnos, que te ayudará a recuperarla.`,
        ),
        say(
          msg`El enlace es válido durante ${plural(days, { one: '# día', other: '# días' })} y solo se puede usar una vez.`,
        ),
      ],
    }
  },
)
