import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { unzipSync } from 'fflate'
import { API_KEY, PDF, registerVerified, uniqueEmail } from './accounts-support'
import { acceptConsent, DEMO, expectAccessible, PASSWORD, storageStateOf } from './fixtures'
import { demoCompany } from './jobs-support'
import { linkIn, waitForMail } from './mailbox'
import { ALUMNI_URL, COMPANY_URL } from './urls'

// The person's data under their control (docs/privacy.md): download my data, erase my account. The test server
// erases at once (ERASURE_GRACE_DAYS=0) and runs the privacy job every few seconds.

const password = 'Privacy-password-2026'
const headers = { 'X-Api-Key': API_KEY, 'Accept-Language': 'es' }

/** A verified alumni account with a complete profile, signed in through the API: its session headers. */
async function verifiedAccount(request: APIRequestContext, email: string, name: string, surname: string) {
  await registerVerified(request, { email, password, name, surname })
  return signInByApi(request, email, password)
}

async function signInByApi(request: APIRequestContext, email: string, secret: string) {
  const deviceId = `e2e-privacy-${Date.now()}`
  const login = await request.post('/usr/login', {
    headers,
    data: { email, password: secret, deviceId, deviceType: 2, push: null },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { ...headers, 'X-Token': token, 'X-Device-Id': deviceId, 'X-Device-Type': '2' }
}

async function signInAt(page: Page, email: string) {
  await page.goto('/es/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/es\/news$/)
}

test('a person asks for their data, gets the mail, downloads the ZIP and finds their CV in it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('marta.datos')
  await test.step('a verified account with a CV', async () => {
    const auth = await verifiedAccount(request, email, 'Marta', 'Datos Propios')
    const cv = await request.post('/usr/users/cv', {
      headers: auth,
      multipart: { file: { name: 'cv-marta.pdf', mimeType: 'application/pdf', buffer: PDF } },
    })
    expect(cv.status()).toBe(200)
    await request.get('/usr/users/logout', { headers: auth })
  })

  await acceptConsent(context, ALUMNI_URL)
  await signInAt(page, email)

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

test('a person erases their account: they cannot sign in again, and the company no longer sees them', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('pau.borrar')
  const company = await demoCompany(request)
  const offer = await company.publish({
    title: `Analista de datos ${Date.now().toString(36)}`,
    description: 'Análisis de datos para la oficina de antiguos alumnos.',
    workstation: 'Analista',
  })

  await test.step('a Premium member with a CV applies to the offer', async () => {
    const auth = await verifiedAccount(request, email, 'Pau', 'Esborrat Prova')
    const office = await signInByApi(request, DEMO.admin, PASSWORD)
    const found = await request.get('/usr/admin/users', {
      headers: office,
      params: { text: email, status: 'active' },
    })
    const { items } = (await found.json()) as { items: { hash: string; email: string }[] }
    const hash = items.find((i) => i.email === email)?.hash
    const tier = await request.put(`/usr/admin/membership/${hash}/tier`, {
      headers: office,
      data: { role: 'alumniPremium', reason: 'Prueba del borrado de la cuenta' },
    })
    expect(tier.status(), await tier.text()).toBe(200)
    await request.get('/usr/users/logout', { headers: office })
    const cv = await request.post('/usr/users/cv', {
      headers: auth,
      multipart: { file: { name: 'cv-pau.pdf', mimeType: 'application/pdf', buffer: PDF } },
    })
    expect(cv.status()).toBe(200)
    const applied = await request.post(`/usr/jobs/${offer}/application`, { headers: auth })
    expect(applied.status(), await applied.text()).toBe(201)
    await request.get('/usr/users/logout', { headers: auth })
  })

  const companyContext = await browser.newContext({ storageState: storageStateOf('company') })
  const companyPage = await companyContext.newPage()
  const candidates = `${COMPANY_URL}/es/user/offers/${offer}/candidates`
  await companyPage.goto(candidates)
  await expect(companyPage.getByText('Pau Esborrat Prova').first()).toBeVisible()

  await acceptConsent(context, ALUMNI_URL)
  await signInAt(page, email)
  await page.goto('/es/user/profile/settings?tab=privacy')
  const panel = page.getByRole('region', { name: 'Borrar mi cuenta' })
  await expect(panel.getByText(/guardamos los pagos de tu cuota/)).toBeVisible()
  await panel.getByLabel('Tu contraseña').fill(password)
  await panel.getByRole('button', { name: 'Borrar mi cuenta' }).click()
  const dialog = page.getByRole('alertdialog', { name: '¿Borrar tu cuenta?' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Sí, borrar mi cuenta' }).click()
  await expect(page).toHaveURL(/\/es\/login$/)
  await expect(page.getByText(/Tu cuenta se borrará el/)).toBeVisible()

  await test.step('the privacy job erases it: the office no longer finds it, and signing in fails', async () => {
    // Signing in would cancel the erasure: the office's search says when it is done.
    const office = await signInByApi(request, DEMO.admin, PASSWORD)
    await expect
      .poll(
        async () => {
          const found = await request.get('/usr/admin/users', {
            headers: office,
            params: { text: email, status: 'active' },
          })
          return ((await found.json()) as { total: number }).total
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toBe(0)
    await request.get('/usr/users/logout', { headers: office })
    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByLabel('Contraseña').fill(password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByText('El correo electrónico o la contraseña no son correctos.')).toBeVisible()
  })

  await companyPage.goto(candidates)
  await expect(companyPage.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(companyPage.getByText('Pau Esborrat Prova')).toHaveCount(0)
  await companyContext.close()
  await company.remove(offer)
  await company.signOut()
})
