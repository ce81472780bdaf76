// The API's catalog (src/locales, lingui.config.ts): every message in every language, the request's
// language chosen from Accept-Language, Spanish for a language without the translation.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { errorReasons } from '@egresa/api-contract/errors'
import { msg } from '@lingui/core/macro'
import { formatter } from '@lingui/format-po'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness'
import { type CompanyActor, createCompany, offerIn } from '../test/jobs'
import { type Locale, localeFromAcceptLanguage, locales, translate } from './i18n'
import { reasonMessages } from './messages'

type Entry = { message?: string; translation?: string; obsolete?: boolean }

/** One language's catalog as Lingui reads it: by message id, with its Spanish source and translation. */
function catalog(locale: Locale): Record<string, Entry> {
  const path = fileURLToPath(new URL(`../locales/${locale}/messages.po`, import.meta.url))
  return formatter({ lineNumbers: false }).parse(readFileSync(path, 'utf8'), {
    locale,
    sourceLocale: 'es',
    filename: `${locale}/messages.po`,
  }) as Record<string, Entry>
}

/** The placeholders of an ICU message (`{by}`, `{known, select, …}`). */
const placeholdersOf = (message: string) =>
  [...message.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1] as string)

/** A value a test can find again in the text that says it. */
const sample = (name: string) => `⟪${name}⟫`

describe('the API catalog', () => {
  it('says every error reason in Spanish, English and Catalan, each its own text', () => {
    for (const reason of errorReasons) {
      const said = locales.map((l) => translate(l, reasonMessages[reason]))
      expect(new Set(said).size, `${reason}: ${said.join(' | ')}`).toBe(3)
    }
    expect(translate('ca', reasonMessages.not_found)).toBe('No s’ha trobat el que cerques.')
    expect(translate('en', reasonMessages.not_found)).toBe('What you are looking for was not found.')
  })

  it('says every message in Spanish, English and Catalan, each language its own text', () => {
    const catalogs = Object.fromEntries(locales.map((l) => [l, catalog(l)])) as Record<
      Locale,
      Record<string, Entry>
    >
    const ids = Object.keys(catalogs.es).filter((id) => !catalogs.es[id]?.obsolete)
    expect(ids.length).toBeGreaterThan(150)
    for (const id of ids) {
      const message = catalogs.es[id]?.message ?? ''
      const names = [...new Set(placeholdersOf(message))]
      // A decision's 409 has a sentence for each of who and when being known (lib/messages.ts, `Decided`).
      const variants = names.includes('known') ? ['both', 'by', 'when', 'neither'] : [undefined]
      for (const known of variants) {
        const values = Object.fromEntries(names.map((n) => [n, n === 'known' ? known : sample(n)]))
        const said = Object.fromEntries(locales.map((l) => [l, translate(l, { id, message }, values)]))
        const samplesIn = (text: string) => names.map(sample).filter((s) => text.includes(s))
        for (const locale of locales) {
          const text = said[locale] as string
          const where = `${locale} of «${message}»${known ? ` (${known})` : ''}: ${text}`
          expect(text, where).not.toMatch(/[{}]/)
          // The translation keeps every value the Spanish says.
          expect(samplesIn(text), where).toEqual(samplesIn(said.es as string))
          if (locale === 'es') continue
          const translation = catalogs[locale][id]?.translation ?? ''
          expect(translation, where).not.toBe('')
          if (translation !== message) expect(text, where).not.toBe(said.es)
        }
        // docs/glossary.md: the typographic apostrophe in Catalan.
        expect(said.ca, message).not.toContain("'")
      }
    }
  })

  it('says a message without its translation in Spanish, with its values', () => {
    const name = 'Ana'
    expect(translate('ca', msg`Un texto que aún no está traducido, ${name}`)).toBe(
      'Un texto que aún no está traducido, Ana',
    )
  })
})

describe('the request’s language (Accept-Language)', () => {
  it('is Catalan for ca, ca-ES and ca-ES-valencia, weights honoured; Spanish when none is asked for', () => {
    expect(localeFromAcceptLanguage('ca')).toBe('ca')
    expect(localeFromAcceptLanguage('ca-ES')).toBe('ca')
    expect(localeFromAcceptLanguage('ca-ES-valencia')).toBe('ca')
    expect(localeFromAcceptLanguage('CA-es')).toBe('ca')
    expect(localeFromAcceptLanguage('en;q=0.5, ca-ES-valencia;q=0.8, es;q=0.7')).toBe('ca')
    expect(localeFromAcceptLanguage('ca;q=0.4, en;q=0.9')).toBe('en')
    expect(localeFromAcceptLanguage('es-ES, ca;q=0.9')).toBe('es')
    expect(localeFromAcceptLanguage('fr-FR, ca;q=0.3')).toBe('ca')
    expect(localeFromAcceptLanguage('ca;q=0, en;q=0.1')).toBe('en')
    expect(localeFromAcceptLanguage('fr, de;q=0.8')).toBe('es')
    expect(localeFromAcceptLanguage('')).toBe('es')
    expect(localeFromAcceptLanguage(undefined)).toBe('es')
  })

  it('picks among the languages offered: with Catalan turned off, a Catalan reader gets the next choice', () => {
    expect(localeFromAcceptLanguage('ca, en;q=0.5', ['es', 'en'])).toBe('en')
    expect(localeFromAcceptLanguage('ca-ES', ['es', 'en'])).toBe('es')
  })
})

describe('answers to Accept-Language: ca', () => {
  let t: TestApp
  let member: string
  let office: string
  let company: CompanyActor

  beforeAll(async () => {
    t = await createTestApp({ seed: 'reference' })
    await t.createUser({ email: 'soci@catala.test', role: 'alumniPremium' })
    await t.createUser({ email: 'oficina@catala.test', role: 'office' })
    member = await t.login('soci@catala.test')
    office = await t.login('oficina@catala.test')
    company = await createCompany(t, { language: 'ca' })
  })
  afterAll(() => t.close())

  it('says a 404 and a 401 in Catalan', async () => {
    const missing = await t.request('/api/users/AAAAAAAAAAAA', { token: member, locale: 'ca' })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({
      code: 404,
      reason: 'not_found',
      message: 'No s’ha trobat el que cerques.',
    })
    const anonymous = await t.request('/usr/users/me', { locale: 'ca' })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({
      code: 401,
      reason: 'unauthorized',
      message: 'La teva sessió no és vàlida o ha caducat. Torna a iniciar la sessió.',
    })
  })

  it('says a 400 and its field messages in Catalan, the validators’ and the API’s own', async () => {
    const query = await t.request('/api/users?page=0', { token: member, locale: 'ca' })
    expect(query.status).toBe(400)
    expect(await query.json()).toEqual({
      code: 400,
      reason: 'validation_failed',
      message: 'Revisa les dades que has enviat: hi ha camps amb errors.',
      errors: { page: ['Ha de ser com a mínim 1.'] },
    })
    // A rule of the API's own (an edit that moves the start after the end; the contract's schema checks a
    // new experience's dates, in its own words until its messages join a catalog).
    const created = await t.request('/usr/workExperiences', {
      token: member,
      json: {
        name: 'Tècnica de laboratori',
        contract: 'INDEFINITE',
        company_name: 'Laboratoris del Nord',
        start: '2010-01-01',
        end: '2012-12-31',
        location: 'Castelló',
        content: 'Anàlisis',
      },
    })
    const { id } = (await created.json()) as { id: string }
    const dates = await t.request(`/usr/workExperiences/${id}`, {
      method: 'PATCH',
      token: member,
      locale: 'ca',
      json: { start: '2015-01-01' },
    })
    expect(dates.status).toBe(400)
    expect(await dates.json()).toMatchObject({
      message: 'Revisa les dades que has enviat: hi ha camps amb errors.',
      errors: { end: ['La data de fi no pot ser anterior a la d’inici.'] },
    })
  })

  it('says the 409 of a decision the office already took in Catalan, naming who and when', async () => {
    const person = await t.createUser({ email: 'pendent@catala.test', status: 'pending' })
    const verify = () =>
      t.request(`/usr/admin/users/${person.hash}/verify`, { method: 'POST', token: office, locale: 'ca' })
    expect((await verify()).status).toBe(200)
    const again = await verify()
    expect(again.status).toBe(409)
    expect(((await again.json()) as { message: string }).message).toMatch(
      /^Aquest compte ja el va verificar oficina@catala\.test el \d\d\/\d\d\/\d{4} a les \d\d:\d\d\.$/,
    )
  })

  it('says the offers’ state machine’s refusals in Catalan', async () => {
    const draft = await offerIn(t, company, 'UNPUBLISHED')
    const approve = await t.request(`/usr/admin/offers/${draft}/approve`, {
      method: 'POST',
      token: office,
      locale: 'ca',
    })
    expect(approve.status).toBe(409)
    expect(await approve.json()).toEqual({
      code: 409,
      reason: 'conflict',
      message: 'Només es pot aprovar una oferta pendent de publicació, i aquesta és un esborrany.',
    })
    const published = await offerIn(t, company, 'PUBLISHED')
    const publish = await t.request(`/usr/company/offers/${published}/publish`, {
      method: 'POST',
      token: company.token,
      locale: 'ca',
    })
    expect(publish.status).toBe(409)
    expect(await publish.json()).toMatchObject({ message: 'Aquesta oferta ja està publicada.' })
  })
})
