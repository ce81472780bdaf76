import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { apiSession, signInOffice } from './admin-support'
import { DEMO, expectAccessible } from './fixtures'
import { ADMIN_URL, ALUMNI_URL } from './urls'

// The office's reports (docs/reports.md): the office opens them from the menu, reads a chart's figures in its
// table (the small demo set's Premium charge of November 2025: no journey adds a charge in a past month),
// downloads the chart as CSV, and axe finds nothing on the page; alumni get no report from the API.

test.use({ baseURL: ADMIN_URL })

test('the office reads the income of November 2025 in its table, downloads it as CSV, and the page is accessible', async ({
  page,
}) => {
  // Three pages read by axe, each with its charts' tables.
  test.setTimeout(120_000)
  await signInOffice(page, 'office')
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Informes' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible()
  // The default report, over the last 12 months, drawn.
  await expect(
    page.getByRole('heading', { name: 'Miembros por modalidad a final de cada mes' }),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: /^Gráfico: Miembros por modalidad/ })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('tab', { name: 'Ingresos' }).click()
  await expect(page).toHaveURL(/[?&]report=income/)
  await page.getByLabel('Desde (mes)').fill('2025-11')
  await page.getByLabel('Hasta (mes)').fill('2025-11')
  await expect(page).toHaveURL(/from=2025-11/)
  await expect(page).toHaveURL(/to=2025-11/)
  await expect(page.getByText('De noviembre de 2025 a noviembre de 2025.')).toBeVisible()

  const card = page.getByRole('region', { name: 'Ingresos de la cuota Premium por mes' })
  await card.getByRole('button', { name: 'Ver la tabla' }).click()
  const table = card.getByRole('table', { name: 'Ingresos de la cuota Premium por mes' })
  await expect(table).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Cobrado (€)' })).toBeVisible()
  const row = table.getByRole('row', { name: /nov 2025/ })
  await expect(row.getByRole('cell').nth(0)).toHaveText(/50,00\s€/)
  await expectAccessible(page)

  const download = page.waitForEvent('download')
  await card.getByRole('button', { name: /^Descargar CSV/ }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('egresa-income-income.csv')
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '')
  expect(text.split('\r\n')[0]).toBe('"Mes";"Cobrado (€)";"Devuelto (€)";"Neto (€)"')
  expect(text).toContain('"2025-11";"50";"0";"50"')

  await test.step('the graduate outcomes: the method, and the small groups left out', async () => {
    await page.getByRole('tab', { name: 'Inserción laboral' }).click()
    await expect(page.getByText(/No se publican los grupos de menos de 5 personas/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Inserción laboral por año de graduación' })).toBeVisible()
    await expectAccessible(page)
  })
})

test('the reports are the office’s: an alumni is refused', async ({ request }) => {
  const premium = await apiSession(request, DEMO.premium)
  expect((await request.get(`${ALUMNI_URL}/usr/admin/reports/members`, { headers: premium })).status()).toBe(
    403,
  )
  expect((await request.get(`${ALUMNI_URL}/usr/admin/income`, { headers: premium })).status()).toBe(403)
  await request.get(`${ALUMNI_URL}/usr/users/logout`, { headers: premium })
})
