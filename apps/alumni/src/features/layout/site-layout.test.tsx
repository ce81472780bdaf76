import { cookieSessionStore } from '@egresa/api-client/session'
import { CurrentUser } from '@egresa/api-contract/auth'
import { CommunityDocument } from '@egresa/api-contract/content'
import { permissionsOf, type Role } from '@egresa/api-contract/permissions'
import { apiServerForTests, json } from '@egresa/ui/app/test-api-server'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'

// The user menu by role, in the whole app against a real HTTP server on loopback that plays the API: an
// item that would only lead to an upgrade prompt shows to those with its permission (from /api/init).

const slow = { timeout: 10_000 }
const api = apiServerForTests()
afterEach(() => cookieSessionStore().clear())

async function userMenuAs(role: Role) {
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers = {
    'GET /api/init': () => json({ role, permissions: permissionsOf(role) }),
    'GET /usr/users/me': () => json(v.parse(CurrentUser, { ...member, role })),
    [`POST /_content/${encodeURIComponent('es/community')}`]: () =>
      json(v.parse(CommunityDocument, { title: 'Comunidad', description: 'La red.', sections: [] })),
  }
  await renderApp('/es/comunidad')
  await screen.findByRole('heading', { level: 1, name: 'Comunidad' }, slow)
  await userEvent.setup().click(screen.getByRole('button', { name: /lucia@uni\.es/ }))
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent)
}

describe('the user menu', () => {
  it('leaves the applied offers out for a free member, whom the page would only offer Premium; mentoring is theirs too', async () => {
    expect(await userMenuAs('alumniFreemium')).toEqual([
      'Mi perfil',
      'Mensajes',
      'Artículos guardados',
      'Mis eventos',
      'Mentoría',
      'Grupos suscritos',
      'Ajustes',
      'Cerrar sesión',
    ])
  })

  it('has the applied offers for a Premium member', async () => {
    expect(await userMenuAs('alumniPremium')).toEqual([
      'Mi perfil',
      'Mensajes',
      'Artículos guardados',
      'Mis eventos',
      'Mentoría',
      'Grupos suscritos',
      'Ofertas inscritas',
      'Ajustes',
      'Cerrar sesión',
    ])
  })
})
