import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { uniqueEmail } from './accounts-support'
import { apiSession, registerPerson, signInOffice } from './admin-support'
import { DEMO } from './fixtures'
import { ADMIN_URL, ALUMNI_URL } from './urls'

// The audit log in the office app: what the office just did is there with who, what, the object and the
// reason; the list filters by action and by the person acting; the administrator exports it as CSV, the
// office role cannot.

test.use({ baseURL: ADMIN_URL })

/** The cells of one CSV line as the export writes it: `;` between cells, each in quotes (`""` for a quote). */
function cells(line: string): string[] {
  return Array.from(line.matchAll(/"((?:[^"]|"")*)"|([^;]+)|(?<=;|^)(?=;|$)/g), (m) =>
    (m[1] ?? m[2] ?? '').replaceAll('""', '"'),
  )
}

async function openAudit(page: Page) {
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Registro' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de actividad' })).toBeVisible()
}

test('the office finds its rejection in the log by action and by who acted, and has no export', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('registro.oficina')
  const surname = `Registro ${Date.now().toString(36)}`
  const name = `Lucía ${surname}`
  await registerPerson({ name: 'Lucía', surname, email })
  const reason = 'No consta como titulada de la universidad.'

  await signInOffice(page, 'office')
  await page.goto(`/es/accounts?text=${encodeURIComponent(email)}`)
  const item = page.getByRole('article', { name })
  await item.getByRole('button', { name: `Rechazar… ${name}` }).click()
  await page.getByRole('dialog').getByLabel('Motivo').fill(reason)
  await page.getByRole('dialog').getByRole('button', { name: 'Rechazar y enviar el motivo' }).click()
  await expect(item).toHaveCount(0)

  await openAudit(page)
  // Exporting data is the administrator's: no button, and the API says no.
  await expect(page.getByRole('button', { name: 'Exportar en CSV' })).toHaveCount(0)
  const office = await apiSession(request, DEMO.office)
  const csv = await request.get(`${ALUMNI_URL}/usr/admin/audit.csv`, { headers: office })
  expect(csv.status()).toBe(403)
  await request.get(`${ALUMNI_URL}/usr/users/logout`, { headers: office })

  await test.step('by action: the rejection with who, the object and the reason', async () => {
    await page.getByLabel('Acción').fill('users.reject')
    await expect(page).toHaveURL(/[?&]action=users\.reject/)
    const entry = page.getByRole('article').filter({ hasText: email })
    await expect(entry.getByRole('heading', { name: /^users\.reject · user · / })).toBeVisible()
    await expect(entry.getByText(DEMO.office)).toBeVisible()
    // Made in the office's app (the app names itself on every call), not by another caller of its API.
    await expect(entry.getByText(/· Aplicación ·/)).toBeVisible()
    await expect(entry.getByText(`Motivo: ${reason}`)).toBeVisible()
    await expect(entry.getByText('pending → rejected')).toBeVisible()
    // Every entry listed is a rejection.
    for (const heading of await page.getByRole('article').getByRole('heading').allTextContents()) {
      expect(heading).toMatch(/^users\.reject/)
    }
  })

  await test.step('by the person acting: only the office’s entries', async () => {
    await page.getByLabel('Acción').fill('')
    await page.getByLabel('Persona').fill('oficina@')
    await expect(page).toHaveURL(/[?&]actor=oficina/)
    await expect(page).not.toHaveURL(/[?&]action=/)
    // Its reads of the queue are there too: every call to the office's API is written down.
    await expect(page.getByRole('article').filter({ hasText: email }).first()).toBeVisible()
    const entries = page.getByRole('article')
    await expect(entries.first()).toBeVisible()
    for (const text of await entries.allTextContents()) expect(text).toContain(DEMO.office)
  })
})

test('the administrator exports the filtered log as CSV', async ({ page, request }) => {
  const email = uniqueEmail('registro.admin')
  await registerPerson({ name: 'Marc', surname: `Exportado ${Date.now().toString(36)}`, email })
  const reason = 'Registro duplicado: ya tiene una cuenta con otro correo.'
  const admin = await apiSession(request, DEMO.admin)
  const { items } = (await (
    await request.get(`${ALUMNI_URL}/usr/admin/users`, { headers: admin, params: { text: email } })
  ).json()) as { items: { hash: string }[] }
  const rejected = await request.post(`${ALUMNI_URL}/usr/admin/users/${items[0]?.hash}/reject`, {
    headers: admin,
    data: { reason },
  })
  expect(rejected.status()).toBe(200)
  await request.get(`${ALUMNI_URL}/usr/users/logout`, { headers: admin })

  await signInOffice(page, 'admin')
  await openAudit(page)
  await page.getByLabel('Acción').fill('users.reject')
  await page.getByLabel('Persona').fill('admin@demo')
  await expect(page).toHaveURL(/[?&]actor=admin/)
  await expect(
    page.getByRole('article').filter({ hasText: email }).getByText(`Motivo: ${reason}`),
  ).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exportar en CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^egresa-audit-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '')
  const [header, ...rows] = text.split(/\r?\n/).filter(Boolean).map(cells)
  expect(header).toEqual([
    'Fecha (UTC)',
    'Quién',
    'Origen',
    'Acción',
    'Tipo de objeto',
    'Objeto',
    'Descripción del objeto',
    'Cambios (antes y después)',
    'Motivo',
    'Método',
    'Ruta',
    'Estado',
  ])
  expect(rows.length).toBeGreaterThanOrEqual(1)
  // The export has the list's filters: the administrator's rejections, this one with its reason.
  for (const row of rows) {
    expect(row).toHaveLength(12)
    expect([row[1], row[3]]).toEqual([DEMO.admin, 'users.reject'])
  }
  const mine = rows.find((row) => row[6] === email)
  expect(mine?.[4]).toBe('user')
  expect(mine?.[8]).toBe(reason)
})
