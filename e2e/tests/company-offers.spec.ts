import { expect, test } from '@playwright/test'
import { adminCommand } from './admin-command'
import { expectAccessible, storageStateOf } from './fixtures'
import { COMPANY_URL } from './urls'

// The company side of the job bank with the demo company's stored session (auth.setup.ts): an offer written
// in two languages goes from draft to review, the alumni office approves it (its command), the company closes
// it with the closing feedback and deletes it. The offer is this run's own, so the demo data stays as it was.
test.use({ storageState: storageStateOf('company') })

test('a company writes an offer in two languages, sends it to review, and closes it with feedback once published', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const title = `Ingeniera de datos ${Date.now().toString(36)}`
  const card = () => page.getByRole('article', { name: title })

  await test.step('my offers, then the form from the header menu', async () => {
    await page.goto(`${COMPANY_URL}/es/user/offers`)
    await expect(page.getByRole('heading', { level: 1, name: 'Mis ofertas' })).toBeVisible()
    await expectAccessible(page)
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Publicar una oferta' })
      .click()
    await expect(page).toHaveURL(`${COMPANY_URL}/es/user/offers/new`)
    await expect(page.getByRole('heading', { level: 1, name: 'Publicar una oferta' })).toBeVisible()
    await expectAccessible(page)
  })

  const hash = await test.step('save a draft: the page offers to send it to review', async () => {
    await page.getByRole('textbox', { name: /^Título/ }).fill(title)
    await page.getByRole('textbox', { name: /^Puesto/ }).fill('Ingeniería de datos')
    await page
      .getByRole('textbox', { name: /^Descripción/ })
      .fill('Buscamos una ingeniera de datos para el equipo.')
    await page.getByRole('textbox', { name: /^Localidad/ }).fill('Castellón')
    await page.getByRole('combobox', { name: /^País/ }).selectOption('ES')
    await page.getByRole('combobox', { name: /^Tipo de contrato/ }).selectOption('INDEFINITE')
    await page.getByRole('combobox', { name: /^Jornada/ }).selectOption('FULL-TIME')
    await page.getByRole('tab', { name: 'Inglés (opcional)' }).click()
    await page.getByRole('textbox', { name: /^Título en inglés/ }).fill('Data engineer')
    await expectAccessible(page)
    // Half an English version: the form says what is missing, in the English tab.
    await page.getByRole('button', { name: 'Guardar borrador' }).click()
    const description = page.getByRole('textbox', { name: /^Descripción en inglés/ })
    await expect(description).toBeFocused()
    await expect(description).toHaveAttribute('aria-invalid', 'true')
    await description.fill('We are looking for a data engineer for the team.')
    await page.getByRole('button', { name: 'Guardar borrador' }).click()
    await expect(page).toHaveURL(/\/es\/user\/offers\/[\w-]+\/edit$/)
    await expect(page.getByText('Esta oferta no está publicada.')).toBeVisible()
    await expectAccessible(page)
    return /\/user\/offers\/([\w-]+)\/edit$/.exec(page.url())?.[1] ?? ''
  })

  await test.step('send it to review: pending publication in my offers', async () => {
    await page.getByRole('button', { name: 'Enviar a revisión', exact: true }).click()
    await expect(page).toHaveURL(`${COMPANY_URL}/es/user/offers`)
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(title)
    await expect(page).toHaveURL(/\?text=/)
    await expect(card().getByText('Pendiente de publicación')).toBeVisible()
    await expect(card().getByRole('button', { name: /Cerrar/ })).toHaveCount(0)
  })

  await test.step('the alumni office approves it; the company sees it active, in English too', async () => {
    expect(await adminCommand('offers:approve', hash)).toContain(hash)
    await page.reload()
    await expect(card().getByText('Activa')).toBeVisible()
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My offers' })).toBeVisible()
    await expect(card().getByText('Active')).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Español' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Mis ofertas' })).toBeVisible()
  })

  await test.step('close it: every feedback answer is required', async () => {
    await card()
      .getByRole('button', { name: /Cerrar/ })
      .click()
    const dialog = page.getByRole('dialog', { name: `Cerrar la oferta «${title}»` })
    await expect(dialog).toBeVisible()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Cerrar la oferta' }).click()
    await expect(
      dialog.getByText('El campo Valoración del servicio de la bolsa de empleo es obligatorio'),
    ).toBeVisible()
    await expect(dialog.getByText('El campo Contratación es obligatorio')).toBeVisible()
    await dialog
      .getByRole('group', { name: /servicio de la bolsa de empleo/ })
      .getByRole('radio', { name: '4 · Buena' })
      .check()
    await dialog
      .getByRole('group', { name: /adecuación de los candidatos/ })
      .getByRole('radio', { name: '3 · Regular' })
      .check()
    await dialog.getByRole('radio', { name: 'Sí' }).check()
    // Nobody applied: a hire can only be one of the offer's candidates.
    await expect(dialog.getByText(/Esta oferta no tiene candidatos/)).toBeVisible()
    await dialog.getByRole('radio', { name: 'No' }).check()
    await dialog.getByRole('button', { name: 'Cerrar la oferta' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Oferta cerrada. Gracias por tu valoración.')).toBeVisible()
    await expect(card().getByText('Cerrada')).toBeVisible()
  })

  await test.step('reopen it, close it again, and delete it after the confirmation', async () => {
    await card()
      .getByRole('button', { name: /Abrir de nuevo/ })
      .click()
    await expect(card().getByText('Activa')).toBeVisible()
    await card()
      .getByRole('button', { name: /Cerrar/ })
      .click()
    const dialog = page.getByRole('dialog')
    await dialog
      .getByRole('group', { name: /servicio/ })
      .getByRole('radio', { name: '5 · Excelente' })
      .check()
    await dialog
      .getByRole('group', { name: /candidatos/ })
      .getByRole('radio', { name: '5 · Excelente' })
      .check()
    await dialog.getByRole('radio', { name: 'No' }).check()
    await dialog.getByRole('button', { name: 'Cerrar la oferta' }).click()
    await expect(card().getByText('Cerrada')).toBeVisible()
    await card()
      .getByRole('button', { name: /Eliminar/ })
      .click()
    const confirm = page.getByRole('alertdialog')
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Eliminar definitivamente' }).click()
    await expect(page.getByText('Ningún resultado coincide con estos filtros.')).toBeVisible()
  })
})
