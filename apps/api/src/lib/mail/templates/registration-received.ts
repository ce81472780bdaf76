import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail } from '../layout'

/**
 * The receipt of a registration (alumni, or a company and its recruiter): the request reached the office,
 * which checks it before the account can sign in. Not sent to accounts that are active at once (single
 * sign-on), nor to an address that already has an account (that owner gets `registration-attempt`).
 */
export const registrationReceived = defineMail(
  v.object({
    name: personName,
    account: v.picklist(['alumni', 'company']),
    /** The company's name, for a company's registration. */
    companyName: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200))),
    homeUrl: httpUrl,
  }),
  ({ account, companyName, homeUrl }, { say }) => ({
    subject: say(msg`Hemos recibido tu solicitud de registro`),
    heading: say(msg`Hemos recibido tu solicitud`),
    paragraphs:
      account === 'company'
        ? [
            say(
              companyName === null
                ? msg`Gracias por registrar tu empresa en la bolsa de empleo del portal de antiguos alumnos. Hemos recibido tu solicitud; la oficina de antiguos alumnos la revisará y validará la empresa.`
                : msg`Gracias por registrar ${companyName} en la bolsa de empleo del portal de antiguos alumnos. Hemos recibido tu solicitud; la oficina de antiguos alumnos la revisará y validará la empresa.`,
            ),
            say(
              msg`Cuando la empresa esté validada te enviaremos otro correo y podrás iniciar sesión para publicar ofertas.`,
            ),
          ]
        : [
            say(
              msg`Gracias por registrarte en el portal de antiguos alumnos. Hemos recibido tu solicitud; la oficina de antiguos alumnos la revisará y comprobará tus datos.`,
            ),
            say(msg`Cuando tu cuenta esté verificada te enviaremos otro correo y podrás iniciar sesión.`),
          ],
    action: { label: say(msg`Ir al portal`), url: homeUrl },
    notes: [
      say(
        msg`Si no te has registrado tú, ignora este correo o avisa a la oficina de antiguos alumnos: la cuenta no se activará sin su revisión.`,
      ),
    ],
  }),
)
