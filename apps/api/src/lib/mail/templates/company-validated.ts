import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName, shortTitle } from '../fields'
import { defineMail } from '../layout'

/** The alumni office validated the company: its recruiter can sign in to the company app now. */
export const companyValidated = defineMail(
  v.object({ name: personName, companyName: shortTitle, signInUrl: httpUrl }),
  ({ companyName, signInUrl }, { say }) => ({
    subject: say(msg`${companyName} ya puede publicar ofertas`),
    heading: say(msg`Tu empresa ya está validada`),
    paragraphs: [
      say(
        msg`La oficina de antiguos alumnos ha validado ${companyName} en la bolsa de empleo. Ya puedes iniciar sesión en el área de empresas, publicar ofertas y revisar a los candidatos.`,
      ),
    ],
    action: { label: say(msg`Iniciar sesión en el área de empresas`), url: signInUrl },
    notes: [
      say(
        msg`Cada oferta que publiques pasa una revisión de la oficina antes de verse en la bolsa de empleo.`,
      ),
    ],
  }),
)
