import { msg, plural } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail } from '../layout'

/**
 * A person has unread private messages (features/conversations/notices.ts): at most once every few hours.
 * The text of a message is never in it unless the portal is configured to quote the start of the newest one
 * (`excerpt`, MESSAGES_MAIL_EXCERPT); the layout escapes it like every value.
 */
export const unreadMessages = defineMail(
  v.object({
    name: personName,
    unread: v.pipe(v.number(), v.integer(), v.minValue(1)),
    inboxUrl: httpUrl,
    excerpt: v.nullable(
      v.object({ from: personName, text: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)) }),
    ),
  }),
  ({ unread, inboxUrl, excerpt }, { say }) => {
    const quote = (from: string, text: string) => say(msg`${from} te escribió: «${text}»`)
    return {
      subject: say(
        msg`${plural(unread, { one: 'Tienes un mensaje sin leer', other: 'Tienes # mensajes sin leer' })}`,
      ),
      heading: say(msg`Mensajes sin leer`),
      paragraphs: [
        say(
          msg`${plural(unread, {
            one: 'Alguien te ha escrito en el portal de antiguos alumnos y aún no lo has leído.',
            other: 'Tienes # mensajes sin leer en el portal de antiguos alumnos.',
          })}`,
        ),
        ...(excerpt ? [quote(excerpt.from, excerpt.text)] : []),
      ],
      action: { label: say(msg`Leer mis mensajes`), url: inboxUrl },
      notes: [
        say(msg`Te avisamos como mucho una vez cada pocas horas, y solo mientras tengas mensajes sin leer.`),
      ],
    }
  },
)
