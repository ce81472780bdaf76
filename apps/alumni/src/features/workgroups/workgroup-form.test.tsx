import { cookieSessionStore } from '@egresa/api-client/session'
import { CurrentUser } from '@egresa/api-contract/auth'
import { ManagedWorkgroup } from '@egresa/api-contract/workgroups'
import { apiServerForTests, json } from '@egresa/ui/app/test-api-server'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'

// Editing a group in the whole app, against a real HTTP server on loopback that plays the API: a private
// group with a past cannot be made public, and the server's reason (409) is shown next to the type, in the
// page's language, with what the person typed kept.

const slow = { timeout: 10_000 }
const premium = v.parse(CurrentUser, { ...member, role: 'alumniPremium' })

const group = v.parse(ManagedWorkgroup, {
  id: 'g1',
  hash: 'g1',
  slug: 'comite',
  name: 'Comité de empresa',
  type: 'PRIVATE',
  status: 'PUBLISHED',
  content: 'Lo que se habla aquí se queda aquí.',
  image: null,
  members: 3,
  created_at: '2026-01-10T10:00:00.000Z',
  membership: { status: 'ACCEPTED', role: 'ADMINISTRATOR' },
  can_read: true,
  can_manage: true,
  review_note: null,
  updated_at: '2026-01-10T10:00:00.000Z',
})

const reasons = {
  es: 'Este grupo ya tiene comentarios, archivos o miembros que participaron con la promesa de que era privado: no puede hacerse público.',
  en: 'This group already has comments, files or members who took part on the promise that it was private: it cannot be made public.',
}

const api = apiServerForTests()
beforeEach(() => {
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers = {
    'GET /api/init': () => json({ role: premium.role, permissions: ['app.init'] }),
    'GET /usr/users/me': () => json(premium),
    'GET /usr/workgroups/g1': () => json(group),
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

describe('editing a private group with a past', () => {
  it.each([
    ['es', '/es/user/workgroups/g1/edit', 'Tipo de grupo', /^Público/, 'Guardar'],
    ['en', '/en/user/workgroups/g1/edit', 'Type of group', /^Public/, 'Save'],
  ] as const)(
    'shows the server’s refusal next to the type (%s), keeping what was typed',
    async (locale, path, typeLabel, publicOption, save) => {
      const user = userEvent.setup()
      api.handlers['PATCH /usr/workgroups/g1'] = () => ({
        status: 409,
        body: { code: 409, reason: 'conflict', message: reasons[locale] },
      })
      await renderApp(path)
      const name = (await screen.findByRole(
        'textbox',
        { name: new RegExp(locale === 'es' ? 'Nombre' : 'name', 'i') },
        slow,
      )) as HTMLInputElement
      await user.clear(name)
      await user.type(name, 'Comité abierto')
      const type = screen.getByRole('combobox', { name: new RegExp(typeLabel) }) as HTMLSelectElement
      const option = screen.getAllByRole('option').find((o) => publicOption.test(o.textContent ?? ''))
      await user.selectOptions(type, option as HTMLOptionElement)
      await user.click(screen.getByRole('button', { name: new RegExp(`^${save}`) }))
      await waitFor(() => expect(type.getAttribute('aria-invalid')).toBe('true'), slow)
      const described = (type.getAttribute('aria-describedby') ?? '').split(' ')
      const notes = described.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
      expect(notes).toContain(reasons[locale])
      expect(document.activeElement).toBe(type)
      expect(name.value).toBe('Comité abierto')
      expect(type.value).toBe('PUBLIC')
      const patch = api.seen.find((s) => s.method === 'PATCH')
      expect(patch?.locale).toBe(locale)
      expect(patch?.body).toMatchObject({ type: 'PUBLIC', name: 'Comité abierto' })
    },
  )
})

describe('the language of a group', () => {
  it('is chosen in «Idioma del grupo», shows the group’s, and is sent with the edit', async () => {
    const user = userEvent.setup()
    api.handlers['PATCH /usr/workgroups/g1'] = ({ body }) => json({ ...group, ...(body as object) })
    const router = await renderApp('/es/user/workgroups/g1/edit')
    const language = (await screen.findByRole(
      'combobox',
      { name: /Idioma del grupo/ },
      slow,
    )) as HTMLSelectElement
    expect(language.value).toBe('es')
    expect(Array.from(language.options).map((o) => [o.value, o.textContent])).toEqual([
      ['es', 'Español'],
      ['en', 'English'],
    ])
    await user.selectOptions(language, 'en')
    await user.click(screen.getByRole('button', { name: /^Guardar/ }))
    // Saved, it goes on to the group's page (waited for: the next test starts from a settled app).
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/user/workgroups/g1'), slow)
    expect(api.seen.find((s) => s.method === 'PATCH')?.body).toMatchObject({ language: 'en' })
  })

  it('is named in English on the English form', async () => {
    await renderApp('/en/user/workgroups/g1/edit')
    expect(await screen.findByRole('combobox', { name: /Language of the group/ }, slow)).toBeTruthy()
  })
})
