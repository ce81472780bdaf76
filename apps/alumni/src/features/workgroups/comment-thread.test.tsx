import { cookieSessionStore } from '@egresa/api-client/session'
import { CurrentUser } from '@egresa/api-contract/auth'
import { Workgroup, WorkgroupComment } from '@egresa/api-contract/workgroups'
import { apiServerForTests, json, type Reply } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { member, renderApp } from '../../test/app'

// A group's conversation in the whole app, against a real HTTP server on loopback that plays the API:
// replies by their parent, liking and unliking, deleting after the confirmation, and a comment with a file
// (checked here before it is sent, and the server's message shown on its field).

const slow = { timeout: 10_000 }
const premium = v.parse(CurrentUser, { ...member, role: 'alumniPremium' })

const group = v.parse(Workgroup, {
  id: 'g1',
  hash: 'g1',
  slug: 'ingenieria',
  name: 'Ingeniería en Castellón',
  type: 'PUBLIC',
  status: 'PUBLISHED',
  content: 'Ingenieros e ingenieras de la provincia.',
  image: null,
  members: 3,
  created_at: '2026-01-10T10:00:00.000Z',
  membership: { status: 'ACCEPTED', role: 'FOLLOWER' },
  can_read: true,
  can_manage: false,
})

function comment(hash: string, overrides: Partial<v.InferInput<typeof WorkgroupComment>> = {}) {
  return v.parse(WorkgroupComment, {
    hash,
    content: `Comentario ${hash}`,
    parent: null,
    author: { hash: 'a1', name: 'Ana', surname: 'Ferrer', avatar: null },
    file: null,
    likes: 0,
    liked: false,
    replies: 0,
    can_delete: false,
    created_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
  })
}

let wall: WorkgroupComment[]
let replies: WorkgroupComment[]
let post: (body: unknown) => Reply
const list = (items: WorkgroupComment[]) => json({ items, total: items.length, maxPages: 1 })

const api = apiServerForTests()
beforeEach(() => {
  wall = [
    comment('c1', { content: '¿Quién viene a la reunión del jueves?', replies: 1, likes: 2 }),
    comment('c2', {
      content: 'Os dejo el acta.',
      author: { hash: 'u1', name: 'Lucía', surname: 'Martín', avatar: null },
      file: {
        hash: 'f1',
        name: 'acta.pdf',
        type: 'application/pdf',
        size: 2048,
        url: '/api/workgroups/ingenieria/files/f1',
        file: '/api/workgroups/ingenieria/files/f1',
        created_at: '2026-02-01T10:00:00.000Z',
        author: null,
      },
      can_delete: true,
    }),
  ]
  replies = [
    comment('r1', {
      parent: 'c1',
      content: 'Yo voy.',
      author: { hash: 'b1', name: 'Luis', surname: 'Pérez', avatar: null },
    }),
  ]
  post = () => ({ status: 201, body: comment('c9', { content: 'Nuevo' }) })
  cookieSessionStore().save({ token: 'good', deviceId: 'device-1' })
  api.handlers = {
    'GET /api/init': () => json({ role: premium.role, permissions: ['app.init'] }),
    'GET /usr/users/me': () => json(premium),
    'GET /api/workgroups/ingenieria': () => json(group),
    'GET /api/workgroups/ingenieria/comments': ({ query }) => list(query.parent === 'c1' ? replies : wall),
    'POST /api/workgroups/ingenieria/comments': ({ body }) => post(body),
  }
})
afterEach(() => {
  cookieSessionStore().clear()
})

const writes = () => api.seen.filter((s) => s.method !== 'GET')
const thread = (name: RegExp | string) => screen.getByRole('article', { name })

async function openGroup(path = '/es/grupos/ingenieria') {
  const router = await renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Ingeniería en Castellón' }, slow)
  await screen.findByText('¿Quién viene a la reunión del jueves?', {}, slow)
  return router
}

describe('a group’s conversation', () => {
  it('shows a comment’s replies, asked for by their parent, when the person opens them', async () => {
    const user = userEvent.setup()
    await openGroup()
    expect(screen.queryByText('Yo voy.')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Ver 1 respuesta' }))
    await screen.findByText('Yo voy.', {}, slow)
    const asked = api.seen.filter((s) => s.path === '/api/workgroups/ingenieria/comments')
    expect(asked.map((s) => s.query.parent)).toEqual([undefined, 'c1'])
    expect(screen.getByRole('button', { name: 'Ocultar las respuestas' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
  })

  it('likes a comment once and takes the like back', async () => {
    const user = userEvent.setup()
    api.handlers['PATCH /api/workgroups/ingenieria/comments/c1/like'] = ({ body }) => {
      const liked = (body as { liked: boolean }).liked
      const updated = { ...wall[0], liked, likes: liked ? 3 : 2 } as WorkgroupComment
      wall = [updated, ...wall.slice(1)]
      return json(updated)
    }
    await openGroup()
    const first = thread('Ana Ferrer')
    expect(within(first).getByText('2 me gusta')).toBeTruthy()
    const like = within(first).getByRole('button', { name: 'Me gusta: comentario de Ana Ferrer' })
    expect(like.getAttribute('aria-pressed')).toBe('false')
    await user.click(like)
    const unlike = await within(first).findByRole(
      'button',
      { name: 'Me gusta: comentario de Ana Ferrer', pressed: true },
      slow,
    )
    await waitFor(() => expect(within(thread('Ana Ferrer')).getByText('3 me gusta')).toBeTruthy(), slow)
    // Once the server has answered (the button waits for it).
    await waitFor(() => expect((unlike as HTMLButtonElement).disabled).toBe(false), slow)
    await user.click(unlike)
    await within(thread('Ana Ferrer')).findByRole(
      'button',
      { name: 'Me gusta: comentario de Ana Ferrer', pressed: false },
      slow,
    )
    expect(writes().map((s) => s.body)).toEqual([{ liked: true }, { liked: false }])
  })

  it('deletes a comment only after the confirmation', async () => {
    const user = userEvent.setup()
    api.handlers['DELETE /api/workgroups/ingenieria/comments/c2'] = () => {
      wall = wall.filter((c) => c.hash !== 'c2')
      return { status: 204, body: undefined }
    }
    await openGroup()
    // Only the author's own comment offers deleting.
    expect(within(thread('Ana Ferrer')).queryByRole('button', { name: /Eliminar/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Eliminar el comentario de Lucía Martín' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar este comentario?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(writes()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Eliminar el comentario de Lucía Martín' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Eliminar definitivamente',
      }),
    )
    await waitFor(() => expect(screen.queryByText('Os dejo el acta.')).toBeNull(), slow)
    expect(writes().map((s) => `${s.method} ${s.path}`)).toEqual([
      'DELETE /api/workgroups/ingenieria/comments/c2',
    ])
  })

  it('shows a comment’s file and sends a new comment with its file as a multipart form', async () => {
    const user = userEvent.setup()
    await openGroup()
    expect(screen.getByRole('button', { name: 'Descargar acta.pdf 2 KB' })).toBeTruthy()
    await user.type(screen.getByLabelText('Tu comentario'), 'Aquí va el orden del día')
    const pdf = new File(['%PDF-1.4 orden'], 'orden.pdf', { type: 'application/pdf' })
    await user.upload(screen.getByLabelText(/Archivo adjunto/), pdf)
    await user.click(screen.getByRole('button', { name: 'Publicar' }))
    await waitFor(() => expect(writes()).toHaveLength(1), slow)
    const sent = String(writes()[0]?.body)
    expect(sent).toContain('name="data"')
    expect(sent).toContain('{"content":"Aquí va el orden del día"}')
    expect(sent).toContain('name="file"')
    expect(sent).toContain('Content-Type: application/pdf')
    expect(sent).toContain('%PDF-1.4 orden')
    // The form is empty again for the next comment.
    await waitFor(
      () => expect((screen.getByLabelText('Tu comentario') as HTMLTextAreaElement).value).toBe(''),
      slow,
    )
  })

  it('refuses a file of another type before sending, and shows the server’s message on its field', async () => {
    const user = userEvent.setup({ applyAccept: false })
    await openGroup()
    await user.type(screen.getByLabelText('Tu comentario'), 'Un programa')
    const file = screen.getByLabelText(/Archivo adjunto/)
    await user.upload(file, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }))
    await user.click(screen.getByRole('button', { name: 'Publicar' }))
    expect(await screen.findByText(/El archivo debe ser un PDF, una imagen/, {}, slow)).toBeTruthy()
    expect(file.getAttribute('aria-invalid')).toBe('true')
    expect(writes()).toEqual([])
    // A file whose bytes the server refuses: its 400 is shown on the field.
    post = () => ({
      status: 400,
      body: {
        code: 400,
        reason: 'validation_failed',
        message: 'Revisa los datos enviados: hay campos con errores.',
        errors: { file: ['El archivo no es de un tipo admitido.'] },
      },
    })
    await user.upload(file, new File(['no es un pdf'], 'falso.pdf', { type: 'application/pdf' }))
    await user.click(screen.getByRole('button', { name: 'Publicar' }))
    expect(await screen.findByText('El archivo no es de un tipo admitido.', {}, slow)).toBeTruthy()
    expect((screen.getByLabelText('Tu comentario') as HTMLTextAreaElement).value).toBe('Un programa')
  })

  it('lets the person reply to a comment, with the comment as the parent', async () => {
    const user = userEvent.setup()
    post = (body) => ({ status: 201, body: comment('r2', { parent: 'c1', content: String(body) }) })
    await openGroup()
    await user.click(screen.getByRole('button', { name: 'Responder a Ana Ferrer' }))
    await user.type(await screen.findByLabelText('Tu respuesta'), 'Cuenta conmigo')
    await user.click(screen.getByRole('button', { name: 'Responder' }))
    await waitFor(() => expect(writes()).toHaveLength(1), slow)
    expect(String(writes()[0]?.body)).toContain('{"content":"Cuenta conmigo","parent":"c1"}')
    // The replies open once it is sent.
    await screen.findByText('Yo voy.', {}, slow)
  })

  it('keeps to the comments with a file when asked, in the address, from the first page', async () => {
    const user = userEvent.setup()
    const router = await openGroup('/es/grupos/ingenieria?page=2')
    await user.click(screen.getByRole('checkbox', { name: 'Solo los comentarios con archivos' }))
    await waitFor(() => expect(router.history.location.search).toBe('?only_files=true'), slow)
    const asked = () =>
      api.seen.filter((s) => s.path === '/api/workgroups/ingenieria/comments').map((s) => s.query)
    await waitFor(() => expect(asked().at(-1)).toEqual({ page: '1', size: '6', only_files: 'true' }), slow)
    expect(asked()[0]).toEqual({ page: '2', size: '6' })
  })
})
