import { Email } from '@egresa/api-contract/users'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { errorMessages, TextField } from './form-fields'
import { localizedFields } from './form-messages'
import { renderWithI18n } from './test-utils'

// Issue 23, bug 12: an empty field said "obligatorio" and, below it, "solo números" or "no es un correo".

const schema = localizedFields(
  {
    email: Email,
    // A required number whose rule has its own message: empty breaks both rules.
    member: v.pipe(v.string(), v.nonEmpty(), v.regex(/^\d+$/, 'Solo puede contener números.')),
  },
  'es',
  { email: 'Correo electrónico', member: 'Número de socio' },
)

function Form() {
  const form = useForm({
    resolver: valibotResolver(schema, { lang: 'es' }),
    criteriaMode: 'all',
    defaultValues: { email: '', member: '' },
  })
  const { errors } = form.formState
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <TextField
        id="email"
        label="Correo electrónico"
        registration={form.register('email')}
        error={errors.email}
      />
      <TextField
        id="member"
        label="Número de socio"
        registration={form.register('member')}
        error={errors.member}
      />
      <button type="submit">Enviar</button>
    </form>
  )
}

describe('a field with an error', () => {
  it('shows one message, the first rule it breaks, with criteriaMode all', async () => {
    renderWithI18n(<Form />)
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    const email = await screen.findByText(/Correo electrónico es obligatorio/)
    expect(email.parentElement?.children).toHaveLength(1)
    const member = screen.getByText(/Número de socio es obligatorio/)
    expect(member.parentElement?.children).toHaveLength(1)
    expect(screen.queryByText(/formato|correo electrónico válido|Solo puede contener números/)).toBeNull()
  })

  it('errorMessages gives the first message only', () => {
    expect(errorMessages({ type: 'x', message: 'A', types: { a: 'A', b: 'B' } })).toEqual(['A'])
    expect(errorMessages({ type: 'x', types: { b: ['B', 'C'] } })).toEqual(['B'])
    expect(errorMessages(undefined)).toEqual([])
  })
})
