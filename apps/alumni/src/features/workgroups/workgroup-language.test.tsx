import { Workgroup } from '@egresa/api-contract/workgroups'
import { apiServerForTests, json } from '@egresa/ui/app/test-api-server'
import { screen, within } from '@testing-library/react'
import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderApp } from '../../test/app'

// A group written in one language on the pages of the other (issue 23, bug 9), in the whole app against a
// real HTTP server on loopback that plays the API: on an English page a Spanish group says «In Spanish» and
// its name and description carry lang="es"; on a Spanish page it has no mark, and an English group is
// marked «En inglés».

const slow = { timeout: 10_000 }

const group = (hash: string, name: string, content: string, language: 'es' | 'en') =>
  v.parse(Workgroup, {
    id: hash,
    hash,
    slug: hash,
    name,
    type: 'PUBLIC',
    status: 'PUBLISHED',
    content,
    language,
    image: null,
    members: 3,
    created_at: '2026-01-10T10:00:00.000Z',
    membership: null,
    can_read: true,
    can_manage: false,
  })

const spanish = group('fotografia', 'Club de fotografía', 'Salidas a fotografiar la ciudad.', 'es')
const english = group('abroad', 'Alumni abroad', 'For the alumni who work outside Spain.', 'en')

const api = apiServerForTests()
beforeEach(() => {
  api.handlers = {
    'GET /api/init': () => json({ role: 'guest', permissions: ['app.init', 'groups.read'] }),
    'GET /api/workgroups': () => json({ items: [spanish, english], total: 2, maxPages: 1 }),
    'GET /api/workgroups/fotografia': () => json(spanish),
    'GET /api/workgroups/fotografia/comments': () => json({ items: [], total: 0, maxPages: 1 }),
  }
})

/** The card of a group in the list, by its name. */
async function card(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name }, slow)
  return { heading, card: heading.closest('article') as HTMLElement }
}

describe('the groups on an English page', () => {
  it('mark a Spanish group «In Spanish», its name and description in lang="es"; not an English one', async () => {
    await renderApp('/en/workgroups')
    const { heading, card: es } = await card('Club de fotografía')
    expect(heading.getAttribute('lang')).toBe('es')
    expect(within(es).getByText('Salidas a fotografiar la ciudad.').getAttribute('lang')).toBe('es')
    expect(within(es).getByText('In Spanish')).toBeTruthy()
    const { heading: enHeading, card: en } = await card('Alumni abroad')
    expect(enHeading.getAttribute('lang')).toBeNull()
    expect(within(en).queryByText(/^In (Spanish|English)$/)).toBeNull()
    expect(screen.getAllByText('In Spanish')).toHaveLength(1)
  })

  it('mark a Spanish group’s page «In Spanish», its name and description in lang="es"', async () => {
    await renderApp('/en/workgroups/fotografia')
    const title = await screen.findByRole('heading', { level: 1, name: 'Club de fotografía' }, slow)
    expect(title.getAttribute('lang')).toBe('es')
    expect(screen.getByText('Salidas a fotografiar la ciudad.').getAttribute('lang')).toBe('es')
    const header = title.closest('header') as HTMLElement
    expect(within(header).getByText('In Spanish')).toBeTruthy()
  })
})

describe('the groups on a Spanish page', () => {
  it('leave a Spanish group unmarked, and mark an English one «En inglés»', async () => {
    await renderApp('/es/grupos')
    const { heading, card: es } = await card('Club de fotografía')
    expect(heading.getAttribute('lang')).toBeNull()
    expect(within(es).queryByText(/^En (español|inglés)$/)).toBeNull()
    const { heading: enHeading, card: en } = await card('Alumni abroad')
    expect(enHeading.getAttribute('lang')).toBe('en')
    expect(within(en).getByText('En inglés')).toBeTruthy()
    expect(screen.queryByText('En español')).toBeNull()
  })

  it('leave a Spanish group’s page unmarked', async () => {
    await renderApp('/es/grupos/fotografia')
    const title = await screen.findByRole('heading', { level: 1, name: 'Club de fotografía' }, slow)
    expect(title.getAttribute('lang')).toBeNull()
    expect(screen.queryByText('En español')).toBeNull()
  })
})
