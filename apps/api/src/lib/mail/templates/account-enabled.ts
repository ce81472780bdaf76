import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail } from '../layout'

/** The alumni office enabled a disabled account again: the person can sign in. */
export const accountEnabled = defineMail(
  v.object({ name: personName, signInUrl: httpUrl }),
  ({ signInUrl }, { say }) => ({
    subject: say(msg`Tu cuenta del portal vuelve a estar activa`),
    heading: say(msg`Tu cuenta vuelve a estar activa`),
    paragraphs: [
      say(
        msg`La oficina de antiguos alumnos ha vuelto a activar tu cuenta del portal. Ya puedes iniciar sesión de nuevo.`,
      ),
    ],
    action: { label: say(msg`Iniciar sesión`), url: signInUrl },
    notes: [say(msg`Si no lo esperabas, ponte en contacto con la oficina de antiguos alumnos.`)],
  }),
)
