import { expect, type Page, test } from '@playwright/test'
import { escapeRegExp, uniqueEmail } from './accounts-support'
import { proposeGroup, registerCompany, registerPerson, signInOffice } from './admin-support'
import { acceptConsent, DEMO } from './fixtures'
import { waitForMail } from './mailbox'
import { ADMIN_URL, ALUMNI_URL } from './urls'

// The office's other decisions on the built portal, from the item arriving to the person's mail: a
// registration turned down with a reason (mailed in the person's language), companies validated and turned
// down, groups an alumnus proposed published and sent back.

test.use({ baseURL: ADMIN_URL })

/** The home's link to a queue, with its count ("Cuentas por verificar 3 pendientes"). */
const queueLink = (page: Page, name: string) =>
  page.getByRole('link', { name: new RegExp(`^${name}\\s*\\d+`) })

const countOf = async (page: Page, name: string) =>
  Number(((await queueLink(page, name).textContent()) ?? '').match(/(\d+)/)?.[1] ?? Number.NaN)

/** Rejects the item named `name` with `reason`, through the reason dialog; the item leaves the list. */
async function rejectWithReason(page: Page, name: string, reason: string) {
  const item = page.getByRole('article', { name })
  await item.getByRole('button', { name: `Rechazar… ${name}` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // Without a reason the dialog does not send: the field says what is missing.
  await dialog.getByRole('button', { name: 'Rechazar y enviar el motivo' }).click()
  await expect(dialog.getByLabel('Motivo')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByLabel('Motivo').fill(reason)
  await dialog.getByRole('button', { name: 'Rechazar y enviar el motivo' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(item).toHaveCount(0)
}

test('accounts: a registration turned down with a reason leaves the queue, and the person reads why in English', async ({
  page,
}) => {
  const email = uniqueEmail('cola.rechazo')
  const surname = `Rechazo ${Date.now().toString(36)}`
  const name = `Oliver ${surname}`
  await registerPerson({ name: 'Oliver', surname, email, language: 'en' })

  await signInOffice(page)
  await expect(queueLink(page, 'Cuentas por verificar')).toBeVisible()
  const before = await countOf(page, 'Cuentas por verificar')
  await queueLink(page, 'Cuentas por verificar').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cuentas por verificar' })).toBeVisible()
  await page.getByLabel('Buscar').fill(email)
  await expect(page.getByRole('article', { name })).toBeVisible()

  const since = Date.now()
  const reason = 'We could not find your name among the university graduates; please send your diploma.'
  await rejectWithReason(page, name, reason)
  await expect(page.getByText('Cuenta rechazada.')).toBeVisible()

  // The mail is in the language the person registered in, with the office's words as written.
  const mail = await waitForMail(email, /Your registration has not been approved/, { since })
  expect(mail.text).toContain(reason)

  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Pendientes' })
    .click()
  await expect.poll(() => countOf(page, 'Cuentas por verificar')).toBe(before - 1)
})

test('companies: one registered on the company app is validated (its user mailed), another turned down with a reason', async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  const validated = { name: `Cerámicas Validadas ${stamp}`, email: uniqueEmail('empresa.valida') }
  const rejected = { name: `Humos Rechazados ${stamp}`, email: uniqueEmail('empresa.rechazo') }
  await registerCompany(validated)
  await registerCompany(rejected)

  await signInOffice(page)
  await expect.poll(() => countOf(page, 'Empresas por validar')).toBeGreaterThanOrEqual(2)
  const before = await countOf(page, 'Empresas por validar')
  await queueLink(page, 'Empresas por validar').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Empresas por validar' })).toBeVisible()
  await page.getByLabel('Buscar').fill(stamp)

  const since = Date.now()
  const first = page.getByRole('article', { name: validated.name })
  await expect(first.getByText(validated.email)).toBeVisible()
  await first.getByRole('button', { name: `Validar ${validated.name}` }).click()
  await expect(page.getByText('Empresa validada.')).toBeVisible()
  await expect(first).toHaveCount(0)
  await waitForMail(
    validated.email,
    new RegExp(`${escapeRegExp(validated.name)} ya puede publicar ofertas`),
    {
      since,
    },
  )

  const reason = 'El CIF no corresponde a la razón social indicada.'
  await rejectWithReason(page, rejected.name, reason)
  await expect(page.getByText('Empresa rechazada.')).toBeVisible()
  const mail = await waitForMail(
    rejected.email,
    new RegExp(`El alta de ${escapeRegExp(rejected.name)} no ha sido aprobada`),
    { since },
  )
  expect(mail.text).toContain(reason)

  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Pendientes' })
    .click()
  await expect.poll(() => countOf(page, 'Empresas por validar')).toBe(before - 2)
})

test('groups: one an alumnus proposed is published (creator mailed, alumni read it), another sent back with a reason', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36)
  const approvedName = `Tertulia de ingenieros ${stamp}`
  const rejectedName = `Club de lectura ${stamp}`
  const approved = await proposeGroup(request, approvedName)
  await proposeGroup(request, rejectedName)

  // Until the office decides, alumni do not find it.
  const guest = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  await acceptConsent(guest, ALUMNI_URL)
  const alumni = await guest.newPage()
  const groupPage = `${ALUMNI_URL}/es/grupos/${approved.slug}`
  const unpublished = await alumni.goto(groupPage)
  expect(unpublished?.status()).toBe(404)

  await signInOffice(page)
  await expect.poll(() => countOf(page, 'Grupos por revisar')).toBeGreaterThanOrEqual(2)
  await queueLink(page, 'Grupos por revisar').click()
  await expect(page).toHaveURL(/\/es\/grupos/)
  await expect(page.getByRole('heading', { level: 1, name: 'Grupos por revisar' })).toBeVisible()
  await page.getByLabel('Buscar').fill(stamp)

  const since = Date.now()
  const first = page.getByRole('article', { name: approvedName })
  // The office reads the group as alumni will.
  await first.getByRole('button', { name: `Ver ${approvedName}` }).click()
  await expect(first.getByText('Antiguos alumnos que se reúnen a hablar de su oficio.')).toBeVisible()
  await first.getByRole('button', { name: `Aprobar ${approvedName}` }).click()
  await expect(page.getByText('Grupo publicado.')).toBeVisible()
  await expect(first).toHaveCount(0)
  await waitForMail(DEMO.premium, new RegExp(`Tu grupo «${escapeRegExp(approvedName)}» ya está publicado`), {
    since,
  })
  await alumni.goto(groupPage)
  await expect(alumni.getByRole('heading', { level: 1, name: approvedName })).toBeVisible()
  await guest.close()

  const reason = 'Ya existe un club de lectura: únete a él o explica en qué se diferencia el tuyo.'
  await rejectWithReason(page, rejectedName, reason)
  await expect(page.getByText('Grupo devuelto a su creador.')).toBeVisible()
  const mail = await waitForMail(
    DEMO.premium,
    new RegExp(`Tu grupo «${escapeRegExp(rejectedName)}» necesita cambios`),
    { since },
  )
  expect(mail.text).toContain(reason)
})
