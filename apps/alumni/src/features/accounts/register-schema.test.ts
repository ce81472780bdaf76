import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadLanguages, speak } from '../../test/language'
import { type RegisterLabels, registerSchema } from './register-schema'

const labels = (lang: 'es' | 'en'): RegisterLabels => {
  const es: RegisterLabels = {
    name: 'Nombre',
    surname: 'Apellidos',
    email: 'Correo electrónico',
    email_repeat: 'Repite el correo electrónico',
    password: 'Contraseña',
    password_repeat: 'Repite la contraseña',
    document_type: 'Tipo de documento',
    document_number: 'Número de documento',
    birthdate: 'Fecha de nacimiento',
    gender: 'Género',
    phone: 'Teléfono',
    category: 'Estudios',
    graduation_year: 'Año de graduación',
    profile_type: 'Perfil',
    country: 'País',
    city: 'Ciudad',
    language: 'Idioma de los correos',
    is_privacy: 'Privacidad',
    is_conditions: 'Condiciones',
    is_newsletter: 'Boletín',
  }
  if (lang === 'es') return es
  return { ...es, name: 'Name', email_repeat: 'Repeat the e-mail', document_number: 'Document number' }
}

const valid = {
  name: 'Lucía',
  surname: 'Martín Pérez',
  email: 'lucia@example.org',
  email_repeat: 'lucia@example.org',
  password: 'una-clave-larga',
  password_repeat: 'una-clave-larga',
  document_type: 'dni',
  document_number: '12345678Z',
  birthdate: null,
  gender: null,
  phone: '',
  category: null,
  graduation_year: null,
  profile_type: null,
  country: null,
  city: '',
  language: 'es',
  is_privacy: true,
  is_conditions: true,
  is_newsletter: false,
}

beforeAll(loadLanguages)

function errors(input: unknown, lang: 'es' | 'en' = 'es'): Record<string, string[] | undefined> {
  speak(lang)
  const result = v.safeParse(registerSchema(lang, labels(lang)), input, { lang, abortPipeEarly: false })
  return result.success ? {} : (v.flatten(result.issues).nested ?? {})
}

describe('registration rules on the client', () => {
  it('accepts a complete registration and turns blank optional fields into nothing', () => {
    const result = v.safeParse(registerSchema('es', labels('es')), valid)
    expect(result.success).toBe(true)
    expect(result.output).toMatchObject({ city: null, phone: null, email: 'lucia@example.org' })
  })

  it('names each missing required field in Spanish', () => {
    const e = errors({
      ...valid,
      name: ' ',
      document_type: '',
      is_privacy: false,
      password: '',
      password_repeat: '',
    })
    expect(e.name).toEqual(['El campo Nombre es obligatorio'])
    expect(e.document_type).toEqual(['El campo Tipo de documento es obligatorio'])
    expect(e.is_privacy).toEqual(['Debes aceptar la política de privacidad.'])
    expect(e.password?.[0]).toBe('El campo Contraseña es obligatorio')
  })

  it('says which repeat does not match, while other fields still have issues', () => {
    const e = errors({
      ...valid,
      name: '',
      email_repeat: 'lucia@example.com',
      password_repeat: 'otra-clave-larga',
    })
    expect(e.email_repeat).toEqual(['El campo Repite el correo electrónico no coincide'])
    expect(e.password_repeat).toEqual(['El campo Repite la contraseña no coincide'])
    expect(e.name).toBeDefined()
  })

  it('checks the DNI: a wrong shape gets the format with its example, a wrong letter says so, in English too', () => {
    expect(errors({ ...valid, document_number: '1234567A' }).document_number?.[0]).toMatch(/DNI.*12345678Z/)
    expect(errors({ ...valid, document_number: '1234567A' }, 'en').document_number?.[0]).toMatch(
      /valid DNI.*12345678Z/,
    )
    expect(errors({ ...valid, document_number: '12345678A' }).document_number).toEqual([
      'Este campo no es válido: la letra no corresponde a los números del DNI (revisa la letra y los dígitos)',
    ])
    expect(errors({ ...valid, document_number: '12345678A' }, 'en').document_number?.[0]).toMatch(
      /the letter does not match the DNI numbers/,
    )
    expect(errors({ ...valid, document_type: 'nie', document_number: 'X1234567L' })).toEqual({})
  })

  it('explains a short password and a bad e-mail with the field name and the rule', () => {
    const e = errors({ ...valid, password: 'corta', password_repeat: 'corta', email: 'no-es-correo' })
    expect(e.password).toEqual(['El campo Contraseña debe tener al menos 10 caracteres'])
    expect(e.email).toEqual(['El campo Correo electrónico debe ser un correo electrónico válido'])
    expect(errors({ ...valid, name: '' }, 'en').name).toEqual(['The Name field is required'])
  })
})
