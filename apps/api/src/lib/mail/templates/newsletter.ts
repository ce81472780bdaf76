import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail } from '../layout'

/**
 * A newsletter of the office (features/newsletters, docs/newsletters.md): its subject, its text as the office
 * wrote it (HTML cleaned by lib/rich-text.ts, and its plain text), why the person gets it and the one-click
 * unsubscribe (the footer's link opens the alumni app's page; the List-Unsubscribe header posts to the API,
 * RFC 8058). No tracking pixel, no rewritten links. A test (`test`) says so in its subject.
 */
export const newsletter = defineMail(
  v.object({
    name: personName,
    subject: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
    html: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200_000)),
    text: v.pipe(v.string(), v.maxLength(200_000)),
    test: v.optional(v.boolean(), false),
    /** The alumni app's confirmation page (the footer's link). */
    unsubscribeUrl: httpUrl,
    /** The API's one-click address (List-Unsubscribe). */
    oneClickUrl: httpUrl,
  }),
  ({ subject, html, text, test, unsubscribeUrl }, { say }) => ({
    subject: test ? say(msg`[Prueba] ${subject}`) : subject,
    heading: subject,
    paragraphs: [],
    content: { html, text },
    notes: [
      say(
        msg`Recibes este boletín porque aceptaste recibir las novedades de la oficina de antiguos alumnos en tu cuenta del portal.`,
      ),
    ],
    unsubscribe: {
      text: say(msg`Si no quieres recibir más boletines, date de baja con un clic:`),
      label: say(msg`Darme de baja del boletín`),
      url: unsubscribeUrl,
    },
  }),
  {
    headers: ({ oneClickUrl }) => ({
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }),
  },
)
