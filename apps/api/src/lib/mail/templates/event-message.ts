import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName, title } from '../fields'
import { defineMail } from '../layout'

/**
 * The office's message to everyone with a place in an event (`POST /usr/admin/events/{hash}/mail`,
 * docs/events.md): its subject and text as the office wrote them (plain text, paragraphs split at blank
 * lines), and the event's page.
 */
export const eventMessage = defineMail(
  v.object({
    name: personName,
    eventTitle: title,
    eventUrl: httpUrl,
    subject: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
    text: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(10_000)),
  }),
  ({ eventTitle, eventUrl, subject, text }, { say }) => ({
    subject,
    heading: subject,
    paragraphs: text
      .split(/\r?\n\s*\r?\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    action: { label: say(msg`Ver el evento`), url: eventUrl },
    notes: [say(msg`Recibes este mensaje porque tienes plaza en «${eventTitle}».`)],
  }),
)
