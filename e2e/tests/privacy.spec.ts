import { expect, test } from '@playwright/test'
import { unzipSync } from 'fflate'
import { API_KEY, PDF, uniqueEmail, uniqueNie, verifyByAdmin } from './accounts-support'
import { acceptConsent, expectAccessible } from './fixtures'
import { linkIn, waitForMail } from './mailbox'
import { ALUMNI_URL } from './urls'

// The person's data under their control (docs/privacy.md): download my data.

const password = 'Privacy-password-2026'
const headers = { 'X-Api-Key': API_KEY, 'Accept-Language': 'es' }

test('a person asks for their data, gets the mail, downloads the ZIP and finds their CV in it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('marta.datos')
  await test.step('a verified account with a CV', async () => {
    const tree = (await (await request.get('/api/categories/tree', { headers })).json()) as {
      hash: string
      children: unknown[]
    }[]
    const leaf = (nodes: { hash: string; children: unknown[] }[]): string => {
      const [node] = nodes
      if (!node) throw new Error('The studies tree has an empty branch')
      return node.children.length === 0 ? node.hash : leaf(node.children as typeof nodes)
    }
    const registered = await request.post('/usr/register', {
      headers,
      data: {
        name: 'Marta',
        surname: 'Datos Propios',
        email,
        email_repeat: email,
        password,
        password_repeat: password,
        document_type: 'nie',
        document_number: uniqueNie(),
        is_privacy: true,
        is_conditions: true,
        birthdate: '1990-04-12',
        gender: 'female',
        category: leaf(tree),
      },
    })
    expect(registered.status()).toBe(201)
    await verifyByAdmin(request, email)
    const deviceId = `e2e-privacy-${Date.now()}`
    const login = await request.post('/usr/login', {
      headers,
      data: { email, password, deviceId, deviceType: 2, push: null },
    })
    const { token } = (await login.json()) as { token: string }
    const auth = { ...headers, 'X-Token': token, 'X-Device-Id': deviceId, 'X-Device-Type': '2' }
    const cv = await request.post('/usr/users/cv', {
      headers: auth,
      multipart: { file: { name: 'cv-marta.pdf', mimeType: 'application/pdf', buffer: PDF } },
    })
    expect(cv.status()).toBe(200)
    await request.get('/usr/users/logout', { headers: auth })
  })

  await acceptConsent(context, ALUMNI_URL)
  await page.goto('/es/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/es\/news$/)

  const since = Date.now()
  await page.goto('/es/user/profile/settings?tab=privacy')
  const panel = page.getByRole('region', { name: 'Descargar mis datos' })
  await expect(panel).toBeVisible()
  await expectAccessible(page)
  await panel.getByRole('button', { name: 'Preparar mis datos' }).click()

  const mail = await waitForMail(email, /Tus datos están listos para descargar/, { since })
  await page.goto(linkIn(mail, /\/user\/profile\/settings$/))
  await expect(panel.getByText(/Tus datos están listos \(/)).toBeVisible()
  await expectAccessible(page)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Descargar el ZIP' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^datos-\d{4}-\d{2}-\d{2}\.zip$/)
  const path = await download.path()
  const { readFile } = await import('node:fs/promises')
  const files = unzipSync(new Uint8Array(await readFile(path)))
  const data = JSON.parse(new TextDecoder().decode(files['data.json'])) as {
    sections: { account: { email: string }; profile: { cv: string; cv_name: string } }
  }
  expect(data.sections.account.email).toBe(email)
  expect(data.sections.profile.cv_name).toBe('cv-marta.pdf')
  expect(Buffer.from(files[data.sections.profile.cv] ?? []).equals(PDF)).toBe(true)
  expect(new TextDecoder().decode(files['summary.html'])).toContain(
    'Tus datos en el portal de antiguos alumnos',
  )
})
