import { cookieSessionStore } from '@egresa/api-client/session'
import { CurrentUser } from '@egresa/api-contract/auth'
import { CommunityDocument } from '@egresa/api-contract/content'
import { type DirectoryList, Person } from '@egresa/api-contract/directory'
import { apiServerForTests, json, type Reply } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'
import { categoryTree, countries } from '../../test/jobs'
import { replaceTags } from './filters'

// The community page and the directory in the whole app, against a real HTTP server on loopback that plays
// the API: what the filters do to the address and to the request, and what each kind of visitor meets.

const premium = v.parse(CurrentUser, { ...member, role: 'alumniPremium' })
const slow = { timeout: 10_000 }

function person(i: number, details: boolean): Person {
  return v.parse(Person, {
    hash: `p${i}`,
    name: `Persona ${i + 1}`,
    surname: 'Pérez',
    avatar: null,
    category: { hash: 'physics', title: 'Grado en Física' },
    country: { code: 'ES', name: 'España' },
    graduation_year: 2019,
    profile_type: 'student',
    current_job: 'Ingeniera',
    current_company: 'Acme',
    details,
    city: details ? 'Valencia' : null,
    tags: details ? [{ hash: 'a1', title: 'Ingeniería', group: 'area' }] : [],
  })
}
const page = (count: number, total = count, details = true): DirectoryList => ({
  items: Array.from({ length: count }, (_, i) => person(i, details)),
  total,
  maxPages: Math.ceil(total / 10),
  graduation_years: [2025, 2019, 2003, 1991],
})

const community = v.parse(CommunityDocument, {
  title: 'Comunidad',
  description: 'Las personas de la red.',
  sections: [
    {
      title: 'Embajadores',
      description: 'Te abren camino.',
      people: [
        { name: 'Lucía Fernández', role: 'Embajadora en Londres', email: 'lucia@uni.example' },
        { name: 'Javier Martín', role: 'Embajador en México', photo: 'https://img.example/j.jpg' },
      ],
    },
    { title: 'Equipo de antiguos alumnos', people: [{ name: 'Carmen López', role: 'Directora' }] },
  ],
})

let people: () => Reply
const api = apiServerForTests()
beforeEach(() => {
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  people = () => json(page(10, 23))
  api.handlers = {
    'GET /api/init': () =>
      json({ role: 'alumniPremium', permissions: ['app.init', 'directory.read', 'directory.details'] }),
    'GET /usr/users/me': () => json(premium),
    'GET /api/categories/tree': () => json(categoryTree),
    'GET /api/countries': () => json(countries),
    'GET /api/tags': () => json([]),
    'GET /api/users': () => people(),
    [`POST /_content/${encodeURIComponent('es/community')}`]: () => json(community),
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

const directoryRequests = () => api.seen.filter((s) => s.path === '/api/users').map((s) => s.query)
const tagsOf = (group: string) => (group === 'area' ? [{ hash: 'a1', title: 'Ingeniería' }] : [])

async function openDirectory(path: string) {
  const router = await renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Directorio de antiguos alumnos' }, slow)
  await screen.findByRole('link', { name: 'Persona 1 Pérez' }, slow)
  return router
}

describe('the directory’s filters', () => {
  it('put the text into the address after the pause and go back to page 1, one request for the word', async () => {
    const user = userEvent.setup()
    const router = await openDirectory('/es/comunidad/directory?page=2&graduation_year=2019')
    expect(directoryRequests()).toEqual([{ page: '2', size: '10', graduation_year: '2019' }])
    await user.type(screen.getByLabelText('Buscar'), 'José María')
    await waitFor(
      () => expect(router.history.location.search).toBe('?graduation_year=2019&text=Jos%C3%A9+Mar%C3%ADa'),
      slow,
    )
    await waitFor(() =>
      expect(directoryRequests()).toEqual([
        { page: '2', size: '10', graduation_year: '2019' },
        { page: '1', size: '10', graduation_year: '2019', text: 'José María' },
      ]),
    )
  })

  it('offer the graduation years the people have, and the countries where alumni live with their count', async () => {
    const user = userEvent.setup()
    const router = await openDirectory('/es/comunidad/directory')
    const years = [...screen.getByLabelText<HTMLSelectElement>('Promoción').options].map((o) => o.textContent)
    // The years of the answer (graduation_years), not the old portal's 2024 to 2015.
    expect(years).toEqual(['Todas las promociones', '2025', '2019', '2003', '1991'])
    const options = [...screen.getByLabelText<HTMLSelectElement>('País').options].map((o) => o.textContent)
    expect(options).toEqual(['Todos los países', 'España (3)'])
    await user.selectOptions(screen.getByLabelText('Promoción'), '1991')
    await waitFor(() => expect(router.history.location.search).toBe('?graduation_year=1991'), slow)
    await waitFor(() =>
      expect(directoryRequests().at(-1)).toEqual({ page: '1', size: '10', graduation_year: '1991' }),
    )
    await user.click(screen.getByRole('button', { name: 'Borrar los filtros' }))
    await waitFor(() => expect(router.history.location.search).toBe(''), slow)
  })

  it('keep a graduation year of the address that no one has, chosen', async () => {
    await openDirectory('/es/comunidad/directory?graduation_year=1980')
    const select = screen.getByLabelText<HTMLSelectElement>('Promoción')
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Todas las promociones',
      '2025',
      '2019',
      '2003',
      '1991',
      '1980',
    ])
    expect(select.value).toBe('1980')
  })

  it('let Premium members choose an area, sent as a tag', async () => {
    // The request being answered is the last one seen: the area's tags for `group=area`.
    api.handlers['GET /api/tags'] = () => {
      const group = String(api.seen.at(-1)?.query.group)
      return json(tagsOf(group).map((tag) => ({ ...tag, type: 'USER', group })))
    }
    const user = userEvent.setup()
    const router = await openDirectory('/es/comunidad/directory')
    await user.click(await screen.findByRole('button', { name: 'Área Todas' }, slow))
    await user.click(within(screen.getByRole('group', { name: 'Área' })).getByLabelText('Ingeniería'))
    await waitFor(() => expect(router.history.location.search).toBe('?tags=%5B%22a1%22%5D'), slow)
    await waitFor(() => expect(directoryRequests().at(-1)).toEqual({ page: '1', size: '10', tags: 'a1' }))
  })

  it('keep the other group’s tags when one group changes', () => {
    expect(replaceTags(['a1', 's1'], ['a1', 'a2'], ['a2'])).toEqual(['s1', 'a2'])
    expect(replaceTags(['a1'], ['a1', 'a2'], undefined)).toBeUndefined()
    expect(replaceTags(undefined, ['a1'], ['a1'])).toEqual(['a1'])
  })
})

describe('the directory’s list', () => {
  it('shows 10 people a page with page links, each card opening the person’s profile', async () => {
    await openDirectory('/es/comunidad/directory?text=perez')
    expect(screen.getByText('23 personas')).toBeTruthy()
    const results = screen.getByRole('region', { name: 'Resultados' })
    expect(within(results).getAllByRole('article')).toHaveLength(10)
    expect(within(results).getAllByText(/Valencia, España/).length).toBe(10)
    const pages = screen.getByRole('navigation', { name: 'Páginas del directorio' })
    expect(within(pages).getByRole('link', { name: 'Página 3' }).getAttribute('href')).toBe(
      '/es/comunidad/directory?text=perez&page=3',
    )
    expect(screen.getByRole('link', { name: 'Persona 1 Pérez' }).getAttribute('href')).toBe(
      '/es/comunidad/p0',
    )
  })

  it('says «more than» when a search holds only the first thousand people', async () => {
    people = () => json({ ...page(10, 1000), more: true })
    await openDirectory('/es/comunidad/directory?text=maria')
    expect(screen.getByText('Más de 1000 personas')).toBeTruthy()
  })

  it('says when nothing matches, with no page links', async () => {
    people = () => json(page(0))
    await renderApp('/es/comunidad/directory?text=nadie')
    expect(await screen.findByText('Ningún resultado coincide con estos filtros.', {}, slow)).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Páginas del directorio' })).toBeNull()
  })

  it('is in English at /en/community/directory', async () => {
    people = () => json(page(1))
    await renderApp('/en/community/directory')
    expect(await screen.findByRole('heading', { level: 1, name: 'Alumni directory' }, slow)).toBeTruthy()
    expect(await screen.findByText('1 person', {}, slow)).toBeTruthy()
  })
})

describe('who meets the directory', () => {
  it('a free member: the basics, no area or specialty, and the way to the Premium benefits', async () => {
    api.handlers['GET /api/init'] = () =>
      json({ role: 'alumniFreemium', permissions: ['app.init', 'directory.read'] })
    api.handlers['GET /usr/users/me'] = () => json(member)
    people = () => json(page(10, 12, false))
    // A shared link with tags: the free member's request leaves them out (the API would refuse them).
    await openDirectory('/es/comunidad/directory?tags=%5B%22a1%22%5D&text=ana')
    expect(directoryRequests()).toEqual([{ page: '1', size: '10', text: 'ana' }])
    expect(screen.queryByRole('button', { name: /^Área/ })).toBeNull()
    const note = screen.getByRole('complementary', { name: 'Más detalles con la cuenta Premium' })
    expect(within(note).getByRole('link', { name: 'Ver todas las ventajas' }).getAttribute('href')).toBe(
      '/es/info/benefits',
    )
    // Straight to the upgrade form, which offers this page again once Premium.
    expect(within(note).getByRole('link', { name: 'Hazte Premium' }).getAttribute('href')).toBe(
      '/es/user/profile/settings-iban?from=%2Fes%2Fcomunidad%2Fdirectory%3Ftags%3D%255B%2522a1%2522%255D%26text%3Dana',
    )
  })

  it('a guest: the login page, which comes back to the same search', async () => {
    cookieSessionStore().clear()
    const router = await renderApp('/es/comunidad/directory?text=ana')
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }, slow)
    expect(router.state.location.search).toEqual({ redirect: '/es/comunidad/directory?text=ana' })
  })
})

describe('the community page', () => {
  it('shows the people of the content service, initials where there is no photo, and invites a guest to sign in', async () => {
    cookieSessionStore().clear()
    await renderApp('/es/comunidad')
    expect(await screen.findByRole('heading', { level: 1, name: 'Comunidad' }, slow)).toBeTruthy()
    const ambassadors = screen.getByRole('region', { name: 'Embajadores' })
    expect(within(ambassadors).getAllByRole('article')).toHaveLength(2)
    expect(within(ambassadors).getByText('LF')).toBeTruthy()
    expect(
      within(ambassadors)
        .getByRole('link', { name: /lucia@uni\.example/ })
        .getAttribute('href'),
    ).toBe('mailto:lucia@uni.example')
    const directory = screen.getByRole('region', { name: 'Directorio de antiguos alumnos' })
    expect(
      within(directory)
        .getByRole('link', { name: 'Iniciar sesión para ver el directorio' })
        .getAttribute('href'),
    ).toBe('/es/login?redirect=%2Fes%2Fcomunidad%2Fdirectory')
  })

  it('takes a member straight into the directory', async () => {
    await renderApp('/es/comunidad')
    const directory = await screen.findByRole('region', { name: 'Directorio de antiguos alumnos' }, slow)
    await waitFor(() =>
      expect(within(directory).getByRole('link', { name: 'Abrir el directorio' }).getAttribute('href')).toBe(
        '/es/comunidad/directory',
      ),
    )
  })
})
