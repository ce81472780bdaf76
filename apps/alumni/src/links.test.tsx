// The typed links of the signed-in pages: each renders the address a person sees, in the page's language,
// with its search parameters (a list's page) and hash.

import { cookieSessionStore } from '@egresa/api-client/session'
import { PublicProfile } from '@egresa/api-contract/directory'
import { apiServerForTests, json } from '@egresa/ui/app/test-api-server'
import { screen, within } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from './test/app'

const api = apiServerForTests()
beforeEach(() => {
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers['GET /api/init'] = () => json({ role: 'alumniFreemium', permissions: ['app.init'] })
  api.handlers['GET /usr/users/me'] = () => json(member)
})
afterEach(() => {
  cookieSessionStore().clear()
})

const emptyPages = (maxPages: number) => json({ items: [], total: 0, maxPages })

const hrefOf = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('link', { name }).getAttribute('href')

describe('typed links', () => {
  it('on my profile: its actions, my public profile at its Spanish address, and each list’s pages', async () => {
    api.handlers['GET /api/countries'] = () => json([])
    api.handlers['GET /usr/workExperiences'] = () => emptyPages(3)
    api.handlers['GET /usr/projects'] = () => emptyPages(2)
    await renderApp('/es/user/profile?projects=2')
    expect(await screen.findByRole('heading', { level: 1, name: /Lucía/ }, { timeout: 10_000 })).toBeTruthy()
    expect(hrefOf('Editar el perfil')).toBe('/es/user/profile/edit')
    expect(hrefOf('Ajustes')).toBe('/es/user/profile/settings')
    expect(hrefOf('Ver mi perfil público')).toBe('/es/comunidad/u1')
    expect(hrefOf('Añadir una experiencia')).toBe('/es/user/experiences/new')
    expect(hrefOf('Añadir un proyecto')).toBe('/es/user/projects/new')
    // A list's page links keep the other list's page; the first page has no parameter.
    const experiences = screen.getByRole('navigation', { name: 'Páginas de experiencias' })
    expect(hrefOf('Página 1', experiences)).toBe('/es/user/profile?projects=2#experiences')
    expect(hrefOf('Página 3', experiences)).toBe('/es/user/profile?experiences=3&projects=2#experiences')
    const projects = screen.getByRole('navigation', { name: 'Páginas de proyectos' })
    expect(hrefOf('Página 1', projects)).toBe('/es/user/profile#projects')
    expect(hrefOf('Página 2', projects)).toBe('/es/user/profile?projects=2#projects')
  })

  it('on a person’s page: the Premium benefits, and the page in the other language', async () => {
    api.handlers['GET /api/users/p2'] = () => json(personOf({ hash: 'p2', details: false }))
    await renderApp('/en/community/p2')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marta Ruiz' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(hrefOf(/Premium/)).toBe('/en/info/benefits')
    expect(hrefOf('Español')).toBe('/es/comunidad/p2')
  })

  it('on a person’s page: the experiences’ page links at the localized address', async () => {
    api.handlers['GET /api/users/p3'] = () =>
      json(personOf({ hash: 'p3', details: true, experiences: { items: [], total: 0, maxPages: 3 } }))
    api.handlers['GET /api/workExperiences'] = () => emptyPages(3)
    await renderApp('/es/comunidad/p3?page=2')
    const pages = await screen.findByRole(
      'navigation',
      { name: 'Páginas de experiencias' },
      { timeout: 10_000 },
    )
    expect(hrefOf('Página 1', pages)).toBe('/es/comunidad/p3#person-experiences')
    expect(hrefOf('Página 3', pages)).toBe('/es/comunidad/p3?page=3#person-experiences')
  })
})

function personOf(fields: Partial<PublicProfile>): PublicProfile {
  return v.parse(PublicProfile, {
    hash: 'p2',
    name: 'Marta',
    surname: 'Ruiz',
    avatar: null,
    category: null,
    country: null,
    graduation_year: null,
    profile_type: null,
    current_job: null,
    current_company: null,
    details: false,
    city: null,
    tags: [],
    formation: null,
    about_me: null,
    url_linkedin: null,
    url_behance: null,
    url_portfolio: null,
    url_other: null,
    projects: [],
    experiences: { items: [], total: 0, maxPages: 0 },
    ...fields,
  })
}
