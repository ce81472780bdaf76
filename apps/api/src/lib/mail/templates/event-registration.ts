import { msg, plural } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName, title } from '../fields'
import { eventWhen } from '../format'
import { defineMail, type MailContext, type MailDocument } from '../layout'

const schema = v.object({
  name: personName,
  /** confirmed: a place; waiting: on the waiting list; promoted: a place from the list; reminder: tomorrow. */
  kind: v.picklist(['confirmed', 'waiting', 'promoted', 'reminder']),
  eventTitle: title,
  eventUrl: httpUrl,
  startsAt: v.pipe(v.string(), v.isoTimestamp()),
  endsAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  place: v.pipe(v.string(), v.trim(), v.maxLength(300)),
  onlineUrl: v.optional(v.nullable(httpUrl), null),
  /** The place in the waiting list (1 is next), for `waiting`. */
  position: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** The ticket's text (the QR code attached holds it), for a place. */
  ticket: v.nullable(v.pipe(v.string(), v.maxLength(300))),
})

type Data = v.InferOutput<typeof schema>

function details(d: Data, { say, locale }: MailContext): NonNullable<MailDocument['details']> {
  return [
    { label: say(msg`Fecha`), value: eventWhen(locale, d.startsAt, d.endsAt) },
    ...(d.place ? [{ label: say(msg`Lugar`), value: d.place }] : []),
    ...(d.onlineUrl ? [{ label: say(msg`En línea`), value: d.onlineUrl, url: d.onlineUrl }] : []),
    ...(d.ticket ? [{ label: say(msg`Código de tu entrada`), value: d.ticket }] : []),
  ]
}

/**
 * A step of a sign-up to an event in the portal (features/articles/registrations.ts, docs/events.md): a
 * place, a waiting position, a place given from the waiting list, or the reminder the day before. A place
 * carries the event's `.ics` and the ticket's QR code (`ticket.png`) attached.
 */
export const eventRegistration = defineMail(schema, (d, mail) => {
  const { say } = mail
  const { eventTitle } = d
  const ticketNotes = d.ticket
    ? [
        say(
          msg`Te adjuntamos tu entrada (un código QR) y el evento en un archivo de calendario (.ics). Enseña el código QR en la entrada; también lo tienes en «Mis eventos» del portal.`,
        ),
        say(
          msg`Si no puedes venir, anula la inscripción en la página del evento: tu plaza pasará a otra persona.`,
        ),
      ]
    : []
  const action = { label: say(msg`Ver el evento`), url: d.eventUrl }
  if (d.kind === 'waiting') {
    const position = d.position ?? 1
    return {
      subject: say(msg`Estás en la lista de espera de «${eventTitle}»`),
      heading: say(msg`Estás en la lista de espera`),
      paragraphs: [
        say(msg`Las plazas de «${eventTitle}» están completas y te hemos apuntado a la lista de espera.`),
        say(
          msg`${plural(position, { one: 'Eres la primera persona de la lista.', other: 'Eres la persona número # de la lista.' })}`,
        ),
        say(
          msg`Si se libera una plaza, será tuya por orden de llegada y te avisaremos por correo con tu entrada.`,
        ),
      ],
      details: details(d, mail),
      action,
      notes: [say(msg`Si cambias de planes, puedes salir de la lista en la página del evento.`)],
    }
  }
  if (d.kind === 'promoted')
    return {
      subject: say(msg`Tienes plaza en «${eventTitle}»`),
      heading: say(msg`Se ha liberado una plaza para ti`),
      paragraphs: [say(msg`Alguien ha anulado su inscripción en «${eventTitle}» y la plaza es tuya.`)],
      details: details(d, mail),
      action,
      notes: ticketNotes,
    }
  if (d.kind === 'reminder')
    return {
      subject: say(msg`Mañana: «${eventTitle}»`),
      heading: say(msg`Te esperamos mañana`),
      paragraphs: [say(msg`Te recordamos que mañana es «${eventTitle}», en el que tienes plaza.`)],
      details: details(d, mail),
      action,
      notes: ticketNotes,
    }
  return {
    subject: say(msg`Tienes plaza en «${eventTitle}»`),
    heading: say(msg`Tu inscripción está confirmada`),
    paragraphs: [say(msg`Te has inscrito en «${eventTitle}» y tienes plaza.`)],
    details: details(d, mail),
    action,
    notes: ticketNotes,
  }
})
