import {
  CommunityCuration,
  type CommunityMember,
  ContentDocumentDetail,
} from '@egresa/api-contract/admin-content'
import { apiServerForTests, json, type Seen, signIn } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { renderApp, sessionHandlers } from '../../test/app'

// The office's Páginas editor and the community page's curation, the whole app against the loopback server
// that plays the API.

const api = apiServerForTests()

const long = { timeout: 10_000 }
const source = '---\ntitle: Privacidad\ndescription: Tus datos.\n---\nTexto **antiguo**.\n'

function detail(overrides: Partial<ContentDocumentDetail> = {}): ContentDocumentDetail {
  return v.parse(ContentDocumentDetail, {
    locale: 'es',
    name: 'info.privacy',
    kind: 'info',
    path: '/es/info/privacy',
    title: 'Privacidad',
    changed_at: '2026-11-20T10:00:00.000Z',
    changed_by: 'Lucía Navarro',
    fallback: false,
    source,
    preview: '<p>Texto <strong>antiguo</strong>.</p>',
    versions: [
      {
        id: 2,
        author: 'Lucía Navarro',
        created_at: '2026-11-20T10:00:00.000Z',
        restored_from: null,
        current: true,
      },
      { id: 1, author: null, created_at: '2026-11-01T10:00:00.000Z', restored_from: null, current: false },
    ],
    ...overrides,
  })
}

describe('office app: the editor of a page', () => {
  it('edits with a live preview, shows the server’s field messages, saves, and restores a version after a confirmation', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    let current = detail()
    api.handlers['GET /usr/admin/content/documents/es/info.privacy'] = () => json(current)
    api.handlers['POST /usr/admin/content/preview'] = (seen: Seen) => {
      const body = seen.body as { source: string }
      return json({
        html: body.source.includes('nuevo') ? '<p>Texto <strong>nuevo</strong>.</p>' : '<p>x</p>',
        errors: {},
      })
    }
    let saves = 0
    api.handlers['PUT /usr/admin/content/documents/es/info.privacy'] = (seen: Seen) => {
      saves++
      const body = seen.body as { source: string }
      if (!body.source.includes('description'))
        return json(
          {
            code: 400,
            reason: 'validation_failed',
            message: 'Revisa los datos',
            errors: { description: ['Escribe la descripción de la página (description) en el encabezado.'] },
          },
          400,
        )
      current = detail({ source: body.source, preview: '<p>Texto <strong>nuevo</strong>.</p>' })
      return json(current)
    }
    api.handlers['POST /usr/admin/content/documents/es/info.privacy/versions/1/restore'] = () => {
      current = detail({ source: '---\ntitle: Original\ndescription: x\n---\nOriginal.\n' })
      return json(current)
    }
    const user = userEvent.setup()
    await renderApp('/es/content/es/info.privacy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacidad' }, long)).toBeTruthy()
    const editor = screen.getByRole('textbox', { name: 'Texto en Markdown' }) as HTMLTextAreaElement
    expect(editor.className).toContain('font-mono')
    expect(editor.value).toBe(source)
    const preview = screen.getByRole('region', { name: 'Vista previa' })
    expect(within(preview).getByText('antiguo')).toBeTruthy()

    // Without a description the server refuses: its message shows by the text, and the text stays.
    await user.clear(editor)
    await user.type(editor, '---{Enter}title: Privacidad{Enter}---{Enter}Texto nuevo.')
    await waitFor(() => expect(within(preview).getByText('nuevo')).toBeTruthy(), long)
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText(/Escribe la descripción de la página/)).toBeTruthy()
    expect(editor.getAttribute('aria-invalid')).toBe('true')
    expect(editor.value).toContain('Texto nuevo.')

    await user.click(editor)
    await user.keyboard('{Control>}{Home}{/Control}')
    await user.type(editor, '---{Enter}description: Tus datos.{Enter}', {
      initialSelectionStart: 0,
      initialSelectionEnd: 0,
    })
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(saves).toBe(2))
    expect(await screen.findByText('Cambios guardados: la página ya muestra el texto nuevo.')).toBeTruthy()
    expect(editor.getAttribute('aria-invalid')).toBeNull()

    // The versions: who and when; the installation's text can be restored after a confirmation.
    const versions = screen.getByRole('region', { name: 'Versiones' })
    expect(within(versions).getByText(/Texto de la instalación/)).toBeTruthy()
    await user.click(within(versions).getByRole('button', { name: /Restaurar/ }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Restaurar esta versión?' })
    await user.click(within(dialog).getByRole('button', { name: 'Restaurar' }))
    await waitFor(() => expect(editor.value).toContain('Original.'))
    expect(api.seen.some((s) => s.path.endsWith('/versions/1/restore'))).toBe(true)
  }, 60_000)

  it('asks before leaving with unsaved changes', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    api.handlers['GET /usr/admin/content/documents/es/info.privacy'] = () => json(detail())
    api.handlers['POST /usr/admin/content/preview'] = () => json({ html: '<p>x</p>', errors: {} })
    api.handlers['GET /usr/admin/content/documents'] = () => json({ items: [] })
    const user = userEvent.setup()
    const router = await renderApp('/es/content/es/info.privacy')
    const editor = await screen.findByRole('textbox', { name: 'Texto en Markdown' }, long)
    await user.type(editor, 'más')
    await user.click(screen.getByRole('link', { name: 'Páginas' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Salir sin guardar?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(router.state.location.pathname).toBe('/es/content/es/info.privacy')
    await user.click(screen.getByRole('link', { name: 'Páginas' }))
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '¿Salir sin guardar?' })).getByRole('button', {
        name: 'Salir sin guardar',
      }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/content'))
  }, 40_000)
})

function member(hash: string, name: string): CommunityMember {
  return {
    hash,
    name,
    surname: 'García',
    avatar: null,
    role_es: `Embajadora ${name}`,
    role_en: null,
    role_ca: null,
    text_es: null,
    text_en: null,
    text_ca: null,
    appears: true,
  }
}

describe('office app: the community page’s people', () => {
  it('moves a person up and down with the keyboard, keeping the focus on them and announcing the place', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers())
    let ambassadors = [member('a', 'Ana'), member('b', 'Bea'), member('c', 'Carla')]
    const curation = () =>
      v.parse(CommunityCuration, {
        sections: [
          { key: 'ambassadors', members: ambassadors },
          { key: 'careers', members: [] },
          { key: 'team', members: [] },
        ],
      })
    api.handlers['GET /usr/admin/content/community'] = () => json(curation())
    api.handlers['PUT /usr/admin/content/community/ambassadors'] = (seen: Seen) => {
      const order = (seen.body as { order: string[] }).order
      ambassadors = order.map((hash) => ambassadors.find((m) => m.hash === hash) as CommunityMember)
      return json(curation())
    }
    api.handlers['DELETE /usr/admin/content/community/ambassadors/b'] = () => {
      ambassadors = ambassadors.filter((m) => m.hash !== 'b')
      return json(curation())
    }
    const user = userEvent.setup()
    await renderApp('/es/content/community')
    const section = await screen.findByRole('region', { name: 'Embajadores' }, long)
    const names = () =>
      within(within(section).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span.font-bold:not([aria-hidden])')?.textContent)
    expect(names()).toEqual(['Ana García', 'Bea García', 'Carla García'])

    within(section).getByRole('button', { name: 'Mover arriba Bea García' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(names()).toEqual(['Bea García', 'Ana García', 'Carla García']))
    // At the top, the focus goes to the same person's other button.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Mover abajo Bea García'))
    expect(screen.getByText('Bea García: ahora en la posición 1 de 3.')).toBeTruthy()
    expect(api.seen.find((s) => s.method === 'PUT')?.body).toEqual({ order: ['b', 'a', 'c'] })

    await user.keyboard('{Enter}')
    await waitFor(() => expect(names()).toEqual(['Ana García', 'Bea García', 'Carla García']))
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Mover abajo Bea García'))
    expect(
      within(section).getByRole('button', { name: 'Mover arriba Ana García' }).getAttribute('aria-disabled'),
    ).toBe('true')

    await user.click(within(section).getByRole('button', { name: 'Quitar Bea García' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Quitar de la sección?' })
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }))
    await waitFor(() => expect(names()).toEqual(['Ana García', 'Carla García']))
  }, 40_000)
})
