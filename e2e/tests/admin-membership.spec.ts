import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { escapeRegExp } from './accounts-support'
import { sepaMember, signInOffice } from './admin-support'
import { waitForMail } from './mailbox'
import { ADMIN_URL } from './urls'

// Membership in the office app, the administrator's only: a collection run created on the screen, its
// pain.008 downloaded for the bank, and a debit the bank returned recorded (the member is mailed). The office
// role does not see it.

test.use({ baseURL: ADMIN_URL })

function daysAhead(days: number): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

test('the administrator creates a collection run, downloads its pain.008 and records a return', async ({
  page,
  request,
}) => {
  const member = await sepaMember(request)
  await signInOffice(page, 'admin')
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Cuotas y cobros' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cuotas y cobros' })).toBeVisible()
  await page.getByRole('tab', { name: 'Remesas' }).click()
  await expect(page).toHaveURL(/[?&]tab=runs/)

  const { count, xml } =
    await test.step('create the run: the date, a confirmation, and the file comes down', async () => {
      await page.getByRole('button', { name: 'Crear una remesa…' }).click()
      await page.getByLabel('Fecha de cobro').fill(daysAhead(30))
      await page.getByRole('button', { name: 'Continuar' }).click()
      await expect(page.getByText(/¿Crear la remesa con fecha de cobro/)).toBeVisible()
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Crear la remesa' }).click()
      const toast = page.getByText(/^Remesa creada: \d+ cargos?\.$/)
      await expect(toast).toBeVisible()
      const count = Number((await toast.textContent())?.match(/(\d+)/)?.[1])
      const file = await download
      expect(file.suggestedFilename()).toMatch(/^EGR-.+\.xml$/)
      const xml = await readFile(await file.path(), 'utf8')
      return { count, xml }
    })

  await test.step('the file is a pain.008 with one transaction per charge, this member’s among them', async () => {
    expect(count).toBeGreaterThanOrEqual(1)
    expect(xml).toMatch(/^<\?xml /)
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.02')
    expect(xml.match(/<DrctDbtTxInf>/g)?.length).toBe(count)
    expect(xml).toContain(`<NbOfTxs>${count}</NbOfTxs>`)
    expect(xml).toContain(`<MndtId>${member.reference}</MndtId>`)
    // The run is listed with its charges; its file can be downloaded again.
    const messageId = xml.match(/<MsgId>([^<]+)<\/MsgId>/)?.[1] as string
    const run = page.getByRole('article').filter({ hasText: messageId })
    await expect(run.getByText(new RegExp(`^${count} cargos · .* · 0 devueltos$`))).toBeVisible()
    const again = page.waitForEvent('download')
    await run.getByRole('button', { name: `Descargar el fichero pain.008 ${messageId}` }).click()
    expect((await again).suggestedFilename()).toBe(`${messageId}.xml`)
  })

  await test.step('the bank returns this member’s debit: recorded, and the member is told', async () => {
    const since = Date.now()
    await page.getByRole('button', { name: 'Registrar una devolución…' }).click()
    await page.getByLabel('Referencia del mandato o identificador del cargo').fill(member.reference)
    await page.getByLabel('Código de motivo del banco').fill('AM04')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(
      page.getByText(
        new RegExp(`¿Registrar la devolución de ${escapeRegExp(member.reference)} con el motivo AM04\\?`),
      ),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Registrar la devolución' }).click()
    await expect(page.getByText('Devoluciones registradas: 1.')).toBeVisible()
    await expect(page.getByText(/ · 1 devueltos$/).first()).toBeVisible()
    const mail = await waitForMail(member.email, /Tu cuenta Premium ha terminado/, { since })
    expect(mail.text).toContain('Tu banco ha devuelto el cargo')
  })
})

test('the office role has no Membership: not in its menu, and its address is the 403 page', async ({
  page,
}) => {
  await signInOffice(page, 'office')
  const menu = page.getByRole('navigation', { name: 'Menú principal' })
  await expect(menu.getByRole('link', { name: 'Personas' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Cuotas y cobros' })).toHaveCount(0)
  await page.goto('/es/membership?tab=runs')
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso no autorizado' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Crear una remesa…' })).toHaveCount(0)
})
