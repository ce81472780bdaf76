import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  fieldMessage,
  type InputMessageKey,
  inputMessage,
  inputMessages,
  issueMessage,
} from './issue-messages'
import { formatMessage, messageLocales } from './messages'
import { sourceText } from './translator'
import { dni, iban } from './valibot'

/** The first issue of a parse, as valibot reports it. */
function issueOf(schema: v.GenericSchema, input: unknown, lang = 'es'): v.BaseIssue<unknown> {
  const result = v.safeParse(schema, input, { lang })
  if (result.success) throw new Error('expected an issue')
  return result.issues[0]
}

/** Each field's messages of a parse, as an API answer lists them (no label). */
function unnamed(schema: v.GenericSchema, input: unknown, lang = 'es') {
  const result = v.safeParse(schema, input, { lang })
  return Object.fromEntries(
    (result.issues ?? []).map((issue) => [v.getDotPath(issue) ?? 'body', issueMessage(issue, { lang })]),
  )
}

describe('inputMessage', () => {
  it('gives the sentence in the language, with the requirement filled in', () => {
    expect(inputMessage('required')).toBe('Este campo es obligatorio.')
    expect(inputMessage('required', 'en-GB')).toBe('This field is required.')
    expect(inputMessage('malformed_json', 'ca')).toBe('El cos de la petició no és un JSON vàlid.')
    expect(inputMessage('min_length', 'en', '10')).toBe('Must have at least 10 characters.')
    expect(inputMessage('picklist', 'fr', 'a, b')).toBe('Debe ser uno de: a, b.')
  })

  it('says every message in Spanish, English and Catalan, each its own sentence', () => {
    const said = Object.fromEntries(
      (Object.keys(inputMessages) as InputMessageKey[]).map((key) => [
        key,
        Object.fromEntries(messageLocales.map((lang) => [lang, inputMessage(key, lang, '10')])),
      ]),
    )
    for (const [key, texts] of Object.entries(said)) {
      expect(texts.es, key).toBe(
        sourceText({ ...inputMessages[key as InputMessageKey], values: { requirement: '10' } }),
      )
      expect(new Set(Object.values(texts)).size, key).toBe(3)
      for (const text of Object.values(texts)) expect(text, key).toMatch(/^[A-Z][^{}]*\.$/)
    }
    expect(said).toMatchSnapshot()
  })
})

describe('issueMessage without a label (an API answer)', () => {
  const Body = v.strictObject({
    name: v.pipe(v.string(), v.nonEmpty()),
    password: v.pipe(v.string(), v.minLength(10), v.maxLength(12)),
    code: v.pipe(v.string(), v.length(4)),
    year: v.pipe(v.number(), v.integer(), v.minValue(1950), v.maxValue(2030)),
    gender: v.picklist(['male', 'female']),
    email: v.pipe(v.string(), v.email()),
    day: v.pipe(v.string(), v.isoDate()),
    phone: v.pipe(v.string(), v.regex(/^\d+$/)),
    accepted: v.optional(v.boolean()),
    tags: v.optional(v.array(v.string())),
    empty: v.optional(v.null()),
  })

  it('says what each field lacks, in the request’s language', () => {
    expect(
      unnamed(Body, {
        name: '',
        password: 'short',
        code: '12',
        year: 1949.5,
        gender: 'x',
        email: 'nope',
        day: '2020-13-01',
        phone: '12a',
        accepted: 'yes',
        tags: 'a',
        empty: 1,
        extra: 1,
      }),
    ).toEqual({
      name: 'Este campo es obligatorio.',
      password: 'Debe tener al menos 10 caracteres.',
      code: 'Debe tener exactamente 4 caracteres.',
      year: 'Debe ser como mínimo 1950.',
      gender: 'Debe ser uno de: male, female.',
      email: 'Debe ser un correo electrónico válido.',
      day: 'El valor no es válido.',
      phone: 'El formato no es válido.',
      accepted: 'Debe ser verdadero o falso.',
      tags: 'Debe ser una lista.',
      empty: 'Debe estar vacío.',
      extra: 'Este campo no está permitido.',
    })
    expect(unnamed(Body, { password: 'x'.repeat(13), year: 2031 }, 'en')).toMatchObject({
      name: 'This field is required.',
      password: 'Must have at most 12 characters.',
      year: 'Must be at most 2030.',
    })
  })

  it('names the kind of value a field needs', () => {
    const Types = v.object({ text: v.string(), count: v.number(), whole: v.pipe(v.number(), v.integer()) })
    expect(unnamed(Types, { text: 1, count: 'x', whole: 1.5 })).toEqual({
      text: 'Debe ser un texto.',
      count: 'Debe ser un número.',
      whole: 'Debe ser un número entero.',
    })
    expect(unnamed(Types, 'not an object', 'en')).toEqual({ body: 'Must be an object.' })
    expect(unnamed(v.string(), undefined, 'en')).toEqual({ body: 'This field is required.' })
  })

  it('keeps the message of a rule that has its own, in the parse’s language', () => {
    expect(unnamed(v.object({ dni: v.pipe(v.string(), dni()) }), { dni: '1234567A' }, 'en')).toEqual({
      dni: 'This field must be a valid DNI: 8 numbers and a letter (e.g. 12345678Z)',
    })
    expect(unnamed(v.object({ dni: v.pipe(v.string(), dni()) }), { dni: '12345678A' }, 'en')).toEqual({
      dni: 'This field is not valid: the letter does not match the DNI numbers (check the letter and the digits)',
    })
    const Checked = v.pipe(
      v.string(),
      v.check(() => false, 'Mensaje propio.'),
    )
    expect(issueMessage(issueOf(Checked, 'x'))).toBe('Mensaje propio.')
  })

  it('gives a catalog message to a rule that has none of its own', () => {
    const Checked = v.pipe(
      v.string(),
      v.check(() => false),
    )
    expect(issueMessage(issueOf(Checked, 'x'))).toBe('El valor no es válido.')
    const blank = { ...issueOf(Checked, 'x'), message: '' }
    expect(issueMessage(blank, { lang: 'en' })).toBe('The value is not valid.')
  })

  it('lists no options when a picklist issue does not say them', () => {
    const issue = issueOf(v.picklist(['a']), 'b')
    expect(issueMessage({ ...issue, expected: null }, { lang: 'en' })).toBe('Must be one of: .')
    expect(issueMessage({ ...issue, expected: 'nothing quoted' }, { lang: 'en' })).toBe('Must be one of: .')
  })
})

describe('issueMessage with a label (a form)', () => {
  const named = (schema: v.GenericSchema, input: unknown, lang = 'es') =>
    issueMessage(issueOf(schema, input, lang), { lang, field: 'Nombre' })

  it('names the field in the message of the rule that failed', () => {
    expect(named(v.pipe(v.string(), v.minLength(10)), 'short')).toBe(
      'El campo Nombre debe tener al menos 10 caracteres',
    )
    expect(named(v.pipe(v.string(), v.maxLength(3)), 'long', 'en')).toBe(
      'The Nombre field may not be longer than 3 characters',
    )
    expect(named(v.pipe(v.number(), v.maxValue(5)), 6)).toBe('El campo Nombre debe ser 5 o menor')
    expect(named(v.pipe(v.string(), v.email()), 'nope')).toBe(
      'El campo Nombre debe ser un correo electrónico válido',
    )
    expect(named(v.picklist(['a', 'b']), 'c')).toBe('El campo Nombre debe ser uno de los valores permitidos')
    expect(named(v.pipe(v.string(), v.isoDate()), '2020-13-01')).toBe(
      'El campo Nombre no tiene un formato válido',
    )
    const Checked = v.pipe(
      v.string(),
      v.check(() => false),
    )
    expect(named(Checked, 'x', 'en')).toBe('The Nombre field is not in a valid format')
  })

  it('says "required" for an empty value, whatever the rule that caught it', () => {
    expect(named(v.pipe(v.string(), v.nonEmpty()), '')).toBe('El campo Nombre es obligatorio')
    expect(named(v.picklist(['a']), '', 'en')).toBe('The Nombre field is required')
    expect(named(v.string(), null)).toBe('El campo Nombre es obligatorio')
    expect(named(v.pipe(v.array(v.string()), v.minLength(1)), [])).toBe('El campo Nombre es obligatorio')
  })

  it('serves as a valibot message for a form’s fields (fieldMessage)', () => {
    const Form = v.object({
      name: v.config(v.pipe(v.string(), v.minLength(2)), { message: fieldMessage('en', 'Name') }),
    })
    const result = v.safeParse(Form, { name: 'A' }, { lang: 'en' })
    expect(result.issues?.[0]?.message).toBe('The Name field must be at least 2 characters long')
  })

  it('names the field in the message of this package’s rules, hint included', () => {
    const Form = v.object({
      iban: v.config(v.pipe(v.string(), iban()), { message: fieldMessage('en', 'IBAN') }),
      dni: v.config(v.pipe(v.string(), dni()), { message: fieldMessage('es', 'DNI') }),
    })
    const result = v.safeParse(Form, { iban: 'ES9121000418450200051333', dni: '1234567A' })
    if (result.success) throw new Error('expected issues')
    const issues = v.flatten<typeof Form>(result.issues)
    expect(issues.nested?.iban).toEqual([formatMessage('iban', { lang: 'en', field: 'IBAN' })])
    expect(issues.nested?.iban?.[0]).toContain('valid IBAN')
    expect(issues.nested?.dni).toEqual([formatMessage('dni', { lang: 'es', field: 'DNI' })])
    // The right shape with the wrong letter: the letter is what to check.
    const letter = v.safeParse(Form, { iban: 'ES9121000418450200051332', dni: '12345678A' })
    expect(letter.issues && v.flatten<typeof Form>(letter.issues).nested?.dni).toEqual([
      'El campo DNI no es válido: la letra no corresponde a los números del DNI (revisa la letra y los dígitos)',
    ])
  })

  it('lets a rule with its own message keep it', () => {
    const Form = v.object({
      dni: v.config(v.pipe(v.string(), dni('Mira el DNI')), { message: fieldMessage('es', 'DNI') }),
    })
    expect(v.safeParse(Form, { dni: '12345678A' }).issues?.[0]?.message).toBe('Mira el DNI')
  })
})
