import { i18n } from '@lingui/core'
import { act } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localizedFields } from './form-messages'
import { useLocalizedSchema } from './localized-schema'
import { packageMessages, renderWithI18n } from './test-utils'

afterEach(() => {
  i18n.loadAndActivate({ locale: 'es', messages: {} })
})

const build = vi.fn((lang: string, labels: { name: string }) =>
  localizedFields({ name: v.pipe(v.string(), v.nonEmpty()) }, lang, labels),
)

const seen: ReturnType<typeof build>[] = []

function Form({ label }: { label: string }) {
  // A new labels object each render, as a component calling t`…` makes it.
  seen.push(useLocalizedSchema(build, { name: label }))
  return null
}

function lastSeen() {
  const schema = seen.at(-1)
  if (!schema) throw new Error('the form built no schema')
  return schema
}

function messageOf(schema: ReturnType<typeof build>) {
  return v.safeParse(schema, { name: '' }).issues?.[0]?.message
}

describe('useLocalizedSchema', () => {
  it('builds the schema once per language and set of labels, with messages naming the field', () => {
    const view = renderWithI18n(<Form label="Nombre" />)
    view.rerender(<Form label="Nombre" />)
    expect(build).toHaveBeenCalledTimes(1)
    expect(seen[1]).toBe(seen[0])
    expect(messageOf(lastSeen())).toBe('El campo Nombre es obligatorio')

    view.rerender(<Form label="Nombre de pila" />)
    expect(messageOf(lastSeen())).toBe('El campo Nombre de pila es obligatorio')

    act(() => i18n.loadAndActivate({ locale: 'en', messages: packageMessages('en') }))
    expect(messageOf(lastSeen())).toBe('The Nombre de pila field is required')
    expect(build).toHaveBeenCalledTimes(3)
  })
})
