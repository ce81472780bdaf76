import { expect, test } from '@playwright/test'
import { acceptConsent, DEMO, expectAccessible, PASSWORD } from './fixtures'
import { linkIn, type ReceivedMail, receivedMails } from './mailbox'
import { COMPANY_URL } from './urls'

test('a company recovers its password on the company app, through the mailed link (es)', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await acceptConsent(context, COMPANY_URL)
  // Mail receipt times have a second's precision at most; anything from this test is after this.
  const asked = new Date(Date.now() - 1_000)

  await test.step('from the login page, ask for the link', async () => {
    await page.goto(`${COMPANY_URL}/es/login`)
    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click()
    await expect(page).toHaveURL(`${COMPANY_URL}/es/user/recovery`)
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar la contraseña' })).toBeVisible()
    await expectAccessible(page)
    await page.getByLabel(/^Correo electrónico/).fill(DEMO.company)
    await page.getByRole('button', { name: 'Enviar el enlace' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeVisible()
  })

  const link = await test.step('the mail links to the company app, not the alumni app', async () => {
    let mail: ReceivedMail | undefined
    await expect
      .poll(
        () => {
          mail = receivedMails()
            .filter((m) => m.to.includes(DEMO.company) && new Date(m.receivedAt) >= asked)
            .at(-1)
          return mail?.subject
        },
        { timeout: 30_000, message: 'the recovery mail to the demo company' },
      )
      .toMatch(/contraseña/i)
    if (!mail) throw new Error('No recovery mail to the demo company')
    const url = linkIn(mail, /\/es\/user\/recovery$/)
    expect(new URL(url).origin).toBe(COMPANY_URL)
    return url
  })

  await test.step('choose the password (the demo one again, so other journeys keep signing in)', async () => {
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Elige una contraseña nueva' })).toBeVisible()
    await expectAccessible(page)
    await page.getByLabel(/^Contraseña nueva/).fill(PASSWORD)
    await page.getByLabel(/^Repite la contraseña nueva/).fill(PASSWORD)
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Contraseña cambiada' })).toBeVisible()
  })

  await test.step('sign in on the company app and land on the offers', async () => {
    await page.getByRole('link', { name: 'Iniciar sesión' }).click()
    await expect(page).toHaveURL(`${COMPANY_URL}/es/login`)
    await page.getByLabel(/correo electrónico/i).fill(DEMO.company)
    await page.getByLabel(/contraseña/i).fill(PASSWORD)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page).toHaveURL(`${COMPANY_URL}/es/user/offers`)
  })
})
