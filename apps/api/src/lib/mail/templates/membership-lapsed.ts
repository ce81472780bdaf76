import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail } from '../layout'

/** Premium ended (its end date passed unrenewed, or the bank returned the charge): back to the free tier. */
export const membershipLapsed = defineMail(
  v.object({
    name: personName,
    reason: v.picklist(['expired', 'returned']),
    settingsUrl: httpUrl,
  }),
  ({ reason, settingsUrl }, { say }) => ({
    subject: say(msg`Tu cuenta Premium ha terminado`),
    heading: say(msg`Tu cuenta ya no es Premium`),
    paragraphs: [
      say(
        reason === 'returned'
          ? msg`Tu banco ha devuelto el cargo de la cuota Premium, así que tu cuenta ha vuelto a ser gratuita.`
          : msg`La fecha de fin de tu cuota Premium ha pasado sin renovarse, así que tu cuenta ha vuelto a ser gratuita.`,
      ),
      say(msg`Sigues teniendo tu cuenta y tus datos; puedes volver a hacerte Premium cuando quieras.`),
    ],
    action: { label: say(msg`Hacerme Premium`), url: settingsUrl },
    // Its English says «please», as this mail always has; the office's decisions' mails do not (the mails keep
    // their texts until they are revised as a whole, docs/glossary.md).
    notes: [
      say(
        msg({
          message: 'Si crees que es un error, ponte en contacto con la oficina de antiguos alumnos.',
          context: 'membership-lapsed',
        }),
      ),
    ],
  }),
)
