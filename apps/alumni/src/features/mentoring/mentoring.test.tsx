import { cookieSessionStore } from '@egresa/api-client/session'
import { CurrentUser } from '@egresa/api-contract/auth'
import { Mentor, MentoringRequest, type MyMentoring } from '@egresa/api-contract/mentoring'
import { permissionsOf } from '@egresa/api-contract/permissions'
import { apiServerForTests, json, type Reply } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'
import { categoryTree, jobOffer } from '../../test/jobs'

// Mentoring in the whole app against the loopback server that plays the API: asking a mentor from the
// search and from a job offer's page (and the API's refusal), accepting and declining as a mentor,
// withdrawing and ending after their dialogs, and the offer form's field errors, the client's and the server's.

const slow = { timeout: 10_000 }
const free = v.parse(CurrentUser, { ...member, role: 'alumniFreemium' })

const person = (hash: string, name: string, surname: string) => ({
  hash,
  name,
  surname,
  avatar: null,
  current_job: 'Ingeniera de datos',
  current_company: 'Acme Diseño',
})

const mentor = (hash: string, name: string, surname: string) =>
  v.parse(Mentor, {
    person: person(hash, name, surname),
    studies: [{ hash: 'physics', title: 'Grado en Física' }],
    tags: [{ hash: 'area1', title: 'Ingeniería', group: 'area' }],
    company: 'Acme Diseño',
    topics: 'Preparar entrevistas',
    capacity: 3,
    places_left: 2,
  })

const request = (overrides: Partial<v.InferInput<typeof MentoringRequest>>) =>
  v.parse(MentoringRequest, {
    hash: 'r1',
    side: 'mentee',
    person: person('m1', 'Marta', 'Ruiz'),
    state: 'pending',
    message: 'Me gustaría hablar de mi primer empleo.',
    decline_message: null,
    decline_default: false,
    ended_by: null,
    feedback: null,
    conversation: null,
    created_at: '2026-11-20T10:00:00.000Z',
    answered_at: null,
    ended_at: null,
    ...overrides,
  })

const emptySide = { pending: [], active: [], past: [] }
let page: MyMentoring
let ask: (body: unknown) => Reply
const api = apiServerForTests()

beforeAll(async () => {
  await Promise.all([import('../../app'), import('./mentoring-page'), import('./mentors-page')])
}, 60_000)
beforeEach(() => {
  page = { offer: null, as_mentee: { ...emptySide }, as_mentor: { ...emptySide } }
  ask = () => {
    page = { ...page, as_mentee: { ...page.as_mentee, pending: [request({})] } }
    return json(page.as_mentee.pending[0], 201)
  }
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers = {
    'GET /api/init': () => json({ role: free.role, permissions: permissionsOf(free.role) }),
    'GET /usr/users/me': () => json(free),
    'GET /api/categories/tree': () => json(categoryTree),
    'GET /api/tags': () =>
      json([
        { hash: 'area1', title: 'Ingeniería', type: 'USER', group: 'area' },
        { hash: 'spec1', title: 'Inteligencia artificial', type: 'USER', group: 'specialty' },
        { hash: 'car1', title: 'Primer empleo', type: 'USER', group: 'career' },
      ]),
    'GET /usr/mentoring': () => json(page),
    'GET /usr/mentoring/mentors': () =>
      json({ items: [mentor('m1', 'Marta', 'Ruiz')], total: 1, maxPages: 1 }),
    'POST /usr/mentoring/mentors/m1/requests': ({ body }) => ask(body),
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

const writes = () =>
  api.seen.filter((s) => s.method !== 'GET').map((s) => ({ call: `${s.method} ${s.path}`, body: s.body }))

describe('asking for mentoring', () => {
  it('from the search: the message is checked, sent, and the button becomes the request’s state', async () => {
    const user = userEvent.setup()
    await renderApp('/es/user/mentoring/mentors?area=area1')
    await screen.findByRole('heading', { level: 1, name: 'Buscar mentores' }, slow)
    const card = (await screen.findByRole('link', { name: 'Marta Ruiz' }, slow)).closest(
      'article',
    ) as HTMLElement
    expect(api.seen.find((s) => s.path === '/usr/mentoring/mentors')?.query).toMatchObject({ area: 'area1' })
    await user.click(within(card).getByRole('button', { name: 'Pedir mentoría a Marta Ruiz' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pedir mentoría a Marta Ruiz' })
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la solicitud' }))
    const message = within(dialog).getByRole('textbox', { name: /Tu mensaje/ })
    await waitFor(() => expect(message.getAttribute('aria-invalid')).toBe('true'))
    expect(writes()).toEqual([])
    await user.type(message, 'Hola, busco consejo para mi primer empleo.')
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la solicitud' }))
    await screen.findByText(
      'Has pedido mentoría a Marta Ruiz. Te avisaremos por correo cuando responda.',
      {},
      slow,
    )
    expect(writes()).toEqual([
      {
        call: 'POST /usr/mentoring/mentors/m1/requests',
        body: { message: 'Hola, busco consejo para mi primer empleo.' },
      },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    await within(card).findByText('Solicitud enviada: esperando respuesta', {}, slow)
    expect(within(card).queryByRole('button', { name: /Pedir mentoría/ })).toBeNull()
  })

  it('shows the API’s refusal (a full mentor) in the dialog', async () => {
    const user = userEvent.setup()
    ask = () =>
      json(
        {
          code: 409,
          reason: 'conflict',
          message:
            'Esta persona ya acompaña a todas las personas que puede: prueba más adelante o pide mentoría a otra persona.',
        },
        409,
      )
    await renderApp('/es/user/mentoring/mentors')
    await user.click(await screen.findByRole('button', { name: 'Pedir mentoría a Marta Ruiz' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Pedir mentoría a Marta Ruiz' })
    await user.type(within(dialog).getByRole('textbox', { name: /Tu mensaje/ }), 'Hola')
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la solicitud' }))
    expect((await within(dialog).findByRole('alert', {}, slow)).textContent).toBe(
      'Esta persona ya acompaña a todas las personas que puede: prueba más adelante o pide mentoría a otra persona.',
    )
    expect(within(dialog).queryByRole('button', { name: 'Enviar la solicitud' })).toBeNull()
  })

  it('from a job offer’s page: the company’s mentors, each with the same dialog', async () => {
    const user = userEvent.setup()
    api.handlers['GET /api/jobs/offer1'] = () => json(jobOffer())
    api.handlers['GET /usr/jobs/offer1/mentors'] = () =>
      json({ company: 'Acme Diseño', items: [mentor('m1', 'Marta', 'Ruiz')] })
    await renderApp('/es/empleo/offer1')
    const section = await screen.findByRole(
      'region',
      { name: 'Antiguos alumnos que trabajan en esta empresa y hacen de mentores' },
      slow,
    )
    await user.click(within(section).getByRole('button', { name: 'Pedir mentoría a Marta Ruiz' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pedir mentoría a Marta Ruiz' })
    await user.type(within(dialog).getByRole('textbox', { name: /Tu mensaje/ }), '¿Cómo es trabajar en Acme?')
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la solicitud' }))
    await within(section).findByText('Solicitud enviada: esperando respuesta', {}, slow)
    expect(writes()).toEqual([
      { call: 'POST /usr/mentoring/mentors/m1/requests', body: { message: '¿Cómo es trabajar en Acme?' } },
    ])
  })

  it('shows a guest nothing of it on a job offer’s page, and asks the API nothing', async () => {
    cookieSessionStore().clear()
    api.handlers['GET /api/jobs/offer1'] = () => json(jobOffer())
    await renderApp('/es/empleo/offer1')
    await screen.findByRole('heading', { level: 1, name: 'Diseñadora de producto' }, slow)
    expect(screen.queryByRole('region', { name: /hacen de mentores/ })).toBeNull()
    expect(api.seen.some((s) => s.path.startsWith('/usr/jobs/'))).toBe(false)
  })
})

describe('the mentoring page', () => {
  async function openPage() {
    await renderApp('/es/user/mentoring')
    await screen.findByRole('heading', { level: 1, name: 'Mentoría' }, slow)
    return screen.findByRole('region', { name: 'Mentoría que ofreces' }, slow)
  }

  it('as a mentor, accepts one request and declines another with the kind default', async () => {
    const user = userEvent.setup()
    const ana = request({ hash: 'r1', side: 'mentor', person: person('a1', 'Ana', 'Gil') })
    const luis = request({ hash: 'r2', side: 'mentor', person: person('l1', 'Luis', 'Pons') })
    page = {
      ...page,
      offer: {
        studies: [],
        tags: [],
        company: 'Acme Diseño',
        topics: null,
        capacity: 2,
        experience: null,
        paused: false,
        paused_by_office: false,
        office_reason: null,
        active: 0,
        pending: 2,
        listed: true,
        created_at: '2026-11-01T10:00:00.000Z',
        updated_at: '2026-11-01T10:00:00.000Z',
      },
      as_mentor: { pending: [ana, luis], active: [], past: [] },
    }
    api.handlers['POST /usr/mentoring/requests/r1/accept'] = () => {
      const accepted = { ...ana, state: 'accepted' as const, conversation: 'c1' }
      page = { ...page, as_mentor: { pending: [luis], active: [accepted], past: [] } }
      return json({ request: accepted, conversation: 'c1' })
    }
    api.handlers['POST /usr/mentoring/requests/r2/decline'] = () => {
      page = { ...page, as_mentor: { ...page.as_mentor, pending: [] } }
      return json({ ...luis, state: 'declined' })
    }
    const mine = await openPage()
    expect(within(mine).getByText('Activa: te encuentran en la búsqueda de mentores').isConnected).toBe(true)
    await user.click(within(mine).getByRole('button', { name: 'Aceptar la solicitud de Ana Gil' }))
    await screen.findByText('Has aceptado la solicitud: ya sois mentor y mentee.', {}, slow)
    const conversation = await within(mine).findByRole('link', { name: 'Ir a la conversación' }, slow)
    expect(conversation.getAttribute('href')).toBe('/es/user/conversations/c1')

    await user.click(within(mine).getByRole('button', { name: 'Rechazar la solicitud de Luis Pons' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la solicitud de Luis Pons' })
    expect(within(dialog).getByText(/le enviaremos un mensaje amable en tu nombre/).isConnected).toBe(true)
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar la solicitud' }))
    await screen.findByText('Has rechazado la solicitud. Le hemos avisado por correo.', {}, slow)
    expect(writes()).toEqual([
      { call: 'POST /usr/mentoring/requests/r1/accept', body: undefined },
      { call: 'POST /usr/mentoring/requests/r2/decline', body: { message: null } },
    ])
    await waitFor(() => expect(within(mine).queryByText('Luis Pons')).toBeNull(), slow)
  })

  it('as a mentee, withdraws only after confirming, and shows a decline’s words', async () => {
    const user = userEvent.setup()
    page = {
      ...page,
      as_mentee: {
        pending: [request({})],
        active: [],
        past: [
          request({
            hash: 'r0',
            person: person('p1', 'Pau', 'Vidal'),
            state: 'declined',
            decline_message: 'Ahora no puedo, ¡suerte!',
            answered_at: '2026-11-10T10:00:00.000Z',
          }),
        ],
      },
    }
    api.handlers['POST /usr/mentoring/requests/r1/withdraw'] = () => {
      page = { ...page, as_mentee: { ...page.as_mentee, pending: [] } }
      return json(request({ state: 'withdrawn' }))
    }
    await openPage()
    const asked = screen.getByRole('region', { name: 'Mentoría que pides' })
    expect(within(asked).getByText('Ahora no puedo, ¡suerte!').isConnected).toBe(true)
    const withdraw = within(asked).getByRole('button', { name: 'Retirar la solicitud a Marta Ruiz' })
    await user.click(withdraw)
    let confirm = await screen.findByRole('alertdialog', { name: '¿Retirar tu solicitud a Marta Ruiz?' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(writes()).toEqual([])
    await user.click(within(asked).getByRole('button', { name: 'Retirar la solicitud a Marta Ruiz' }))
    confirm = await screen.findByRole('alertdialog', { name: '¿Retirar tu solicitud a Marta Ruiz?' })
    await user.click(within(confirm).getByRole('button', { name: 'Retirar la solicitud' }))
    await screen.findByText('Has retirado tu solicitud de mentoría.', {}, slow)
    expect(writes()).toEqual([{ call: 'POST /usr/mentoring/requests/r1/withdraw', body: undefined }])
  })

  it('ends a mentorship after its dialog, with feedback for the office', async () => {
    const user = userEvent.setup()
    page = { ...page, as_mentee: { pending: [], active: [request({ state: 'accepted' })], past: [] } }
    api.handlers['POST /usr/mentoring/requests/r1/end'] = () => {
      page = { ...page, as_mentee: { ...emptySide } }
      return json(request({ state: 'ended' }))
    }
    await openPage()
    const asked = screen.getByRole('region', { name: 'Mentoría que pides' })
    // No conversation yet: no link to it.
    expect(within(asked).queryByRole('link', { name: 'Ir a la conversación' })).toBeNull()
    await user.click(within(asked).getByRole('button', { name: 'Terminar la mentoría con Marta Ruiz' }))
    const dialog = await screen.findByRole('dialog', { name: '¿Terminar la mentoría con Marta Ruiz?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(writes()).toEqual([])
    await user.click(within(asked).getByRole('button', { name: 'Terminar la mentoría con Marta Ruiz' }))
    const again = await screen.findByRole('dialog', { name: '¿Terminar la mentoría con Marta Ruiz?' })
    await user.type(within(again).getByRole('textbox', { name: /Tu opinión para la oficina/ }), 'Muy útil.')
    await user.click(within(again).getByRole('button', { name: 'Terminar la mentoría' }))
    await screen.findByText('Has terminado la mentoría. Gracias por contarnos cómo ha ido.', {}, slow)
    expect(writes()).toEqual([
      { call: 'POST /usr/mentoring/requests/r1/end', body: { feedback: 'Muy útil.' } },
    ])
  })
})

describe('the offer form', () => {
  it('marks its fields: the capacity on the client, an unknown study from the server', async () => {
    const user = userEvent.setup()
    let saved: unknown
    api.handlers['GET /usr/mentoring/offer'] = () => json({ offer: null })
    api.handlers['GET /usr/workExperiences'] = () =>
      json({
        items: [
          {
            id: 'e1',
            hash: 'e1',
            name: 'Ingeniera de datos',
            contract: 'INDEFINITE',
            company_name: 'Acme Diseño',
            start: '2024-01-01',
            end: null,
            is_current: true,
            location: null,
            content: null,
          },
        ],
        total: 1,
        maxPages: 1,
      })
    api.handlers['PUT /usr/mentoring/offer'] = ({ body }) => {
      saved = body
      return json(
        {
          code: 400,
          reason: 'validation_failed',
          message: 'Revisa los datos enviados: hay campos con errores.',
          errors: { studies: ['Alguno de los estudios elegidos no existe.'] },
        },
        400,
      )
    }
    await renderApp('/es/user/mentoring/offer')
    await screen.findByRole('heading', { level: 1, name: 'Mi oferta de mentoría' }, slow)
    // The company comes from the current job.
    const company = await screen.findByRole('combobox', { name: /Empresa/ }, slow)
    expect((company as HTMLSelectElement).value).toBe('e1')
    const capacity = screen.getByRole('spinbutton', { name: /Personas a la vez/ })
    await user.clear(capacity)
    await user.type(capacity, '20')
    await user.click(screen.getByRole('button', { name: 'Ofrecer mentoría' }))
    await waitFor(() => expect(capacity.getAttribute('aria-invalid')).toBe('true'))
    expect(writes()).toEqual([])
    await user.clear(capacity)
    await user.type(capacity, '3')
    await user.click(screen.getByRole('checkbox', { name: 'Grado en Física' }))
    await user.click(screen.getByRole('checkbox', { name: 'Ingeniería' }))
    await user.type(screen.getByRole('textbox', { name: /En qué puedes ayudar/ }), 'Entrevistas')
    await user.click(screen.getByRole('button', { name: 'Ofrecer mentoría' }))
    const studies = await screen.findByRole('group', { name: 'Estudios' }, slow)
    await within(studies).findByText('Alguno de los estudios elegidos no existe.', {}, slow)
    expect(studies.getAttribute('aria-invalid')).toBe('true')
    expect(saved).toEqual({
      studies: ['physics'],
      tags: ['area1'],
      experience: 'e1',
      company: null,
      topics: 'Entrevistas',
      capacity: 3,
    })
    // What the person typed stays.
    expect((screen.getByRole('textbox', { name: /En qué puedes ayudar/ }) as HTMLTextAreaElement).value).toBe(
      'Entrevistas',
    )
  })
})
