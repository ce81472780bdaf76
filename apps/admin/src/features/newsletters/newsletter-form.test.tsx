import { createApiClient } from '@egresa/api-client/client'
import { memorySessionStore } from '@egresa/api-client/session'
import { Newsletter } from '@egresa/api-contract/newsletters'
import { defaultSiteConfig } from '@egresa/api-contract/site-config'
import { toasterMounted } from '@egresa/ui/app/notify'
import { ShellProvider } from '@egresa/ui/app/shell'
import { pageSiteConfig } from '@egresa/ui/app/site-config'
import { apiServerForTests, json } from '@egresa/ui/app/test-api-server'
import { Toaster } from '@egresa/ui/toaster'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Fragment, useEffect } from 'react'
import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import { madridToIso } from './labels'
import { NewsletterForm } from './newsletter-form'

// The newsletter composer on its own, against the loopback server that plays the API: how many people the
// audience reaches, asked again (once the filters settle) as they change; the Spanish subject and text
// required; the draft saved before a test is mailed to the office account itself.

// jsdom lays nothing out: ProseMirror asks where the selection is to scroll to it.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList
for (const proto of [Range.prototype, Element.prototype]) {
  proto.getClientRects ??= noRects
  proto.getBoundingClientRect ??= () => new DOMRect()
}
document.elementFromPoint ??= () => null

const slow = { timeout: 10_000 }
const saved: string[] = []

const draft = (body: Record<string, unknown> = {}) =>
  v.parse(Newsletter, {
    hash: 'n1',
    status: 'draft',
    subject_es: 'Novedades',
    subject_en: '',
    subject_ca: '',
    body_es: '<p>Hola</p>',
    body_en: '',
    body_ca: '',
    audience: {},
    scheduled_at: null,
    started_at: null,
    finished_at: null,
    cancelled_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    created_by: 'oficina@uni.es',
    recipients: null,
    counts: null,
    ...body,
  })

const api = apiServerForTests()

beforeEach(() => {
  saved.length = 0
  api.handlers = {
    'GET /api/categories/tree': () => json([]),
    'GET /api/countries': () => json([]),
    'POST /usr/admin/newsletters/audience': ({ body }) => {
      const audience = (body as { audience: { graduation_from: number | null } }).audience
      return json({ count: audience.graduation_from === 2015 ? 12 : 340 })
    },
    'POST /usr/admin/newsletters': ({ body }) => json(draft(body as Record<string, unknown>), 201),
    'PUT /usr/admin/newsletters/n1': ({ body }) => json(draft(body as Record<string, unknown>)),
    'POST /usr/admin/newsletters/n1/test': () => json({ email: 'oficina@uni.es' }),
  }
})

function Toasts() {
  useEffect(() => toasterMounted(), [])
  return <Toaster />
}

function renderForm(newsletter?: Newsletter) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const client = createApiClient({
    baseUrl: pageSiteConfig().apiUrl,
    locale: () => 'es',
    session: memorySessionStore({ token: 'good', deviceId: 'device-1' }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ShellProvider
          shell={{ SiteLayout: Fragment, home: '/$locale', api: client, site: defaultSiteConfig }}
        >
          <NewsletterForm
            newsletter={newsletter}
            onSaved={(hash) => saved.push(hash)}
            onSent={() => undefined}
            onDeleted={() => undefined}
          />
          <Toasts />
        </ShellProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
}

describe('the newsletter composer', () => {
  it('shows how many people the audience reaches, and again once a filter changes', async () => {
    const user = userEvent.setup()
    renderForm()
    expect(await screen.findByText('Llega a 340 personas', {}, slow)).toBeTruthy()
    await user.type(screen.getByLabelText('Promoción desde'), '2015')
    expect(await screen.findByText('Llega a 12 personas', {}, slow)).toBeTruthy()
    const asked = api.seen.filter((s) => s.path === '/usr/admin/newsletters/audience').at(-1)
    expect(asked?.body).toMatchObject({ audience: { graduation_from: 2015, graduation_to: null, roles: [] } })
  })

  it('needs the Spanish subject and text before a test', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(screen.getByRole('button', { name: 'Enviarme una prueba' }))
    expect(
      await screen.findByText(/Asunto en español/, { selector: '[id$="-error"] *, [id$="-error"]' }, slow),
    ).toBeTruthy()
    expect(api.seen.some((s) => s.path === '/usr/admin/newsletters/n1/test')).toBe(false)
  })

  it('saves the draft, then mails the test to the office account and says where', async () => {
    const user = userEvent.setup()
    renderForm(draft())
    const subject = screen.getByLabelText(/Asunto en español/)
    await user.clear(subject)
    await user.type(subject, 'Novedades de noviembre')
    await user.click(screen.getByRole('button', { name: 'Enviarme una prueba' }))
    expect(await screen.findByText('Prueba enviada a oficina@uni.es.', {}, slow)).toBeTruthy()
    const writes = api.seen.filter((s) => s.method !== 'GET' && !s.path.endsWith('/audience'))
    expect(writes.map((s) => `${s.method} ${s.path}`)).toEqual([
      'PUT /usr/admin/newsletters/n1',
      'POST /usr/admin/newsletters/n1/test',
    ])
    expect(writes[0]?.body).toMatchObject({ subject_es: 'Novedades de noviembre', body_es: '<p>Hola</p>' })
  })
})

describe('Madrid time', () => {
  it('reads the form’s date and time as Madrid’s, in winter and in summer', () => {
    expect(madridToIso('2026-12-01T09:30')).toBe('2026-12-01T08:30:00.000Z')
    expect(madridToIso('2026-07-01T09:30')).toBe('2026-07-01T07:30:00.000Z')
    expect(madridToIso('nope')).toBeNull()
  })
})
