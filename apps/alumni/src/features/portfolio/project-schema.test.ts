import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadLanguages, speak } from '../../test/language'
import { type ProjectLabels, projectDefaults, projectSchema } from './project-schema'

const labels: ProjectLabels = {
  name: 'Nombre',
  date: 'Fecha',
  content: 'Descripción',
  links: 'Enlaces',
  is_published: 'Publicado',
}

beforeAll(loadLanguages)

function errorsOf(input: unknown, lang: 'es' | 'en' = 'es') {
  speak(lang)
  const result = v.safeParse(projectSchema(lang, labels), input, { lang, abortPipeEarly: false })
  return result.success ? {} : (v.flatten(result.issues).nested ?? {})
}

describe('project rules on the client', () => {
  const project = { ...projectDefaults(), name: 'Tesis' }

  it('takes no date, or a day in the contract’s range', () => {
    expect(errorsOf(project)).toEqual({})
    expect(errorsOf({ ...project, date: '2024-06-30' })).toEqual({})
  })

  it('refuses a date before 1900 with the contract’s message, in the page’s language', () => {
    expect(errorsOf({ ...project, date: '1899-12-31' })).toEqual({
      date: ['La fecha del proyecto debe estar entre 1900 y dentro de un año.'],
    })
    expect(errorsOf({ ...project, date: '1899-12-31' }, 'en')).toEqual({
      date: ['The project date must be between 1900 and a year from today.'],
    })
  })
})
