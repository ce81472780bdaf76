import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName, title } from '../fields'
import { defineMail } from '../layout'

/** The mentor accepted the person's request (docs/mentoring.md): the mentorship begins. */
export const mentoringAccepted = defineMail(
  v.object({ name: personName, mentorName: title, mentoringUrl: httpUrl }),
  ({ mentorName, mentoringUrl }, { say }) => ({
    subject: say(msg`${mentorName} ha aceptado ser tu mentor o mentora`),
    heading: say(msg`Tu mentoría empieza`),
    paragraphs: [
      say(
        msg`${mentorName} ha aceptado tu solicitud de mentoría. Ya podéis escribiros en el portal y acordar cómo os organizáis.`,
      ),
    ],
    action: { label: say(msg`Ir a mi mentoría`), url: mentoringUrl },
    notes: [
      say(msg`Cualquiera de los dos puede dar por terminada la mentoría cuando quiera desde esa página.`),
    ],
  }),
)
