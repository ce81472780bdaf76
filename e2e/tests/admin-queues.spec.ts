import { expect, type Page, test } from '@playwright/test'
import { escapeRegExp, uniqueEmail } from './accounts-support'
import { offerToReview, registerPerson, signInOffice } from './admin-support'
import { waitForMail } from './mailbox'
import { ADMIN_URL } from './urls'

// The alumni office's queues on the built portal: an item arrives (a person registers, the demo company sends
// an offer to review), the office sees it counted on its home and in its queue, decides, and the person's mail
// arrives in their language.

test.use({ baseURL: ADMIN_URL })

/** The home's link to a queue, with its count ("Cuentas por verificar 3 pendientes"). */
const queueLink = (page: Page, name: string) =>
  page.getByRole('link', { name: new RegExp(`^${name}\\s*\\d+`) })

const countOf = async (page: Page, name: string) =>
  Number(((await queueLink(page, name).textContent()) ?? '').match(/(\d+)/)?.[1] ?? Number.NaN)

test('accounts: a new registration is counted, verified by the office, and the person is mailed', async ({
  page,
}) => {
  await signInOffice(page)
  await expect(queueLink(page, 'Cuentas por verificar')).toBeVisible()
  const before = await countOf(page, 'Cuentas por verificar')

  const email = uniqueEmail('cola.cuentas')
  const surname = `Colas ${Date.now().toString(36)}`
  await registerPerson({ name: 'Inés', surname, email })
  await page.reload()
  await expect.poll(() => countOf(page, 'Cuentas por verificar')).toBe(before + 1)

  await queueLink(page, 'Cuentas por verificar').click()
  await expect(page).toHaveURL(/\/es\/accounts/)
  await expect(page.getByRole('heading', { level: 1, name: 'Cuentas por verificar' })).toBeVisible()
  await page.getByLabel('Buscar').fill(email)
  const item = page.getByRole('article', { name: `Inés ${surname}` })
  await expect(item).toBeVisible()
  await expect(item.getByText(email)).toBeVisible()

  const since = Date.now()
  await item.getByRole('button', { name: `Verificar Inés ${surname}` }).click()
  await expect(page.getByText('Cuenta verificada.')).toBeVisible()
  await expect(item).toHaveCount(0)
  const mail = await waitForMail(email, /Tu cuenta ya está verificada/, { since })
  expect(mail.text).toContain('Inés')
})

test('offers: the office publishes one and sends another back with a reason the company is mailed', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36)
  const approved = `Técnico de sistemas ${stamp}`
  const rejected = `Analista de datos ${stamp}`
  await offerToReview(request, approved)
  await offerToReview(request, rejected)

  await signInOffice(page)
  await expect.poll(() => countOf(page, 'Ofertas por revisar')).toBeGreaterThanOrEqual(2)
  await queueLink(page, 'Ofertas por revisar').click()
  await expect(page).toHaveURL(/\/es\/offers/)

  const since = Date.now()
  const first = page.getByRole('article', { name: approved })
  await expect(first).toBeVisible()
  await first.getByRole('button', { name: `Aprobar ${approved}` }).click()
  await expect(first).toHaveCount(0)
  const published = await waitForMail('empresa@demo.egresa.test', new RegExp(escapeRegExp(approved)), {
    since,
  })
  expect(published.subject).toContain('ya está publicada')

  const second = page.getByRole('article', { name: rejected })
  await second.getByRole('button', { name: `Rechazar… ${rejected}` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const reason = 'Falta el salario y la descripción es demasiado breve.'
  await dialog.getByLabel('Motivo').fill(reason)
  await dialog.getByRole('button', { name: 'Rechazar y enviar el motivo' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(second).toHaveCount(0)
  const back = await waitForMail(
    'empresa@demo.egresa.test',
    new RegExp(`${escapeRegExp(rejected)}.*cambios`),
    {
      since,
    },
  )
  expect(back.text).toContain(reason)
})

test('offers: the office opens a published offer as alumni read it and closes it with a reason the company is mailed', async ({
  page,
  request,
}) => {
  const title = `Soporte informático ${Date.now().toString(36)}`
  await offerToReview(request, title)
  await signInOffice(page)
  await page.goto(`/es/offers?text=${encodeURIComponent(title)}`)
  const pending = page.getByRole('article', { name: title })
  await pending.getByRole('button', { name: `Aprobar ${title}` }).click()
  await expect(pending).toHaveCount(0)

  // The state filter shows the published ones, in the URL.
  await page.getByLabel('Estado').selectOption('PUBLISHED')
  await expect(page).toHaveURL(/status=PUBLISHED/)
  const item = page.getByRole('article', { name: title })
  await item.getByRole('button', { name: `Ver ${title}` }).click()
  // The offer as alumni read it, under the item's heading: the page keeps one h1.
  await expect(item.getByRole('heading', { level: 3, name: title })).toBeVisible()
  await expect(item.getByRole('heading', { name: 'Descripción' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)

  const since = Date.now()
  const reason = 'La empresa nos ha dicho que la plaza ya está cubierta.'
  await item.getByRole('button', { name: `Cerrar la oferta… ${title}` }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Motivo').fill(reason)
  await dialog.getByRole('button', { name: 'Cerrar la oferta y avisar a la empresa' }).click()
  await expect(page.getByText('Oferta cerrada. La empresa recibirá el motivo por correo.')).toBeVisible()
  await expect(item).toHaveCount(0)
  const mail = await waitForMail('empresa@demo.egresa.test', new RegExp(`${escapeRegExp(title)}.*cerrada`), {
    since,
  })
  expect(mail.text).toContain(reason)
})

test('keyboard only: the office verifies an account with Tab and Enter', async ({ page }) => {
  const email = uniqueEmail('cola.teclado')
  const surname = `Teclado ${Date.now().toString(36)}`
  await registerPerson({ name: 'Jordi', surname, email })
  await signInOffice(page)
  await page.goto(`/es/accounts?text=${encodeURIComponent(email)}`)
  const item = page.getByRole('article', { name: `Jordi ${surname}` })
  await expect(item).toBeVisible()

  // From the top of the page, Tab walks the menu and the filters to the item: its checkbox, "Ver", "Verificar".
  await page.locator('body').focus()
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim() : ''
    })
  const seen: string[] = []
  const tabTo = async (target: string) => {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      seen.push(await focused())
      if (seen.at(-1) === target) return
    }
    throw new Error(`Tab never reached "${target}"; focus went through: ${seen.join(' | ')}`)
  }
  await tabTo(`Seleccionar Jordi ${surname}`)
  await page.keyboard.press('Tab')
  expect(await focused()).toBe(`Ver Jordi ${surname}`)
  // Space opens the details without moving the focus.
  await page.keyboard.press('Space')
  await expect(item.getByText('Idioma de los correos')).toBeVisible()
  expect(await focused()).toBe(`Ocultar Jordi ${surname}`)
  await page.keyboard.press('Tab')
  expect(await focused()).toBe(`Verificar Jordi ${surname}`)

  const since = Date.now()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Cuenta verificada.')).toBeVisible()
  await expect(item).toHaveCount(0)
  await waitForMail(email, /Tu cuenta ya está verificada/, { since })
})
