import { expect, test } from '@playwright/test'
import { escapeRegExp, openUserMenu, registerVerified, uniqueEmail } from './accounts-support'
import { acceptConsent, expectAccessible, storageStateOf } from './fixtures'
import { linkIn, waitForMail } from './mailbox'
import { ALUMNI_URL } from './urls'

const password = 'Settings-password-2026'

test('settings: preferences, a new password and a new e-mail address, each with the current password', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  await acceptConsent(context, ALUMNI_URL)
  const email = uniqueEmail('jordi')
  const newEmail = uniqueEmail('jordi.nou')
  await registerVerified(request, { email, password, name: 'Jordi', surname: 'Vidal', gender: 'male' })
  await page.goto('/es/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/es\/news$/)
  await page.goto('/es/user/profile/settings')
  await expect(page.getByRole('tab', { name: 'Datos personales', selected: true })).toBeVisible()
  await expectAccessible(page)

  await test.step('preferences: e-mails in Catalan, visible to companies', async () => {
    await page.getByLabel('Idioma de los correos').selectOption('ca')
    await page.getByLabel('Las empresas pueden encontrarme en su directorio').check()
    await page.getByRole('button', { name: 'Guardar las preferencias' }).click()
    await expect(page.getByText('Guardado correctamente')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Idioma de los correos')).toHaveValue('ca')
    await expect(page.getByLabel('Las empresas pueden encontrarme en su directorio')).toBeChecked()
  })

  await test.step('a new password needs the current one', async () => {
    const form = page.getByRole('region', { name: 'Cambiar la contraseña' })
    await form.getByLabel(/^Contraseña actual/).fill('not-the-password')
    await form.getByLabel(/^Contraseña nueva/).fill('Another-password-2026')
    await form.getByLabel(/^Repite la contraseña nueva/).fill('Another-password-2026')
    await form.getByRole('button', { name: 'Cambiar la contraseña' }).click()
    await expect(form.getByText('La contraseña actual no es correcta.')).toBeVisible()
    await expect(form.getByLabel(/^Contraseña actual/)).toBeFocused()
    await expect(form.getByLabel(/^Contraseña nueva/)).toHaveValue('Another-password-2026')
    await form.getByLabel(/^Contraseña actual/).fill(password)
    await form.getByRole('button', { name: 'Cambiar la contraseña' }).click()
    await expect(page.getByText('Guardado correctamente').first()).toBeVisible()
    await expect(form.getByLabel(/^Contraseña nueva/)).toHaveValue('')
  })

  await test.step('a new e-mail address is confirmed by the link mailed to it, in the account’s language', async () => {
    const form = page.getByRole('region', { name: 'Cambiar el correo electrónico' })
    await form.getByLabel(/^Correo electrónico nuevo/).fill(newEmail)
    await form.getByLabel(/^Repite el correo electrónico nuevo/).fill(newEmail)
    await form.getByLabel(/^Contraseña actual/).fill('Another-password-2026')
    await form.getByRole('button', { name: 'Cambiar el correo' }).click()
    await expect(form.getByRole('status')).toContainText(newEmail)
    const mail = await waitForMail(newEmail, /adreça electrònica/i)
    // A Catalan mail opens the Catalan page, whose words (@egresa/ui's) are Catalan already.
    await page.goto(linkIn(mail, /\/ca\/user\/email-confirm$/))
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca')
    await expect(page.getByRole('heading', { level: 1, name: 'Correu electrònic confirmat' })).toBeVisible()
    await expect(page.getByText(newEmail)).toBeVisible()
    await page.getByRole('link', { name: 'Ves a la meva configuració' }).click()
    await expect(page).toHaveURL(/\/ca\/user\/profile\/settings/)
    await openUserMenu(page, newEmail)
    await page.getByRole('menuitem', { name: /tanca la sessió/i }).click()
    await expect(page).toHaveURL(/\/ca\/login$/)
  })
})

// Signing in is only the way in here: each role starts from the session auth.setup.ts stored (and signs
// nothing out, the session being shared). Signing in and out in English is in auth.spec.ts.
test.describe('the Premium tab (en)', () => {
  test.describe('a free member', () => {
    test.use({ storageState: storageStateOf('free') })
    test('sees what Premium gives, and the upgrade form itself', async ({ page }) => {
      await page.goto('/en/user/profile/settings?tab=premium')
      await expect(page.getByRole('tab', { name: 'Premium account', selected: true })).toBeVisible()
      await expect(page.getByText('Free', { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Go Premium' })).toBeVisible()
      await expect(page.getByLabel(/^IBAN/)).toBeVisible()
      await expect(page.getByRole('region', { name: 'SEPA Core direct debit mandate' })).toBeVisible()
      await expectAccessible(page)
    })
  })

  test.describe('a Premium member', () => {
    test.use({ storageState: storageStateOf('premium') })
    test('sees the end date and no way to downgrade', async ({ page }) => {
      await page.goto('/en/user/profile/settings?tab=premium')
      const panel = page.getByRole('tabpanel', { name: 'Premium account' })
      await expect(panel.getByText('Valid until')).toBeVisible()
      await expect(panel.getByText(new RegExp(escapeRegExp('write to the alumni office')))).toBeVisible()
      await expect(panel.getByRole('button')).toHaveCount(0)
    })
  })
})
