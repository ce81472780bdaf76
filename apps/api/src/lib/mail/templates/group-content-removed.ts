import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, officeReason, personName, title } from '../fields'
import { defineMail } from '../layout'

/** The office removed a comment or a file the person posted in a group (moderation), with the reason. */
export const groupContentRemoved = defineMail(
  v.object({
    name: personName,
    groupName: title,
    kind: v.picklist(['comment', 'file']),
    /** The start of the comment, or the file's name. */
    excerpt: v.pipe(v.string(), v.trim(), v.maxLength(300)),
    reason: officeReason,
    groupUrl: httpUrl,
  }),
  ({ groupName, kind, excerpt, reason, groupUrl }, { say }) => ({
    ...(kind === 'comment'
      ? {
          subject: say(msg`Hemos retirado tu comentario de «${groupName}»`),
          heading: say(msg`Tu comentario ha sido retirado`),
          paragraphs: [
            say(
              msg`La oficina de antiguos alumnos ha retirado tu comentario del grupo «${groupName}» («${excerpt}») por este motivo:`,
            ),
            reason,
          ],
        }
      : {
          subject: say(msg`Hemos retirado tu archivo de «${groupName}»`),
          heading: say(msg`Tu archivo ha sido retirado`),
          paragraphs: [
            say(
              msg`La oficina de antiguos alumnos ha retirado tu archivo «${excerpt}» del grupo «${groupName}» por este motivo:`,
            ),
            reason,
          ],
        }),
    action: { label: say(msg`Ir al grupo`), url: groupUrl },
    notes: [say(msg`Si tienes dudas, ponte en contacto con la oficina de antiguos alumnos.`)],
  }),
)
