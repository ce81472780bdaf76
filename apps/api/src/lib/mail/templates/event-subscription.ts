import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName, title } from '../fields'
import { eventWhen } from '../format'
import { defineMail, type MailContext, type MailDocument } from '../layout'

const schema = v.object({
  name: personName,
  eventTitle: title,
  eventUrl: httpUrl,
  startsAt: v.pipe(v.string(), v.isoTimestamp()),
  endsAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  place: v.pipe(v.string(), v.trim(), v.maxLength(300)),
  subscriptionUrl: v.nullable(httpUrl),
  subscriptionEmail: v.nullable(v.pipe(v.string(), v.trim(), v.email(), v.maxLength(320))),
})

type EventData = v.InferOutput<typeof schema>

/** The sentence that sends the person on to the organisers' link, address or either; none without both. */
function organisersStep(d: EventData, { say }: MailContext): string[] {
  if (d.subscriptionUrl && d.subscriptionEmail)
    return [
      say(
        msg`Para completar la inscripción con la organización, usa su enlace o escribe a su dirección de inscripción.`,
      ),
    ]
  if (d.subscriptionUrl)
    return [say(msg`Para completar la inscripción con la organización, usa su enlace de inscripción.`)]
  if (d.subscriptionEmail)
    return [
      say(msg`Para completar la inscripción con la organización, escribe a su dirección de inscripción.`),
    ]
  return []
}

/** Date, place and the organisers' sign-up link or address of an event. */
function eventDetails(d: EventData, { say, locale }: MailContext): NonNullable<MailDocument['details']> {
  return [
    { label: say(msg`Fecha`), value: eventWhen(locale, d.startsAt, d.endsAt) },
    ...(d.place ? [{ label: say(msg`Lugar`), value: d.place }] : []),
    ...(d.subscriptionUrl
      ? [{ label: say(msg`Inscripción`), value: d.subscriptionUrl, url: d.subscriptionUrl }]
      : []),
    ...(d.subscriptionEmail
      ? [
          {
            label: say(msg`Correo de inscripción`),
            value: d.subscriptionEmail,
            url: `mailto:${d.subscriptionEmail}`,
          },
        ]
      : []),
  ]
}

/**
 * A Premium member signed up to an event: its date, place and page, how to finish the sign-up with the
 * organisers (their link or address), and the event's `.ics` attached (features/articles/service.ts).
 */
export const eventSubscription = defineMail(schema, (d, mail) => {
  const { say } = mail
  const { eventTitle } = d
  return {
    subject: say(msg`Te has inscrito en «${eventTitle}»`),
    heading: say(msg`Te has inscrito en el evento`),
    paragraphs: [
      say(msg`Hemos anotado tu inscripción en «${eventTitle}» en el portal de antiguos alumnos.`),
      ...organisersStep(d, mail),
    ],
    details: eventDetails(d, mail),
    action: { label: say(msg`Ver el evento`), url: d.eventUrl },
    notes: [
      say(msg`Te adjuntamos el evento en un archivo de calendario (.ics): ábrelo para añadirlo a tu agenda.`),
      say(msg`Si cambias de planes, puedes anular la inscripción en la página del evento.`),
    ],
  }
})
