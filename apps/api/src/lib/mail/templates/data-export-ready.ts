import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail } from '../layout'

/**
 * "Download my data" is ready (features/privacy): the link goes to the settings, where the download needs the
 * person's session; the mail itself carries nothing of the data.
 */
export const dataExportReady = defineMail(
  v.object({
    name: personName,
    url: httpUrl,
    /** When the download expires (ISO date and time). */
    expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
  ({ url, expiresAt }, { say, date }) => ({
    subject: say(msg`Tus datos están listos para descargar`),
    heading: say(msg`Tus datos están listos`),
    paragraphs: [
      say(
        msg`Hemos preparado el archivo con todos los datos que el portal de antiguos alumnos guarda sobre tu cuenta, como pediste.`,
      ),
      say(msg`Descárgalo desde los ajustes de tu cuenta, con tu sesión iniciada.`),
    ],
    details: [{ label: say(msg`Disponible hasta el`), value: date(expiresAt.slice(0, 10)) }],
    action: { label: say(msg`Descargar mis datos`), url },
    notes: [
      say(
        msg`Si no lo has pedido tú, cambia tu contraseña y avisa a la oficina de antiguos alumnos: nadie puede descargarlo sin iniciar sesión en tu cuenta.`,
      ),
    ],
  }),
)
