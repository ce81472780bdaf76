import { expect, test } from '@playwright/test'
import { uniqueEmail } from './accounts-support'
import { registerPerson, signInOffice } from './admin-support'
import { acceptConsent, signIn } from './fixtures'
import { waitForMail } from './mailbox'
import { ADMIN_URL, ALUMNI_URL } from './urls'

// The office's People on the built portal: every account found by part of its name, its e-mail or its partner
// number; a person's page and its actions, with what the person notices: the mails, and a session in their
// own browser that ends when the account is disabled.

test.use({ baseURL: ADMIN_URL })

const password = 'Office-queues-2026'

test('people: found by name, e-mail and partner number; verified, disabled (signed out at once), enabled and mailed again', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const stamp = Date.now().toString(36)
  const email = uniqueEmail('personas')
  const name = `Begoña Pérez-Ordóñez ${stamp}`
  await registerPerson({ name: 'Begoña', surname: `Pérez-Ordóñez ${stamp}`, email })

  await signInOffice(page)
  const menu = page.getByRole('navigation', { name: 'Menú principal' })
  await menu.getByRole('link', { name: 'Personas' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Personas' })).toBeVisible()
  const search = page.getByLabel('Buscar')
  const person = page.getByRole('link', { name })

  await test.step('part of the name, without its accents', async () => {
    await search.fill(`ordonez ${stamp}`)
    await expect(page).toHaveURL(/[?&]q=/)
    await expect(person).toBeVisible()
  })

  const partner = await test.step('the e-mail; the person page says the partner number', async () => {
    await search.fill(email)
    await expect(page.getByRole('article').filter({ hasText: email })).toHaveCount(1)
    await person.click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText('Pendiente').first()).toBeVisible()
    const number = (await page.getByText(/N\.º de socio \d+/).textContent())?.match(/(\d+)/)?.[1]
    expect(number).toBeTruthy()
    return number as string
  })

  await test.step('the partner number finds the person first', async () => {
    await page.getByRole('link', { name: '← Personas' }).click()
    await page.getByLabel('Buscar').fill(partner)
    await expect(page.getByRole('article').first().getByRole('link', { name })).toBeVisible()
    await page.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  })

  await test.step('a pending account is verified from its page, and mailed', async () => {
    // A pending account gets "Verificar" (which sends the verification mail), not "Reenviar".
    await expect(page.getByRole('button', { name: 'Reenviar el correo de verificación' })).toHaveCount(0)
    const since = Date.now()
    await page.getByRole('button', { name: 'Verificar' }).click()
    const dialog = page.getByRole('alertdialog', { name: `¿Verificar la cuenta de ${name}?` })
    await dialog.getByRole('button', { name: 'Verificar' }).click()
    await expect(page.getByText('Cuenta verificada.')).toBeVisible()
    await waitForMail(email, /Tu cuenta ya está verificada/, { since })
  })

  // The person signs in on the alumni app, in a browser of their own.
  const own = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  await acceptConsent(own, ALUMNI_URL)
  const alumni = await own.newPage()
  await signIn(alumni, ALUMNI_URL, 'es', email, password)
  await expect(alumni).not.toHaveURL(/\/login/)
  // A new account lands on its profile form, a page for signed-in people only.
  const signInForm = alumni.getByRole('heading', { level: 1, name: 'Iniciar sesión' })
  await expect(signInForm).toHaveCount(0)

  await test.step('disabling ends the open session at its next request; the person cannot sign in', async () => {
    await page.reload()
    await expect(page.getByText('1 sesión abierta')).toBeVisible()
    const since = Date.now()
    await page.getByRole('button', { name: 'Desactivar la cuenta…' }).click()
    const dialog = page.getByRole('dialog', { name: `¿Desactivar la cuenta de ${name}?` })
    await dialog.getByLabel('Motivo').fill('La persona ha pedido que se suspenda su cuenta.')
    await dialog.getByRole('button', { name: 'Desactivar la cuenta' }).click()
    await expect(page.getByText('Cuenta desactivada.')).toBeVisible()
    await expect(page.getByText('Ninguna sesión abierta.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Activar la cuenta' })).toBeVisible()
    await waitForMail(email, /Tu cuenta del portal está desactivada/, { since })

    // The page the person had open, loaded again: the session is over, the sign-in form asks for it again.
    await alumni.reload()
    await expect(signInForm).toBeVisible()
    await signIn(alumni, ALUMNI_URL, 'es', email, password)
    await expect(alumni.getByText(/Esta cuenta está desactivada/)).toBeVisible()
    await expect(alumni).toHaveURL(/\/es\/login/)
  })

  await test.step('enabled again: mailed, and the person signs in', async () => {
    const since = Date.now()
    await page.getByRole('button', { name: 'Activar la cuenta' }).click()
    const dialog = page.getByRole('alertdialog', { name: `¿Activar de nuevo la cuenta de ${name}?` })
    await dialog.getByRole('button', { name: 'Activar la cuenta' }).click()
    await expect(page.getByText('Cuenta activada.')).toBeVisible()
    await waitForMail(email, /Tu cuenta del portal vuelve a estar activa/, { since })
    await signIn(alumni, ALUMNI_URL, 'es', email, password)
    await expect(alumni).not.toHaveURL(/\/login/)
  })
  await own.close()

  await test.step('the verification mail sent again arrives', async () => {
    const since = Date.now()
    await page.getByRole('button', { name: 'Reenviar el correo de verificación' }).click()
    await expect(page.getByText('Correo de verificación enviado de nuevo.')).toBeVisible()
    await waitForMail(email, /Tu cuenta ya está verificada/, { since })
  })

  await test.step('each action is in the audit log, with who did it and the reason of the disabling', async () => {
    const hash = new URL(page.url()).pathname.split('/').pop() as string
    await page.goto(`/es/audit?object_id=${hash}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Registro de actividad' })).toBeVisible()
    const entries = page.getByRole('article')
    for (const action of ['users.verify', 'users.disable', 'users.enable', 'users.resend_verification']) {
      const entry = entries.filter({ has: page.getByRole('heading', { name: new RegExp(`^${action} · `) }) })
      await expect(entry.first()).toBeVisible()
      await expect(entry.first().getByText('oficina@demo.egresa.test')).toBeVisible()
    }
    await expect(
      entries
        .filter({ has: page.getByRole('heading', { name: /^users\.disable · / }) })
        .getByText('Motivo: La persona ha pedido que se suspenda su cuenta.'),
    ).toBeVisible()
  })
})
