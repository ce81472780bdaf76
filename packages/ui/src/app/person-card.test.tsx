import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { PersonCard, type PersonCardPerson } from './person-card'

const ana: PersonCardPerson = {
  hash: 'p1',
  name: 'Ana',
  surname: 'García',
  avatar: null,
  category: { hash: 'c1', title: 'Ingeniería Informática' },
  graduation_year: 2015,
  city: 'Valencia',
  country: { code: 'ES', name: 'España' },
  current_job: 'Ingeniera de datos',
  current_company: 'Acme',
  tags: [
    { hash: 't1', title: 'Datos', group: 'area' },
    { hash: 't2', title: 'Python', group: 'specialty' },
  ],
}

/** `page` at `/es/list`, and the person's page at `/es/people/{hash}`, in a memory router. */
async function renderAt(page: () => ReactNode) {
  const root = createRootRoute()
  const list = createRoute({ getParentRoute: () => root, path: '/$locale/list', component: page })
  const person = createRoute({
    getParentRoute: () => root,
    path: '/$locale/people/$hash',
    component: () => <h1>{person.useParams().hash}</h1>,
  })
  const router = createRouter({
    routeTree: root.addChildren([list, person]),
    history: createMemoryHistory({ initialEntries: ['/es/list'] }),
  })
  await router.load()
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return router
}

const link = (hash: string) => ({ to: '/$locale/people/$hash', params: { locale: 'es', hash } }) as never

// jsdom has no scrolling; the router restores the scroll on each navigation.
beforeAll(() => {
  window.scrollTo = () => undefined
})

describe('PersonCard', () => {
  it('shows who, what they do, what they studied and where, and the tags; the name opens their page', async () => {
    const router = await renderAt(() => <PersonCard person={ana} link={link('p1')} />)
    const card = await screen.findByRole('article')
    const name = within(card).getByRole('link', { name: 'Ana García' })
    expect(name.getAttribute('href')).toBe('/es/people/p1')
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Ana García')
    expect(within(card).getByText('Ingeniera de datos · Acme')).toBeTruthy()
    expect(within(card).getByText('Ingeniería Informática · Promoción 2015 · Valencia, España')).toBeTruthy()
    const tags = within(card).getByRole('list', { name: 'Área y especialidad' })
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Datos', 'Python'])
    // The photo is decorative (the name says who); without one, the initials.
    expect(card.querySelector('[aria-hidden="true"]')?.textContent).toBe('AG')
    // One link: the keyboard stops once on the card.
    expect(within(card).getAllByRole('link')).toHaveLength(1)
    await userEvent.setup().click(name)
    expect(await screen.findByRole('heading', { level: 1, name: 'p1' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/es/people/p1')
  })

  it('with less to say, says less; an app adds its facts and a heading level of its own', async () => {
    await renderAt(() => (
      <PersonCard
        person={{ hash: 'p2', name: 'Bruno', surname: 'Sanz', avatar: null, graduation_year: null }}
        link={link('p2')}
        headingLevel={2}
        subtitle="bruno@correo.es"
      >
        <dl>
          <dt>Estado</dt>
          <dd>Activa</dd>
        </dl>
      </PersonCard>
    ))
    const card = await screen.findByRole('article')
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Bruno Sanz')
    expect(within(card).getByText('bruno@correo.es')).toBeTruthy()
    expect(within(card).getByRole('definition').textContent).toBe('Activa')
    expect(within(card).queryByRole('list')).toBeNull()
    expect(card.textContent).not.toContain('Promoción')
  })
})
