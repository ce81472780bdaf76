import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { API_KEY, PDF } from './accounts-support'
import { adminCommand } from './admin-command'
import { acceptConsent, DEMO, expectAccessible, PASSWORD, signIn, storageStateOf } from './fixtures'
import { ALUMNI_URL } from './urls'

// Workgroups end to end (issue 13): a Premium member creates a private group and submits it, the office
// approves it (its command), another Premium member asks to join and is accepted, comments with a file, the
// creator replies, the member likes the reply and reports it to the office, and the creator, as the group's
// administrator, removes the comment and at last deletes the group. A guest reads a public group; a free member meets the upgrade prompt.

/** A 1×1 PNG: the server judges an image by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** A Premium alumni of the demo set other than the demo Premium account, found as the office finds people. */
async function anotherPremium(request: APIRequestContext) {
  const headers = { 'X-Api-Key': API_KEY, 'Accept-Language': 'es' }
  const deviceId = `e2e-admin-${Date.now()}`
  const login = await request.post('/usr/login', {
    headers,
    data: { email: DEMO.admin, password: PASSWORD, deviceId, deviceType: 2, push: null },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const auth = { ...headers, 'X-Token': token, 'X-Device-Id': deviceId, 'X-Device-Type': '2' }
  const list = await request.get('/usr/admin/users', {
    headers: auth,
    params: { status: 'active', role: 'alumniPremium', size: '20' },
  })
  const { items } = (await list.json()) as { items: { email: string; name: string; surname: string }[] }
  await request.get('/usr/users/logout', { headers: auth })
  // One whose profile is complete: the site sends anyone else to the profile form first (one in ten of the demo).
  for (const person of items) {
    if (person.email === DEMO.premium || !person.email.endsWith('@alumni.demo.egresa.test')) continue
    const own = { ...headers, 'X-Device-Id': `e2e-joiner-${Date.now()}`, 'X-Device-Type': '2' }
    const session = await request.post('/usr/login', {
      headers,
      data: {
        email: person.email,
        password: PASSWORD,
        deviceId: own['X-Device-Id'],
        deviceType: 2,
        push: null,
      },
    })
    expect(session.status()).toBe(200)
    const signedIn = { ...own, 'X-Token': ((await session.json()) as { token: string }).token }
    const me = (await (await request.get('/usr/users/me', { headers: signedIn })).json()) as {
      is_complete: boolean
    }
    await request.get('/usr/users/logout', { headers: signedIn })
    if (me.is_complete) return { email: person.email, fullName: `${person.name} ${person.surname}` }
  }
  throw new Error('the demo set has no other Premium alumni with a complete profile')
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  // A clean browser: not the stored session of the journey's own person.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  await acceptConsent(context, ALUMNI_URL)
  const page = await context.newPage()
  await signIn(page, ALUMNI_URL, 'es', email)
  await expect(page).toHaveURL(/\/es\/news$/)
  return page
}

test.describe('as the demo Premium member', () => {
  test.use({ storageState: storageStateOf('premium') })

  test('creates a private group that the office approves; another member joins, comments with a file, gets a reply and a like, and the administrator removes the comment', async ({
    page: owner,
    browser,
    request,
  }) => {
    test.setTimeout(180_000)
    const run = Date.now().toString(36)
    const name = `Grupo de cerámica ${run}`
    const joiner = await anotherPremium(request)
    let hash = ''
    let slug = ''

    await test.step('the Premium member creates the group: a draft until submitted', async () => {
      await owner.goto('/es/grupos')
      await expect(owner.getByRole('heading', { level: 1, name: 'Grupos de trabajo' })).toBeVisible()
      await owner.getByRole('link', { name: 'Crear un grupo' }).first().click()
      await expect(owner.getByRole('heading', { level: 1, name: 'Crear un grupo' })).toBeVisible()
      await expectAccessible(owner)
      // The form's own checks first.
      await owner.getByRole('button', { name: 'Guardar el borrador' }).click()
      await expect(owner.getByText(/Revisa los campos marcados/)).toBeVisible()
      await owner.getByRole('textbox', { name: /^Nombre del grupo/ }).fill(name)
      await owner.getByRole('combobox', { name: /^Tipo de grupo/ }).selectOption('PRIVATE')
      await owner
        .getByRole('textbox', { name: /^Descripción/ })
        .fill('Antiguos alumnos que trabajan el barro.')
      await owner.getByRole('button', { name: 'Guardar el borrador' }).click()
      await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(owner).toHaveURL(/\/es\/user\/workgroups\/[^/]+$/)
      hash = owner.url().split('/').pop() ?? ''
      expect(hash).not.toBe('new')
      await expect(owner.getByText('Borrador sin publicar.')).toBeVisible()
      await expectAccessible(owner)
      await owner.getByRole('button', { name: 'Enviar a validación' }).click()
      await expect(owner.getByText('Pendiente de validación por el administrador.')).toBeVisible()
    })

    await test.step('the office approves it with its command; the group is published', async () => {
      expect(await adminCommand('groups:approve', hash)).toContain('published')
      await owner.reload()
      await expect(owner.getByText('Publicado.')).toBeVisible()
      await owner.getByRole('link', { name: 'Ver la página del grupo' }).click()
      await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible()
      slug = new URL(owner.url()).pathname.split('/').pop() ?? ''
      await expect(owner.getByText('Administras este grupo').first()).toBeVisible()
    })

    await test.step('the administrator edits the published group and gives it an image', async () => {
      await owner.goto(`/es/user/workgroups/${hash}`)
      await owner.getByRole('link', { name: 'Editar el grupo' }).click()
      await expect(owner.getByRole('heading', { level: 1, name: 'Editar el grupo' })).toBeVisible()
      await expectAccessible(owner)
      await owner
        .getByRole('textbox', { name: /^Descripción/ })
        .fill('Antiguos alumnos que trabajan el barro y el esmalte.')
      await owner.getByRole('button', { name: 'Guardar' }).click()
      await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(owner.getByText('Antiguos alumnos que trabajan el barro y el esmalte.')).toBeVisible()
      await owner.getByRole('button', { name: 'Añadir una imagen' }).click()
      const dialog = owner.getByRole('dialog', { name: 'Imagen del grupo' })
      await dialog
        .getByLabel(/^Imagen/)
        .first()
        .setInputFiles({ name: 'barro.png', mimeType: 'image/png', buffer: PNG })
      await dialog.getByRole('button', { name: 'Subir' }).click()
      await expect(owner.getByRole('img', { name: `Imagen de «${name}»` })).toBeVisible()
      await expect(owner.getByRole('button', { name: 'Cambiar la imagen' })).toBeVisible()
    })

    const member = await signedIn(browser, joiner.email)
    await test.step('another Premium member sees only the description and asks to join', async () => {
      await member.goto(`/es/grupos/${slug}`)
      await expect(member.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(member.getByRole('heading', { name: 'Grupo privado' })).toBeVisible()
      await expect(member.getByRole('heading', { name: 'Conversación' })).toHaveCount(0)
      await member.getByRole('button', { name: 'Solicitar unirme' }).click()
      await expect(member.getByRole('status').filter({ hasText: 'Pendiente de aprobación' })).toBeVisible()
      await expectAccessible(member)
    })

    await test.step('the administrator accepts the request', async () => {
      await owner.goto(`/es/user/workgroups/${hash}`)
      await expect(owner.getByText('Pide unirse al grupo')).toBeVisible()
      await expectAccessible(owner)
      // The group's only administrator cannot step down: the server's message says why.
      const ownRole = owner.getByRole('combobox', { name: /^Rol de / })
      await expect(ownRole).toHaveValue('ADMINISTRATOR')
      await ownRole.selectOption('FOLLOWER')
      await expect(owner.getByText('El grupo se quedaría sin administradores')).toHaveCount(1)
      await expect(ownRole).toHaveValue('ADMINISTRATOR')
      await owner.getByRole('button', { name: `Aceptar a ${joiner.fullName}` }).click()
      await expect(owner.getByRole('combobox', { name: `Rol de ${joiner.fullName}` })).toHaveValue('FOLLOWER')
    })

    await test.step('the member comments with a file', async () => {
      await member.reload()
      await expect(member.getByRole('heading', { name: 'Conversación' })).toBeVisible()
      await member.getByLabel('Tu comentario').fill('Os paso el programa del taller.')
      await member
        .getByLabel(/^Archivo adjunto/)
        .setInputFiles({ name: 'programa.pdf', mimeType: 'application/pdf', buffer: PDF })
      await member.getByRole('button', { name: 'Publicar' }).click()
      await expect(member.getByText('Os paso el programa del taller.')).toBeVisible()
      await expect(member.getByRole('button', { name: /^Descargar programa\.pdf/ })).toBeVisible()
      await expectAccessible(member)
    })

    await test.step('the creator replies; the member opens the reply and likes it', async () => {
      await owner.goto(`/es/grupos/${slug}`)
      await owner.getByRole('button', { name: `Responder a ${joiner.fullName}` }).click()
      await owner.getByLabel('Tu respuesta').fill('¡Gracias! Allí estaré.')
      await owner.getByRole('button', { name: 'Responder', exact: true }).click()
      await expect(owner.getByText('¡Gracias! Allí estaré.')).toBeVisible()

      await member.reload()
      await member.getByRole('button', { name: 'Ver 1 respuesta' }).click()
      const reply = member.getByRole('article').filter({ hasText: '¡Gracias! Allí estaré.' }).last()
      await reply.getByRole('button', { name: /^Me gusta: comentario de/ }).click()
      await expect(reply.getByRole('button', { name: /^Me gusta: comentario de/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await expect(reply.getByText('1 me gusta')).toBeVisible()
    })

    await test.step('the member reports the reply to the office, in a dialog; their own comment has no report', async () => {
      await expect(
        member.getByRole('button', { name: `Denunciar el comentario de ${joiner.fullName}` }),
      ).toHaveCount(0)
      const reply = member.getByRole('article').filter({ hasText: '¡Gracias! Allí estaré.' }).last()
      await reply.getByRole('button', { name: /^Denunciar el comentario de/ }).click()
      const dialog = member.getByRole('dialog', { name: 'Denunciar un comentario' })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('radio', { name: 'Otro motivo' }).check()
      await dialog.getByRole('textbox', { name: /Explícalo si quieres/ }).fill('Prueba de denuncia.')
      await expectAccessible(member)
      await dialog.getByRole('button', { name: 'Enviar la denuncia' }).click()
      await expect(
        member.getByText('Gracias: la oficina de antiguos alumnos revisará tu denuncia.'),
      ).toBeVisible()
      await expect(dialog).toHaveCount(0)
    })

    await test.step('the administrator removes the comment, after confirming', async () => {
      await owner.reload()
      await owner.getByRole('button', { name: `Eliminar el comentario de ${joiner.fullName}` }).click()
      const dialog = owner.getByRole('alertdialog', { name: '¿Eliminar este comentario?' })
      await expect(dialog).toBeVisible()
      await expectAccessible(owner)
      await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click()
      await expect(owner.getByText('Os paso el programa del taller.')).toHaveCount(0)
      await expect(owner.getByText('Aún no hay comentarios. ¡Empieza la conversación!')).toBeVisible()
    })

    await test.step('the administrator deletes the group after the confirmation', async () => {
      await owner.goto(`/es/user/workgroups/${hash}`)
      await owner.getByRole('button', { name: 'Eliminar el grupo' }).click()
      await owner
        .getByRole('alertdialog', { name: '¿Eliminar este grupo?' })
        .getByRole('button', { name: 'Eliminar definitivamente' })
        .click()
      await expect(owner).toHaveURL(/\/es\/user\/workgroups$/)
      await member.goto(`/es/grupos/${slug}`)
      await expect(member.getByRole('heading', { level: 1, name })).toHaveCount(0)
    })
    await member.context().close()
  })
})

test('a guest reads a public group’s conversation and is invited to sign in to follow it', async ({
  page,
  context,
}) => {
  await acceptConsent(context, ALUMNI_URL)
  await page.goto('/en/workgroups?type=PUBLIC')
  await expect(page.getByRole('heading', { level: 1, name: 'Workgroups' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
  await expect(page.getByText('Public group').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Conversation', level: 2 })).toBeVisible()
  await expect(page.getByText('Sign in to take part in the conversation.')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Members' }).click()
  await expect(page.getByRole('heading', { name: 'Members', level: 2 })).toBeVisible()
  await expect(page).toHaveURL(/tab=members/)
  await page.getByRole('region', { name: 'Take part' }).getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en\/login\?redirect=/)
})

test.describe('as the demo free member', () => {
  test.use({ storageState: storageStateOf('free') })

  test('meets the upgrade prompt to follow a group or create one, never a dead end', async ({ page }) => {
    await page.goto('/es/grupos?type=PUBLIC')
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
    const prompt = page.getByRole('region', { name: 'Seguir grupos es Premium' })
    await expect(prompt).toBeVisible()
    await expect(prompt.getByRole('link', { name: 'Ver todas las ventajas' })).toHaveAttribute(
      'href',
      '/es/info/benefits',
    )
    await expect(prompt.getByRole('link', { name: 'Hazte Premium' })).toBeVisible()
    await expectAccessible(page)
    await page.goto('/es/user/workgroups/new')
    await expect(page.getByRole('heading', { level: 1, name: 'Crear grupos es Premium' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: /Nombre del grupo/ })).toHaveCount(0)
    await expectAccessible(page)
  })
})

test('a group’s page comes from the server with its content and head; an unknown group is the 404 page', async ({
  request,
}) => {
  const list = await request.get('/en/workgroups?type=PUBLIC')
  expect(list.status()).toBe(200)
  const slug = /href="\/en\/workgroups\/([^"?]+)"/.exec(await list.text())?.[1]
  expect(slug).toBeTruthy()
  const res = await request.get(`/es/grupos/${slug}`)
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
  expect(html).toContain('"@type":"Organization"')
  expect(html).toContain(`hreflang="en" href="${new URL(`/en/workgroups/${slug}`, ALUMNI_URL).href}"`)
  // The conversation of a public group is in the server's HTML.
  expect(html).toContain('Conversación')
  const missing = await request.get('/es/grupos/no-existe-este-grupo')
  expect(missing.status()).toBe(404)
})
