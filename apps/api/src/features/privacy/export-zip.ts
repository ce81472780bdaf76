import type { Role } from '@egresa/api-contract/permissions'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { sql } from 'drizzle-orm'
import { type Zippable, zipSync } from 'fflate'
import type { Db } from '../../db/client'
import { type Locale, translate } from '../../lib/i18n'
import { intlLocales, mailAmount, mailDate } from '../../lib/mail/format'
import { escapeHtml } from '../../lib/mail/layout'
import type { Storage } from '../../lib/storage/storage'
import { fieldLabels, objectLabels } from './export-labels'
import {
  companySections,
  type ExportOwner,
  type ExportSection,
  exportStatement,
  personSections,
} from './export-sections'

export const EXPORT_FORMAT = 'egresa-data-export'
export const EXPORT_VERSION = 1

export type ExportData = {
  format: typeof EXPORT_FORMAT
  version: number
  generated_at: string
  sections: Record<string, unknown>
}

/** The sections of an account's export: a company's, or a person's (alumni, staff, the office). */
export function sectionsFor(role: Role | string): readonly ExportSection[] {
  return role === 'company' ? companySections : personSections
}

/** Everything the portal holds about the account, as the ZIP's `data.json` holds it, and the files it names. */
export async function collectExport(
  db: Db,
  params: { userId: string; email: string; role: string; locale: Locale },
): Promise<{ data: ExportData; files: { path: string; key: string }[] }> {
  const [company] = (
    (await db.execute(sql`select id from companies where user_id = ${params.userId}`)) as unknown as {
      rows: { id: string }[]
    }
  ).rows
  const owner: ExportOwner = {
    userId: params.userId,
    companyId: company?.id ?? null,
    email: params.email,
    locale: params.locale,
  }
  const sections = sectionsFor(params.role)
  const result = (await db.execute(exportStatement(sections, owner))) as unknown as {
    rows: { data: Record<string, unknown> | string }[]
  }
  const raw = result.rows[0]?.data
  const data = typeof raw === 'string' ? (JSON.parse(raw) as Record<string, unknown>) : (raw ?? {})
  const files = (
    (await db.execute(sql`
      select 'cv' as kind, cv_key as key from users where id = ${params.userId} and cv_key is not null
      union all select 'avatar', avatar_key from users where id = ${params.userId} and avatar_key is not null
      union all select 'projects', i.file_key from project_images i join projects p on p.id = i.project_id
        where p.user_id = ${params.userId}
      union all select 'groups', storage_key from workgroup_files where uploader_id = ${params.userId}
      union all select 'messages', file_key from conversation_messages
        where sender_id = ${params.userId} and file_key is not null
      union all select 'company', logo_key from companies where user_id = ${params.userId} and logo_key is not null
    `)) as unknown as { rows: { kind: string; key: string }[] }
  ).rows.map(({ kind, key }) => ({ path: `files/${kind}/${key.slice(key.lastIndexOf('/') + 1)}`, key }))
  return {
    data: {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      generated_at: new Date().toISOString(),
      sections: data,
    },
    files:
      params.role === 'company'
        ? files.filter((f) => f.path.startsWith('files/company/') || f.path.startsWith('files/messages/'))
        : files,
  }
}

/** The ZIP: data.json, schema.json, summary.html (in the person's language) and the files. */
export async function buildExportZip(
  deps: { db: Db; storage: Storage },
  params: { userId: string; email: string; role: string; locale: Locale },
): Promise<{ body: Uint8Array; files: number }> {
  const { data, files } = await collectExport(deps.db, params)
  const encoder = new TextEncoder()
  const entries: Zippable = {
    'data.json': encoder.encode(JSON.stringify(data, null, 2)),
    'schema.json': encoder.encode(JSON.stringify(exportSchema(sectionsFor(params.role)), null, 2)),
    'summary.html': encoder.encode(exportSummary(data, sectionsFor(params.role), params.locale)),
  }
  let stored = 0
  for (const file of files) {
    const found = await deps.storage.get(file.key)
    if (!found) continue
    // PDFs and images are compressed already: stored as they are.
    entries[file.path] = [found.body, { level: 0 }]
    stored++
  }
  return { body: zipSync(entries, { level: 6 }), files: stored }
}

const jsonTypes: Record<string, object> = {
  string: { type: 'string' },
  integer: { type: 'integer' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date' },
  'date-time': { type: 'string', format: 'date-time' },
  path: { type: 'string', description: 'a path inside this ZIP' },
  object: {},
}

/** A JSON Schema (2020-12) of data.json, written from the sections' field documentation. */
export function exportSchema(sections: readonly ExportSection[]): object {
  const sectionSchema = (s: ExportSection) => {
    const row = {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(
        Object.entries(s.fields).map(([name, doc]) => {
          const [type = '', description = ''] = doc.split(/:\s(.*)/s)
          const nullable = type.endsWith('?')
          const base = jsonTypes[type.replace('?', '')] ?? {}
          return [
            name,
            nullable ? { description, anyOf: [base, { type: 'null' }] } : { description, ...base },
          ]
        }),
      ),
    }
    return s.one
      ? { description: s.description, anyOf: [row, { type: 'null' }] }
      : { description: s.description, type: 'array', items: row }
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Egresa data export (data.json)',
    type: 'object',
    required: ['format', 'version', 'generated_at', 'sections'],
    properties: {
      format: { const: EXPORT_FORMAT },
      version: { const: EXPORT_VERSION },
      generated_at: { type: 'string', format: 'date-time' },
      sections: {
        type: 'object',
        properties: Object.fromEntries(sections.map((s) => [s.key, sectionSchema(s)])),
      },
    },
  }
}

/** The sections' titles for the summary, in the person's language. */
const sectionTitles: Record<string, MessageDescriptor> = {
  account: msg`Cuenta`,
  profile: msg`Perfil`,
  tags: msg`Etiquetas del perfil`,
  experiences: msg`Experiencia laboral`,
  projects: msg`Proyectos`,
  tier_history: msg`Historial de la membresía`,
  mandates: msg`Mandatos SEPA`,
  charges: msg`Cargos y pagos`,
  applications: msg`Candidaturas`,
  job_alerts: msg`Ofertas recibidas por correo`,
  cv_views: msg`Quién ha visto tu CV`,
  groups: msg`Grupos`,
  groups_created: msg`Grupos propuestos`,
  comments: msg`Comentarios`,
  comment_likes: msg`Comentarios que te gustan`,
  group_files: msg`Archivos compartidos en grupos`,
  reports_made: msg`Denuncias que has hecho`,
  reports_about: msg`Denuncias sobre tu contenido`,
  conversations: msg`Mensajes privados`,
  blocks: msg`Personas bloqueadas`,
  message_reports: msg`Mensajes que has denunciado`,
  saved_articles: msg`Noticias guardadas`,
  event_sign_ups: msg`Inscripciones a eventos`,
  event_registrations: msg`Inscripciones a eventos en el portal`,
  calendar_feed: msg`Dirección de tu calendario`,
  mentor_offer: msg`Tu oferta de mentoría`,
  mentoring_asked: msg`Mentoría que has pedido`,
  mentoring_received: msg`Mentoría que te han pedido`,
  sessions: msg`Sesiones abiertas`,
  account_links: msg`Enlaces de un solo uso enviados`,
  mails: msg`Correos enviados`,
  office_actions: msg`Acciones de la oficina sobre tu cuenta`,
  data_exports: msg`Descargas de tus datos`,
  consents: msg`Consentimientos`,
  community: msg`En la página de la comunidad`,
  company: msg`Empresa`,
  offers: msg`Ofertas de empleo`,
  decisions: msg`Decisiones sobre candidaturas`,
}

/** The university's time zone, the one the summary's times are in (the mails' event times are in it too). */
const TIME_ZONE = 'Europe/Madrid'

type FieldKind = 'string' | 'integer' | 'boolean' | 'date' | 'date-time' | 'path' | 'object'

/** How the summary writes values for one reader: in their language, times in the university's zone. */
type Reader = {
  locale: Locale
  say: (m: MessageDescriptor, values?: Record<string, unknown>) => string
  dateTime: Intl.DateTimeFormat
}

/** The documented kind of a field (`date-time?: When` is `date-time`). */
function kindOf(doc: string): FieldKind {
  return (doc.slice(0, doc.indexOf(':')).replace('?', '') || 'string') as FieldKind
}

/** The kind of a value inside an object field, which has no documentation of its own. */
function kindOfValue(value: unknown): FieldKind {
  if (typeof value === 'boolean') return 'boolean'
  if (typeof value === 'object') return 'object'
  if (typeof value !== 'string') return 'string'
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return 'date-time'
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'date'
  return value.startsWith('files/') ? 'path' : 'string'
}

/** One value of a row, for a person to read; `labels` names the keys of an object value. */
function cell(
  reader: Reader,
  value: unknown,
  kind: FieldKind,
  options: { amount?: boolean; labels?: Record<string, MessageDescriptor> } = {},
): string {
  if (value === null || value === undefined) return ''
  if (kind === 'boolean') return escapeHtml(reader.say(value ? msg`Sí` : msg`No`))
  if (kind === 'date-time' && typeof value === 'string')
    return escapeHtml(reader.dateTime.format(new Date(value)))
  if (kind === 'date' && typeof value === 'string') return escapeHtml(mailDate(reader.locale, value))
  if (options.amount && typeof value === 'number') return escapeHtml(mailAmount(reader.locale, value))
  if (kind === 'path' && typeof value === 'string')
    return `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
  if (Array.isArray(value)) return value.map((v) => cell(reader, v, kindOfValue(v))).join('<br>')
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([key, v]) => {
        const label = options.labels?.[key]
        return `${escapeHtml(label ? reader.say(label) : key)}: ${cell(reader, v, kindOfValue(v))}`
      })
      .join('<br>')
  return escapeHtml(String(value))
}

/** summary.html: the same data for a person to read, in their language, with links to the files. */
export function exportSummary(data: ExportData, sections: readonly ExportSection[], locale: Locale): string {
  const say = (m: MessageDescriptor, values?: Record<string, unknown>) => translate(locale, m, values)
  const intl = intlLocales[locale]
  const reader: Reader = {
    locale,
    say,
    dateTime: new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }),
  }
  const parts = sections.map((s) => {
    const title = escapeHtml(say(sectionTitles[s.key] ?? msg`Datos`))
    const value = data.sections[s.key]
    const rows = (s.one ? (value ? [value] : []) : (value as unknown[])) as Record<string, unknown>[]
    if (rows.length === 0) return `<section><h2>${title}</h2><p>${escapeHtml(say(msg`Nada.`))}</p></section>`
    const fields = Object.entries(s.fields).map(([name, doc]) => {
      // A field without a label (privacy.test.ts fails on one) shows its name rather than nothing.
      const label = fieldLabels[s.key]?.[name]
      return {
        name,
        kind: kindOf(doc),
        label: escapeHtml(label ? say(label) : name),
        options: { amount: name === 'amount_cents', labels: objectLabels[`${s.key}.${name}`] },
      }
    })
    const td = (row: Record<string, unknown>, f: (typeof fields)[number]) =>
      `<td>${cell(reader, row[f.name], f.kind, f.options)}</td>`
    if (s.one) {
      const row = rows[0] ?? {}
      const items = fields.map((f) => `<tr><th scope="row">${f.label}</th>${td(row, f)}</tr>`).join('')
      return `<section><h2>${title}</h2><table>${items}</table></section>`
    }
    const head = fields.map((f) => `<th scope="col">${f.label}</th>`).join('')
    const body = rows.map((row) => `<tr>${fields.map((f) => td(row, f)).join('')}</tr>`).join('')
    return `<section><h2>${title} (${rows.length})</h2><div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div></section>`
  })
  const heading = escapeHtml(say(msg`Tus datos en el portal de antiguos alumnos`))
  const intro = escapeHtml(
    say(
      msg`Esto es todo lo que el portal guarda sobre tu cuenta a {date}. Los mismos datos están en data.json, para llevarlos a otro servicio; schema.json describe cada campo, y la carpeta files tiene tus archivos.`,
      {
        date: new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: TIME_ZONE }).format(
          new Date(data.generated_at),
        ),
      },
    ),
  )
  const times = escapeHtml(say(msg`Las horas están en la hora de Madrid.`))
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;font-size:14px}th,td{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}
.scroll{overflow-x:auto}h2{margin-top:2rem}</style></head>
<body><h1>${heading}</h1><p>${intro}</p><p>${times}</p>${parts.join('\n')}</body></html>
`
}
