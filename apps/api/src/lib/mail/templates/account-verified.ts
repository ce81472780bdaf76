import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail } from '../layout'

/** The alumni office verified the account: the person can sign in now. */
export const accountVerified = defineMail(
  v.object({ name: personName, signInUrl: httpUrl }),
  ({ signInUrl }, { say }) => ({
    subject: say(msg`Tu cuenta ya está verificada`),
    heading: say(msg`Tu cuenta ya está verificada`),
    paragraphs: [
      say(
        msg`La oficina de antiguos alumnos ha verificado tu cuenta del portal. Ya puedes iniciar sesión y usar todos los servicios de tu cuenta.`,
      ),
    ],
    action: { label: say(msg`Iniciar sesión`), url: signInUrl },
    notes: [say(msg`Si no reconoces este registro, ponte en contacto con la oficina de antiguos alumnos.`)],
  }),
)
