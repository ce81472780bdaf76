import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type * as v from 'valibot'
import { translate } from '../i18n'
import { type MailLocale, mailAmount, mailDate } from './format'

// What every mail shares: the document a mail's module writes, the chrome around it (greeting, link fallback,
// footer) and the one renderer that turns it into the text and the HTML body, so the subject and both bodies
// say the same messages, and every value that reaches the HTML is escaped in one place.

/**
 * What a mail says, in its language; the renderer adds the greeting, the link fallback and the footer.
 * `items`: a list of linked entries (the offers of a job alert), after the paragraphs. `content`: the office's
 * own text (a newsletter's), HTML already cleaned by lib/rich-text.ts and its plain text, after the paragraphs.
 * `action`: the button, when the mail has one. `unsubscribe`: the line of the footer that stops this kind of mail.
 */
export type MailDocument = {
  subject: string
  heading: string
  paragraphs: string[]
  /** Labelled facts after the paragraphs (an event's date and place), a link when `url` is given. */
  details?: { label: string; value: string; url?: string }[]
  items?: { title: string; lines: string[]; url: string }[]
  content?: { html: string; text: string }
  action?: { label: string; url: string }
  notes: string[]
  unsubscribe?: { text: string; label: string; url: string }
}

/** What a mail's module writes its document with: the mail's language and its words, days and amounts. */
export type MailContext = {
  locale: MailLocale
  /** A message of the API's catalog (`msg` of `@lingui/core/macro`) in the mail's language. */
  say: (message: MessageDescriptor) => string
  /** A day (`2026-11-24`) in the mail's language (`mailDate`). */
  date: (isoDate: string) => string
  /** Cents of euro in the mail's language (`mailAmount`). */
  amount: (cents: number) => string
}

/** One mail: the data it needs (validated again when it is enqueued), and what it says with that data. */
export type MailDefinition<S extends v.GenericSchema<unknown, { name: string }>> = {
  schema: S
  compose: (data: v.InferOutput<S>, mail: MailContext) => MailDocument
  /** Extra headers of the mail, from its validated data (List-Unsubscribe). */
  headers?: (data: v.InferOutput<S>) => Record<string, string>
}

export function defineMail<S extends v.GenericSchema<unknown, { name: string }>>(
  schema: S,
  compose: MailDefinition<S>['compose'],
  options: { headers?: MailDefinition<S>['headers'] } = {},
): MailDefinition<S> {
  return { schema, compose, ...options }
}

export function mailContext(locale: MailLocale): MailContext {
  return {
    locale,
    say: (message) => translate(locale, message),
    date: (isoDate) => mailDate(locale, isoDate),
    amount: (cents) => mailAmount(locale, cents),
  }
}

/** The greeting, with the person's name when there is one. */
function greeting(locale: MailLocale, name: string): string {
  return translate(locale, name ? msg`Hola, ${name}:` : msg`Hola:`)
}

const linkFallback = msg`Si el botón no funciona, copia y pega esta dirección en el navegador:`
const footer = msg`Este es un mensaje automático del portal de antiguos alumnos.`

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c)
}

/** The text and the HTML body of a mail's document, in its language, greeting `name`. */
export function layoutMail(
  doc: MailDocument,
  locale: MailLocale,
  name: string,
): { text: string; html: string } {
  return { text: renderText(doc, locale, name), html: renderHtml(doc, locale, name) }
}

function renderText(doc: MailDocument, locale: MailLocale, name: string): string {
  return [
    greeting(locale, name),
    '',
    ...doc.paragraphs.flatMap((p) => [p, '']),
    ...(doc.details?.length ? [...doc.details.map((d) => `${d.label}: ${d.value}`), ''] : []),
    ...(doc.items ?? []).flatMap((item) => [
      `- ${item.title}`,
      ...item.lines.map((l) => `  ${l}`),
      `  ${item.url}`,
      '',
    ]),
    ...(doc.content ? [doc.content.text, ''] : []),
    ...(doc.action ? [`${doc.action.label}:`, doc.action.url, ''] : []),
    ...doc.notes.flatMap((n) => [n, '']),
    '-- ',
    translate(locale, footer),
    ...(doc.unsubscribe ? [doc.unsubscribe.text, doc.unsubscribe.url] : []),
    '',
  ].join('\n')
}

// Plain, accessible HTML: one column, real text (no images), the language declared, the link text says
// what it does, colours above WCAG AA contrast, and the address written out for clients that block links.
function renderHtml(doc: MailDocument, locale: MailLocale, name: string): string {
  const e = escapeHtml
  const p = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${e(text)}</p>`
  return `<!doctype html>
<html lang="${locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(doc.subject)}</title>
</head>
<body style="margin:0;padding:24px 12px;background-color:#f4f4f5;color:#18181b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div role="article" aria-roledescription="email" aria-label="${e(doc.subject)}" lang="${locale}" style="max-width:560px;margin:0 auto;padding:32px 24px;background-color:#ffffff;border-radius:8px">
<h1 style="margin:0 0 24px;font-size:22px;line-height:1.3;color:#18181b">${e(doc.heading)}</h1>
${p(greeting(locale, name))}
${doc.paragraphs.map((t) => p(t)).join('\n')}
${details(doc.details)}${items(doc.items)}${content(doc.content)}${action(doc.action, locale)}${doc.notes.map((t) => p(t)).join('\n')}
<hr style="margin:24px 0 16px;border:0;border-top:1px solid #d4d4d8">
<p style="margin:0;font-size:13px;color:#52525b">${e(translate(locale, footer))}</p>
${doc.unsubscribe ? `<p style="margin:8px 0 0;font-size:13px;color:#52525b">${e(doc.unsubscribe.text)} <a href="${e(doc.unsubscribe.url)}" style="color:#1d4ed8">${e(doc.unsubscribe.label)}</a></p>\n` : ''}</div>
</body>
</html>
`
}

/** The office's own text (already cleaned HTML), in a block of its own; nothing when there is none. */
function content(part: MailDocument['content']): string {
  if (!part) return ''
  return `<div style="margin:0 0 16px">\n${part.html}\n</div>\n`
}

/** The action's button and its address written out; nothing for a mail without one. */
function action(part: MailDocument['action'], locale: MailLocale): string {
  if (!part) return ''
  const e = escapeHtml
  const url = e(part.url)
  return `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 20px;background-color:#1d4ed8;color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none">${e(part.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#3f3f46">${e(translate(locale, linkFallback))}<br><a href="${url}" style="color:#1d4ed8;word-break:break-all">${url}</a></p>
`
}

/** The labelled facts of a mail (an event's date, place and sign-up) as lines; nothing when there are none. */
function details(list: MailDocument['details']): string {
  if (!list?.length) return ''
  const e = escapeHtml
  const lines = list.map(
    (d) =>
      `<strong>${e(d.label)}:</strong> ${d.url ? `<a href="${e(d.url)}" style="color:#1d4ed8;word-break:break-all">${e(d.value)}</a>` : e(d.value)}`,
  )
  return `<p style="margin:0 0 16px">${lines.join('<br>\n')}</p>\n`
}

/** The linked entries of a mail (a job alert's offers) as an HTML list; nothing when there are none. */
function items(list: MailDocument['items']): string {
  if (!list?.length) return ''
  const e = escapeHtml
  const entries = list.map(
    (item) =>
      `<li style="margin:0 0 12px"><a href="${e(item.url)}" style="color:#1d4ed8;font-weight:bold">${e(item.title)}</a>${item.lines.map((l) => `<br><span style="color:#3f3f46">${e(l)}</span>`).join('')}</li>`,
  )
  return `<ul style="margin:0 0 16px;padding-left:20px">\n${entries.join('\n')}\n</ul>\n`
}
