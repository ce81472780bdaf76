import { expect, test } from '@playwright/test'
import { API_KEY, uniqueEmail } from './accounts-support'
import { adminCommand } from './admin-command'
import { acceptConsent, expectAccessible } from './fixtures'
import { linkIn, type ReceivedMail, receivedMails } from './mailbox'
import { COMPANY_URL } from './urls'

// A company of this run's own, validated by the office's command: the new password it chooses cannot be the
// demo accounts' (published, so refused), and the demo company the other journeys sign in with stays as it is.
const oldPassword = 'Azulejos-antes-2026'
const newPassword = 'Azulejos-despues-2026'

test('a company recovers its password on the company app, through the mailed link (es)', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  await acceptConsent(context, COMPANY_URL)
  const email = uniqueEmail('recupera')
  const registered = await request.post('/usr/company/register', {
    headers: { 'X-Api-Key': API_KEY, 'Accept-Language': 'es' },
    multipart: {
      data: JSON.stringify({
        company_name: `Azulejos Recuperados ${Date.now().toString(36)}`,
        document_number: 'B12345674',
        contact_name: 'Inés Peris Roca',
        contact_phone: '964 000 111',
        email,
        email_repeat: email,
        password: oldPassword,
        password_repeat: oldPassword,
        language: 'es',
        is_privacy: true,
        is_conditions: true,
      }),
    },
  })
  expect(registered.status()).toBe(201)
  expect(await adminCommand('companies:validate', email)).toContain(`(${email}) validated`)
  // Mail receipt times have a second's precision at most; anything from this test is after this.
  const asked = new Date(Date.now() - 1_000)

  await test.step('from the login page, ask for the link', async () => {
    await page.goto(`${COMPANY_URL}/es/login`)
    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click()
    await expect(page).toHaveURL(`${COMPANY_URL}/es/user/recovery`)
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar la contraseña' })).toBeVisible()
    await expectAccessible(page)
    await page.getByLabel(/^Correo electrónico/).fill(email)
    await page.getByRole('button', { name: 'Enviar el enlace' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeVisible()
  })

  const link = await test.step('the mail links to the company app, not the alumni app', async () => {
    let mail: ReceivedMail | undefined
    await expect
      .poll(
        () => {
          // The mail of the validation may arrive after this one (the outbox sends in parallel): the
          // recovery mail is the one about the password, whatever came after it.
          mail = receivedMails()
            .filter(
              (m) => m.to.includes(email) && new Date(m.receivedAt) >= asked && /contraseña/i.test(m.subject),
            )
            .at(-1)
          return mail?.subject
        },
        { timeout: 30_000, message: 'the recovery mail to the company' },
      )
      .toMatch(/contraseña/i)
    if (!mail) throw new Error('No recovery mail to the company')
    const url = linkIn(mail, /\/es\/user\/recovery$/)
    expect(new URL(url).origin).toBe(COMPANY_URL)
    return url
  })

  await test.step('choose a new password', async () => {
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Elige una contraseña nueva' })).toBeVisible()
    await expectAccessible(page)
    await page.getByLabel(/^Contraseña nueva/).fill(newPassword)
    await page.getByLabel(/^Repite la contraseña nueva/).fill(newPassword)
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Contraseña cambiada' })).toBeVisible()
  })

  await test.step('sign in on the company app with the new password and land on the offers', async () => {
    await page.getByRole('link', { name: 'Iniciar sesión' }).click()
    await expect(page).toHaveURL(`${COMPANY_URL}/es/login`)
    await page.getByLabel(/correo electrónico/i).fill(email)
    await page.getByLabel(/contraseña/i).fill(newPassword)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page).toHaveURL(`${COMPANY_URL}/es/user/offers`)
  })
})
