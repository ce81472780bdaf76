import { readFileSync } from 'node:fs'
import { setupI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ArticleStatusInput, articleEntries } from './articles'
import { ArticlesQuery } from './articles-search'
import { AuditQuery } from './audit-search'
import { companyEntries, companyRegisterEntries } from './companies'
import { calendarDate, TODAY, zonedTimestamp } from './dates'
import { BulkDecisionInput } from './decisions'
import { eventSignupEntries } from './events'
import { WorkExperienceInput } from './experiences'
import { CloseOfferInput, DateIncorporation } from './jobs'
import { CardPaymentInput, CollectionRunInput, MandateInput, ReturnInput, TierInput } from './membership'
import { contractMessages, loadContractMessages } from './messages'
import { projectEntries } from './portfolio'
import { ReportQuery } from './reports-search'
import { Password, registerEntries } from './users'

// Every message of the contract's checks, as a person reads it after a parse in Spanish, English and
// Catalan (test-setup.ts says them through this package's catalogs, as an app or the API does with its own).

const languages = ['es', 'en', 'ca'] as const

/** The message under `path` (the dotted field, `''` for the value itself) of a parse in `lang`. */
function said(schema: v.GenericSchema, input: unknown, path: string, lang: string): string | undefined {
  const result = v.safeParse(schema, input, { lang })
  return result.issues?.find((issue) => (v.getDotPath(issue) ?? '') === path)?.message
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)
const eleven = Array.from({ length: 11 }, (_, i) => `t${i}`)
const experience = { name: 'Analista', contract: 'TEMPORAL', company_name: 'Clínic', start: '2020-03-01' }

type Case = {
  what: string
  schema: v.GenericSchema
  input: unknown
  path?: string
  es: string
  en: string
  ca: string
}

const cases: Case[] = [
  {
    what: 'events: the close of sign-ups',
    schema: v.object({ signups_close_at: eventSignupEntries.signups_close_at }),
    input: { signups_close_at: '1949-12-31T10:00:00+01:00' },
    path: 'signups_close_at',
    es: 'El cierre de las inscripciones debe estar entre 1950 y dentro de 5 años.',
    en: 'The close of sign-ups must be between 1950 and 5 years from today.',
    ca: 'El tancament de les inscripcions ha d’estar entre 1950 i d’aquí a 5 anys.',
  },
  {
    what: 'events: a question’s id',
    schema: v.object({ questions: eventSignupEntries.questions }),
    input: { questions: [{ id: 'Dieta especial', label: { es: 'Dieta' }, kind: 'text' }] },
    path: 'questions.0.id',
    es: 'Usa de 1 a 40 minúsculas sin acentos, números, guiones o guiones bajos.',
    en: 'Use 1 to 40 lower-case letters without accents, digits, hyphens or underscores.',
    ca: 'Fes servir d’1 a 40 minúscules sense accents, números, guions o guions baixos.',
  },
  {
    what: 'articles: too many tags',
    schema: ArticlesQuery,
    input: { tags: eleven },
    path: 'tags',
    es: 'Elige como mucho 10 etiquetas.',
    en: 'Choose at most 10 tags.',
    ca: 'Tria com a màxim 10 etiquetes.',
  },
  {
    what: 'articles: a slug',
    schema: v.object({ slug: articleEntries.slug }),
    input: { slug: 'Feria de Empleo' },
    path: 'slug',
    es: 'Usa solo minúsculas sin acentos, números y guiones (ejemplo: feria-de-empleo-2026).',
    en: 'Use only lower-case letters without accents, digits and hyphens (example: job-fair-2026).',
    ca: 'Fes servir només minúscules sense accents, números i guions (exemple: fira-ocupacio-2026).',
  },
  {
    what: 'articles: a subscription address',
    schema: v.object({ subscription_url: articleEntries.subscription_url }),
    input: { subscription_url: 'ftp://uni.es' },
    path: 'subscription_url',
    es: 'Debe empezar por https://.',
    en: 'It must start with https://.',
    ca: 'Ha de començar per https://.',
  },
  {
    what: 'articles: an event’s start',
    schema: v.object({ starts_at: articleEntries.starts_at }),
    input: { starts_at: '1949-12-31T10:00:00+01:00' },
    path: 'starts_at',
    es: 'El inicio del evento debe estar entre 1950 y dentro de 5 años.',
    en: 'The start of the event must be between 1950 and 5 years from today.',
    ca: 'L’inici de l’esdeveniment ha d’estar entre 1950 i d’aquí a 5 anys.',
  },
  {
    what: 'articles: an event’s end',
    schema: v.object({ ends_at: articleEntries.ends_at }),
    input: { ends_at: '1949-12-31T10:00:00+01:00' },
    path: 'ends_at',
    es: 'El final del evento debe estar entre 1950 y dentro de 5 años.',
    en: 'The end of the event must be between 1950 and 5 years from today.',
    ca: 'El final de l’esdeveniment ha d’estar entre 1950 i d’aquí a 5 anys.',
  },
  {
    what: 'articles: a scheduled publication',
    schema: ArticleStatusInput,
    input: { status: 'PUBLISHED', publish_at: '2020-01-01T10:00:00+01:00' },
    path: 'publish_at',
    es: 'La fecha de publicación debe estar entre hoy y dentro de 5 años.',
    en: 'The publication date must be between today and 5 years from now.',
    ca: 'La data de publicació ha d’estar entre avui i d’aquí a 5 anys.',
  },
  {
    what: 'reports: a month of the period',
    schema: ReportQuery,
    input: { from: '1999-12' },
    path: 'from',
    es: 'Debe ser un mes con la forma AAAA-MM, del año 2000 en adelante.',
    en: 'Must be a month written YYYY-MM, from the year 2000 on.',
    ca: 'Ha de ser un mes amb la forma AAAA-MM, de l’any 2000 endavant.',
  },
  {
    what: 'audit log: a day of the search',
    schema: AuditQuery,
    input: { from: '1999-12-31' },
    path: 'from',
    es: 'Debe ser un día entre el 1 de enero de 2000 y dentro de un año.',
    en: 'It must be a day between 1 January 2000 and a year from today.',
    ca: 'Ha de ser un dia entre l’1 de gener de 2000 i d’aquí a un any.',
  },
  {
    what: 'companies: the CIF',
    schema: v.object({ document_number: companyEntries.document_number }),
    input: { document_number: 'A28015864' },
    path: 'document_number',
    es: 'El CIF o NIF no es válido: revisa la letra o el dígito de control.',
    en: 'The company id (CIF or NIF) is not valid: check its control letter or digit.',
    ca: 'El CIF o NIF no és vàlid: revisa la lletra o el dígit de control.',
  },
  {
    what: 'companies: the phone',
    schema: v.object({ contact_phone: companyEntries.contact_phone }),
    input: { contact_phone: 'call me' },
    path: 'contact_phone',
    es: 'El teléfono solo puede contener números, espacios y los signos + ( ) - .',
    en: 'The phone number may contain only digits, spaces and the signs + ( ) - .',
    ca: 'El telèfon només pot contenir números, espais i els signes + ( ) - .',
  },
  {
    what: 'users: the phone (the same message)',
    schema: v.object({ phone: registerEntries.phone }),
    input: { phone: 'call me' },
    path: 'phone',
    es: 'El teléfono solo puede contener números, espacios y los signos + ( ) - .',
    en: 'The phone number may contain only digits, spaces and the signs + ( ) - .',
    ca: 'El telèfon només pot contenir números, espais i els signes + ( ) - .',
  },
  {
    what: 'registration: the privacy policy',
    schema: v.object({ is_privacy: companyRegisterEntries.is_privacy }),
    input: { is_privacy: false },
    path: 'is_privacy',
    es: 'Debes aceptar la política de privacidad.',
    en: 'You must accept the privacy policy.',
    ca: 'Has d’acceptar la política de privadesa.',
  },
  {
    what: 'registration: the terms of use',
    schema: v.object({ is_conditions: registerEntries.is_conditions }),
    input: { is_conditions: false },
    path: 'is_conditions',
    es: 'Debes aceptar las condiciones de uso.',
    en: 'You must accept the terms of use.',
    ca: 'Has d’acceptar les condicions d’ús.',
  },
  {
    what: 'dates: a day the month lacks',
    schema: DateIncorporation,
    input: '2027-02-30',
    es: 'Esa fecha no existe: el mes no tiene ese día.',
    en: 'That date does not exist: the month has no such day.',
    ca: 'Aquesta data no existeix: el mes no té aquest dia.',
  },
  {
    what: 'dates: a timestamp without a zone',
    schema: articleEntries.starts_at,
    input: '2026-05-14T18:00:00',
    es: 'Debe ser una fecha y hora ISO 8601 con zona (2026-05-14T18:00:00+02:00).',
    en: 'It must be an ISO 8601 date and time with a zone (2026-05-14T18:00:00+02:00).',
    ca: 'Ha de ser una data i hora ISO 8601 amb zona (2026-05-14T18:00:00+02:00).',
  },
  {
    what: 'office decisions: how many items',
    schema: BulkDecisionInput,
    input: { action: 'approve', hashes: [] },
    path: 'hashes',
    es: 'Elige entre 1 y 1000 elementos por petición.',
    en: 'Choose between 1 and 1000 items a request.',
    ca: 'Tria entre 1 i 1000 elements per petició.',
  },
  {
    what: 'office decisions: the reason of a rejection',
    schema: BulkDecisionInput,
    input: { action: 'reject', hashes: ['a'] },
    path: 'reason',
    es: 'Escribe el motivo del rechazo: se enviará por correo a cada persona.',
    en: 'Write the reason for the rejection: it is e-mailed to each person.',
    ca: 'Escriu el motiu del rebuig: s’enviarà per correu a cada persona.',
  },
  {
    what: 'experiences: an end before the start',
    schema: WorkExperienceInput,
    input: { ...experience, end: '2019-01-01' },
    path: 'end',
    es: 'La fecha de fin no puede ser anterior a la de inicio.',
    en: 'The end date cannot be before the start date.',
    ca: 'La data de fi no pot ser anterior a la d’inici.',
  },
  {
    what: 'experiences: the start',
    schema: WorkExperienceInput,
    input: { ...experience, start: day(2) },
    path: 'start',
    es: 'La fecha de inicio debe estar entre 1900 y hoy.',
    en: 'The start date must be between 1900 and today.',
    ca: 'La data d’inici ha d’estar entre 1900 i avui.',
  },
  {
    what: 'experiences: the end',
    schema: WorkExperienceInput,
    input: { ...experience, end: '1899-12-31' },
    path: 'end',
    es: 'La fecha de fin debe estar entre 1900 y dentro de 10 años.',
    en: 'The end date must be between 1900 and 10 years from today.',
    ca: 'La data de fi ha d’estar entre 1900 i d’aquí a 10 anys.',
  },
  {
    what: 'job offers: the start date',
    schema: DateIncorporation,
    input: day(-2),
    es: 'La fecha de incorporación debe estar entre hoy y dentro de 2 años.',
    en: 'The start date must be between today and 2 years from today.',
    ca: 'La data d’incorporació ha d’estar entre avui i d’aquí a 2 anys.',
  },
  {
    what: 'job offers: whom the company hired',
    schema: CloseOfferInput,
    input: { hired: true, hired_candidate: null },
    path: 'hired_candidate',
    es: 'Indica a quién has contratado.',
    en: 'Say whom you hired.',
    ca: 'Indica a qui has contractat.',
  },
  {
    what: 'membership: the mandate',
    schema: MandateInput,
    input: { holder: 'Ana', bank: 'Banco', iban: 'ES9121000418450200051332', acceptMandate: false },
    path: 'acceptMandate',
    es: 'Acepta la orden de domiciliación SEPA para continuar.',
    en: 'Accept the SEPA direct debit mandate to continue.',
    ca: 'Accepta l’ordre de domiciliació SEPA per continuar.',
  },
  {
    what: 'membership: the day of a card payment',
    schema: CardPaymentInput,
    input: { reference: 'r1', paid_on: day(2) },
    path: 'paid_on',
    es: 'La fecha del pago debe estar entre hace un año y hoy.',
    en: 'The payment date must be between a year ago and today.',
    ca: 'La data del pagament ha d’estar entre fa un any i avui.',
  },
  {
    what: 'membership: the last day of a tier',
    schema: TierInput,
    input: { role: 'alumniPremium', reason: 'Convenio', until: day(0) },
    path: 'until',
    es: 'El último día de Premium debe ser posterior a hoy y como mucho dentro de 5 años.',
    en: 'The last day of Premium must be after today and at most 5 years from today.',
    ca: 'L’últim dia de Premium ha de ser posterior a avui i com a màxim d’aquí a 5 anys.',
  },
  {
    what: 'membership: the collection date',
    schema: CollectionRunInput,
    input: { date: day(0) },
    path: 'date',
    es: 'La fecha de cobro debe ser posterior a hoy y como mucho dentro de 3 meses.',
    en: 'The collection date must be after today and at most 3 months from today.',
    ca: 'La data de cobrament ha de ser posterior a avui i com a màxim d’aquí a 3 mesos.',
  },
  {
    what: 'membership: the reason code of a return',
    schema: ReturnInput,
    input: { reference: 'MNDT-1', reason: 'A' },
    path: 'reason',
    es: 'Escribe el código de motivo del banco: cuatro letras o números (AC04, AM04, MD01, MS02…).',
    en: 'Write the bank’s reason code: four letters or digits (AC04, AM04, MD01, MS02…).',
    ca: 'Escriu el codi de motiu del banc: quatre lletres o números (AC04, AM04, MD01, MS02…).',
  },
  {
    what: 'membership: the day of a return',
    schema: ReturnInput,
    input: { reference: 'MNDT-1', reason: 'AC04', returned_on: day(2) },
    path: 'returned_on',
    es: 'La fecha de la devolución debe estar entre hace 13 meses (el plazo de devolución SEPA) y hoy.',
    en: 'The return date must be between 13 months ago (the SEPA refund period) and today.',
    ca: 'La data de la devolució ha d’estar entre fa 13 mesos (el termini de devolució SEPA) i avui.',
  },
  {
    what: 'portfolio: a project’s date',
    schema: v.object({ date: projectEntries.date }),
    input: { date: '1899-12-31' },
    path: 'date',
    es: 'La fecha del proyecto debe estar entre 1900 y dentro de un año.',
    en: 'The project date must be between 1900 and a year from today.',
    ca: 'La data del projecte ha d’estar entre 1900 i d’aquí a un any.',
  },
  {
    what: 'users: a password of spaces',
    schema: Password,
    input: ' '.repeat(12),
    es: 'La contraseña debe tener al menos 10 caracteres que no sean espacios.',
    en: 'The password must have at least 10 characters that are not spaces.',
    ca: 'La contrasenya ha de tenir com a mínim 10 caràcters que no siguin espais.',
  },
  {
    what: 'users: the birth date',
    schema: v.object({ birthdate: registerEntries.birthdate }),
    input: { birthdate: '1899-12-31' },
    path: 'birthdate',
    es: 'La fecha de nacimiento debe estar entre 1900 y hoy.',
    en: 'The birth date must be between 1900 and today.',
    ca: 'La data de naixement ha d’estar entre 1900 i avui.',
  },
]

/** The Spanish source text of every message in this package's catalog. */
function catalogMessages(): string[] {
  const po = readFileSync(new URL('./locales/es/messages.po', import.meta.url), 'utf8')
  return [...po.matchAll(/^msgid "(.+)"$/gm)].map((m) => JSON.parse(`"${m[1]}"`) as string)
}

describe('the contract’s messages', () => {
  it.each(cases)('$what: in Spanish, English and Catalan', ({ schema, input, path, ...texts }) => {
    for (const lang of languages) expect(said(schema, input, path ?? '', lang), lang).toBe(texts[lang])
    expect(new Set(languages.map((lang) => texts[lang])).size).toBe(3)
  })

  it('are all said by a case above: every message of the catalog', () => {
    const spanish = new Set(cases.map((c) => c.es))
    const sources = catalogMessages().map((m) =>
      m
        .replace('{MAX_ARTICLE_TAGS}', '10')
        .replace('{BULK_MAX}', '1000')
        .replace('{PASSWORD_MIN_LENGTH}', '10'),
    )
    expect(sources.length).toBeGreaterThan(25)
    expect(sources.filter((m) => !spanish.has(m))).toEqual([])
  })

  it('keep their text in a range the caller writes, and follow the parse’s language there too', () => {
    // The same message (and id) as the portfolio's, so the catalogs have it.
    const message = msg`La fecha del proyecto debe estar entre 1900 y dentro de un año.`
    const range = { min: '1900-01-01', max: TODAY, message }
    expect(said(calendarDate(range), '1899-12-31', '', 'ca')).toBe(
      'La data del projecte ha d’estar entre 1900 i d’aquí a un any.',
    )
    expect(said(zonedTimestamp(range), '1899-12-31T10:00:00Z', '', 'en')).toBe(
      'The project date must be between 1900 and a year from today.',
    )
  })
})

describe('the shipped catalogs', () => {
  it('load a language by its tag into an app’s Lingui instance, Spanish for one they lack', async () => {
    const i18n = setupI18n({ locale: 'ca', messages: { ca: { own: 'Desa' } } })
    await loadContractMessages(i18n, 'ca-ES')
    expect(i18n.messages.own).toBe('Desa') // the app's own stay
    expect(Object.keys(await contractMessages('en-GB')).length).toBe(catalogMessages().length)
    expect(await contractMessages('fr')).toEqual(await contractMessages('es'))
  })
})
