import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadLanguages, speak } from '../../test/language'
import { type ExperienceLabels, experienceSchema, toExperienceInput } from './experience-schema'

const labels: ExperienceLabels = {
  name: 'Puesto',
  contract: 'Tipo de contrato',
  company_name: 'Empresa',
  start: 'Fecha de inicio',
  end: 'Fecha de fin',
  is_current: 'Trabajo actual',
  location: 'Lugar',
  content: 'Descripción',
}
const base = {
  name: 'Analista de datos',
  contract: 'TEMPORAL',
  company_name: 'Hospital Clínic',
  start: '2020-03-01',
  end: '2022-06-30',
  is_current: false,
  location: '',
  content: '',
}

beforeAll(loadLanguages)

function parse(input: unknown, lang: 'es' | 'en' = 'es') {
  speak(lang)
  const result = v.safeParse(experienceSchema(lang, labels), input, { lang, abortPipeEarly: false })
  return { result, errors: result.success ? {} : (v.flatten(result.issues).nested ?? {}) }
}

describe('job experience rules on the client', () => {
  it('needs an end date unless it is the current job, which is sent without one', () => {
    expect(parse({ ...base, end: null }).errors).toEqual({ end: ['El campo Fecha de fin es obligatorio'] })
    const current = parse({ ...base, end: null, is_current: true }).result
    expect(current.success).toBe(true)
    if (current.success)
      expect(toExperienceInput(current.output)).toMatchObject({ end: null, location: null })
  })

  it('refuses an end before the start with the server’s message, in the page’s language', () => {
    expect(parse({ ...base, end: '2019-01-01' }).errors).toEqual({
      end: ['La fecha de fin no puede ser anterior a la de inicio.'],
    })
    expect(parse({ ...base, end: '2019-01-01' }, 'en').errors).toEqual({
      end: ['The end date cannot be before the start date.'],
    })
  })

  it('refuses an end more than ten years ahead with the contract’s message, and only that', () => {
    const farAhead = new Date()
    farAhead.setUTCFullYear(farAhead.getUTCFullYear() + 11)
    expect(parse({ ...base, end: farAhead.toISOString().slice(0, 10) }, 'en').errors).toEqual({
      end: ['The end date must be between 1900 and 10 years from today.'],
    })
  })

  it('names the missing required fields and refuses a start in the future', () => {
    const { errors } = parse({ ...base, name: '', contract: '', start: '2999-01-01' })
    expect(errors.name).toEqual(['El campo Puesto es obligatorio'])
    expect(errors.contract).toEqual(['El campo Tipo de contrato es obligatorio'])
    expect(errors.start).toEqual(['La fecha de inicio debe estar entre 1900 y hoy.'])
  })
})
