import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { API_KEY, uniqueDni, uniqueEmail } from './accounts-support'
import { verifyByCommand } from './admin-command'
import { acceptConsent, expectAccessible, signIn } from './fixtures'
import { waitForMail } from './mailbox'
import { ALUMNI_URL } from './urls'

// Premium membership (issue 14), the member's side: a free member meets an upgrade prompt, becomes Premium
// with an IBAN, lands on the success page and can use the job bank at once; then sees the account, its
// mandate and payments, and the change-of-IBAN page. Each run registers a member of its own, so it never
// changes the demo accounts the other journeys share.

const headers = { 'X-Api-Key': API_KEY, 'Accept-Language': 'es' }
/** The member's own: the demo accounts' password is published, and refused as a new one. */
const password = 'Membership-member-2026'

/** A new alumni, verified by the office and with a complete profile, free tier. */
async function newFreeMember(request: APIRequestContext, email: string): Promise<void> {
  const registered = await request.post('/usr/register', {
    headers,
    data: {
      name: 'Nuria',
      surname: 'Sáez Ortolà',
      email,
      email_repeat: email,
      password,
      password_repeat: password,
      document_type: 'dni',
      document_number: uniqueDni(),
      is_privacy: true,
      is_conditions: true,
    },
  })
  expect(registered.status()).toBe(201)
  await verifyByCommand(email)
  const deviceId = `e2e-premium-${Date.now()}`
  const login = await request.post('/usr/login', {
    headers,
    data: { email, password, deviceId, deviceType: 2, push: null },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const auth = { ...headers, 'X-Token': token, 'X-Device-Id': deviceId, 'X-Device-Type': '2' }
  type Node = { hash: string; children: Node[] }
  const tree = (await (await request.get('/api/categories/tree', { headers })).json()) as Node[]
  const leaf = (nodes: Node[]): Node | undefined =>
    nodes.map((n) => (n.children.length ? leaf(n.children) : n)).find(Boolean)
  const category = leaf(tree)
  if (!category) throw new Error('the demo data has no studies')
  const saved = await request.patch('/usr/users', {
    headers: auth,
    data: { birthdate: '1994-02-03', gender: 'female', category: category.hash },
  })
  expect(saved.status()).toBe(200)
  await request.get('/usr/users/logout', { headers: auth })
}

async function atPhoneWidth(page: Page, name: string) {
  const size = page.viewportSize()
  await page.setViewportSize({ width: 390, height: 844 })
  await expectAccessible(page)
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true })
  if (size) await page.setViewportSize(size)
}

test('a free member meets the upgrade prompt, goes Premium with an IBAN, lands on success and opens the job bank', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  await acceptConsent(context, ALUMNI_URL)
  const email = uniqueEmail('nuria')
  await newFreeMember(request, email)
  await signIn(page, ALUMNI_URL, 'es', email, password)
  await expect(page).toHaveURL(/\/es\/news$/)

  await test.step('the job bank is Premium: the prompt leads straight to the upgrade form', async () => {
    await page.goto('/es/empleo/offers')
    const prompt = page.getByRole('region', { name: 'La bolsa de empleo es para cuentas Premium' })
    await expect(prompt).toBeVisible()
    await expect(prompt.getByRole('link', { name: 'Ver todas las ventajas' })).toHaveAttribute(
      'href',
      '/es/info/benefits',
    )
    await prompt.getByRole('link', { name: 'Hazte Premium' }).click()
    await expect(page).toHaveURL(/\/es\/user\/profile\/settings-iban\?from=%2Fes%2Fempleo%2Foffers$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Hazte Premium' })).toBeVisible()
    await expectAccessible(page)
    await atPhoneWidth(page, 'upgrade-es')
  })

  await test.step('the mandate names the creditor and the refund right; a wrong IBAN and no acceptance are refused', async () => {
    const mandate = page.getByRole('region', { name: 'Orden de domiciliación de adeudo directo SEPA (Core)' })
    await expect(mandate).toContainText('Identificador del acreedor')
    await expect(mandate).toContainText('ocho semanas')
    await expect(page.getByLabel(/^Titular de la cuenta/)).toHaveValue('Nuria Sáez Ortolà')
    await page.getByLabel(/^Banco/).fill('CaixaBank')
    const iban = page.getByLabel(/^IBAN/)
    await iban.pressSequentially('es9121000418450200051333')
    await expect(iban).toHaveValue('ES91 2100 0418 4502 0005 1333')
    await page.getByRole('button', { name: 'Revisar y hacerme Premium' }).click()
    await expect(iban).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Acepta la orden de domiciliación SEPA para continuar.')).toBeVisible()
    await expect(page.getByRole('alertdialog')).toBeHidden()
  })

  await test.step('a good IBAN, the acceptance, the confirmation: Premium at once', async () => {
    const iban = page.getByLabel(/^IBAN/)
    await iban.fill('')
    await iban.pressSequentially('ES9121000418450200051332')
    await page.getByLabel(/He leído la orden de domiciliación/).check()
    await page.getByRole('button', { name: 'Revisar y hacerme Premium' }).click()
    const dialog = page.getByRole('alertdialog', { name: '¿Confirmas la domiciliación?' })
    await expect(dialog).toContainText('ES91 **** **** **** **** 1332')
    await expect(dialog).toContainText(/50,00\s€ al año/)
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Confirmar y hacerme Premium' }).click()
    await expect(page).toHaveURL(/\/es\/user\/profile\/settings-iban\/success/)
    await expect(page.getByRole('heading', { level: 1, name: '¡Ya eres Premium!' })).toBeVisible()
    await expect(page.getByText(/Tu cuenta Premium es válida hasta el/)).toBeVisible()
    await expect(page.getByText(/El primer cargo, de 50,00\s€, llegará a tu cuenta ES91/)).toBeVisible()
    await expectAccessible(page)
    await atPhoneWidth(page, 'success-es')
  })

  await test.step('the mandate arrives by mail', async () => {
    const mail = await waitForMail(email, /Premium|domiciliación|mandato/i)
    expect(mail.text).toMatch(/ES91/)
    expect(mail.text).not.toContain('2100 0418 4502')
  })

  await test.step('back to the job bank, which now lists the offers', async () => {
    await page.getByRole('link', { name: 'Volver a donde estabas' }).click()
    await expect(page).toHaveURL(/\/es\/empleo\/offers$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Bolsa de empleo' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'La bolsa de empleo es para cuentas Premium' }),
    ).toBeHidden()
    // The Premium job bank: its filters and the member's applications.
    await expect(page.getByRole('link', { name: 'Mis inscripciones' })).toBeVisible()
    await expect(page.getByLabel(/^Buscar/).first()).toBeVisible()
  })

  await test.step('the Premium tab: tier, masked IBAN, mandate, payments, and the office to downgrade', async () => {
    await page.goto('/es/user/profile/settings?tab=premium')
    const account = page.getByRole('region', { name: 'Tu cuenta' })
    await expect(account).toContainText('Premium')
    const debit = page.getByRole('region', { name: 'Domiciliación bancaria' })
    await expect(debit).toContainText('ES91 **** **** **** **** 1332')
    await expect(debit).toContainText('CaixaBank')
    await expect(page.getByRole('table')).toContainText('Pendiente de cobro')
    await expect(page.getByText(/No puedes volver a la cuenta gratuita desde aquí/)).toBeVisible()
    await expect(page.getByText('2100 0418 4502')).toHaveCount(0)
    await expectAccessible(page)
    await atPhoneWidth(page, 'premium-tab-es')
  })

  await test.step('in English: a new IBAN is a new mandate, and the account shows it', async () => {
    await page.goto('/en/user/profile/settings-iban')
    await expect(page.getByRole('heading', { level: 1, name: 'Change the IBAN' })).toBeVisible()
    await expect(page.getByText(/It is charged now to ES91 \*{4} \*{4} \*{4} \*{4} 1332/)).toBeVisible()
    await expectAccessible(page)
    await atPhoneWidth(page, 'change-iban-en')
    await page.getByLabel(/^Bank/).fill('Deutsche Bank')
    await page.getByLabel(/^IBAN/).pressSequentially('DE89370400440532013000')
    await page.getByLabel(/I have read the direct debit mandate/).check()
    await page.getByRole('button', { name: 'Review and change the IBAN' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Change the IBAN?' })
    await expect(dialog).toContainText('DE89 **** **** **** ** 3000')
    await dialog.getByRole('button', { name: 'Confirm the change' }).click()
    await expect(page).toHaveURL(/\/en\/user\/profile\/settings\?tab=premium$/)
    const debit = page.getByRole('region', { name: 'Direct debit' })
    await expect(debit).toContainText('DE89 **** **** **** ** 3000')
    await expect(debit).toContainText('Deutsche Bank')
  })
})

test('the benefits page: what Premium unlocks, the fee, how it is paid, and the way to it for a guest', async ({
  page,
  context,
}) => {
  await acceptConsent(context, ALUMNI_URL)
  await page.goto('/es/info/benefits')
  await expect(page.getByRole('heading', { level: 1, name: 'Ventajas Premium' })).toBeVisible()
  await expect(page.getByText('50 euros al año.')).toBeVisible()
  const cta = page.getByRole('region', { name: 'Hazte Premium' })
  await expect(cta.getByRole('link', { name: 'Entra para hacerte Premium' })).toHaveAttribute(
    'href',
    /\/es\/login\?redirect=%2Fes%2Fuser%2Fprofile%2Fsettings-iban$/,
  )
  await expectAccessible(page)
  await atPhoneWidth(page, 'benefits-es')
  await page.goto('/en/info/benefits')
  await expect(page.getByRole('heading', { level: 1, name: 'Premium benefits' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Go Premium' })).toBeVisible()
  await expectAccessible(page)
  await atPhoneWidth(page, 'benefits-en')
  await page.goto('/es/info/association')
  await expect(page.getByRole('heading', { level: 2, name: 'Cómo se financia' })).toBeVisible()
  await expectAccessible(page)
})
