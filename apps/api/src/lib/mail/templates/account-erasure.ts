import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail } from '../layout'

// Erasing one's account (features/privacy, docs/privacy.md): asked for, cancelled by signing in, done.

/** The person asked to erase their account: when it happens, and that signing in before cancels it. */
export const accountErasureScheduled = defineMail(
  v.object({
    name: personName,
    /** When the account is erased (ISO date and time). */
    eraseAfter: v.pipe(v.string(), v.isoTimestamp()),
    signInUrl: httpUrl,
  }),
  ({ eraseAfter, signInUrl }, { say, date }) => {
    const day = date(eraseAfter.slice(0, 10))
    return {
      subject: say(msg`Tu cuenta se borrará el ${day}`),
      heading: say(msg`Tu cuenta se borrará`),
      paragraphs: [
        say(
          msg`Has pedido borrar tu cuenta del portal de antiguos alumnos. Hemos cerrado todas tus sesiones, y el ${day} borraremos tu perfil, tu CV, tus archivos, tus candidaturas y lo que has guardado.`,
        ),
        say(msg`Si cambias de idea, inicia sesión antes de esa fecha y el borrado se cancelará.`),
      ],
      action: { label: say(msg`Iniciar sesión para cancelarlo`), url: signInUrl },
      notes: [
        say(
          msg`Si no lo has pedido tú, inicia sesión ahora para cancelarlo, cambia tu contraseña y avisa a la oficina de antiguos alumnos.`,
        ),
      ],
    }
  },
)

/** The person signed in before the erasure: it is cancelled. */
export const accountErasureCancelled = defineMail(
  v.object({ name: personName, settingsUrl: httpUrl }),
  ({ settingsUrl }, { say }) => ({
    subject: say(msg`Se ha cancelado el borrado de tu cuenta`),
    heading: say(msg`Tu cuenta no se borrará`),
    paragraphs: [
      say(
        msg`Has iniciado sesión en el portal de antiguos alumnos, así que hemos cancelado el borrado de tu cuenta que pediste. Todo sigue como estaba.`,
      ),
    ],
    action: { label: say(msg`Ir a mis ajustes`), url: settingsUrl },
    notes: [
      say(msg`Si todavía quieres borrarla, vuelve a pedirlo desde la pestaña Privacidad de tus ajustes.`),
    ],
  }),
)

/**
 * An inactive account will be erased (the privacy job's retention, docs/privacy.md): when, and that signing in
 * keeps it.
 */
export const accountInactive = defineMail(
  v.object({
    name: personName,
    /** When the account is erased unless the person signs in (ISO date and time). */
    eraseAfter: v.pipe(v.string(), v.isoTimestamp()),
    signInUrl: httpUrl,
  }),
  ({ eraseAfter, signInUrl }, { say, date }) => {
    const day = date(eraseAfter.slice(0, 10))
    return {
      subject: say(msg`¿Quieres conservar tu cuenta del portal de antiguos alumnos?`),
      heading: say(msg`Hace mucho que no te vemos`),
      paragraphs: [
        say(
          msg`Hace mucho tiempo que no inicias sesión en el portal de antiguos alumnos. Para no guardar tus datos más de lo necesario, borraremos tu cuenta el ${day}.`,
        ),
        say(msg`Si quieres conservarla, basta con que inicies sesión antes de esa fecha.`),
      ],
      action: { label: say(msg`Iniciar sesión y conservar mi cuenta`), url: signInUrl },
      notes: [say(msg`Si no haces nada, tu cuenta se borrará con tu perfil, tu CV y tus candidaturas.`)],
    }
  },
)

/** The account has been erased, as the person asked or after its inactivity: what is gone and what the law keeps. */
export const accountErased = defineMail(
  v.object({
    name: personName,
    siteUrl: httpUrl,
    reason: v.optional(v.picklist(['asked', 'inactive']), 'asked'),
  }),
  ({ siteUrl, reason }, { say }) => ({
    subject: say(msg`Tu cuenta se ha borrado`),
    heading: say(msg`Tu cuenta se ha borrado`),
    paragraphs: [
      say(
        reason === 'inactive'
          ? msg`Como no has iniciado sesión desde nuestro aviso, hemos borrado tu cuenta del portal de antiguos alumnos: tu perfil, tu CV, tus archivos, tus candidaturas y lo que habías guardado. Tus comentarios en los grupos siguen, firmados como «Antiguo miembro» y sin sus archivos.`
          : msg`Como pediste, hemos borrado tu cuenta del portal de antiguos alumnos: tu perfil, tu CV, tus archivos, tus candidaturas y lo que habías guardado. Tus comentarios en los grupos siguen, firmados como «Antiguo miembro» y sin sus archivos.`,
      ),
      say(
        msg`Por ley guardamos los pagos de tu cuota y los mandatos SEPA durante los plazos legales, sin nada más de tu cuenta; después se borran solos.`,
      ),
    ],
    action: { label: say(msg`Ir al portal`), url: siteUrl },
    notes: [say(msg`Este es el último correo que te enviamos.`)],
  }),
)
