import { expect, test } from '@playwright/test'
import { openFromOfficeMenu, signInOffice } from './admin-support'
import { acceptConsent, expectAccessible } from './fixtures'
import { ADMIN_URL, ALUMNI_URL } from './urls'

// The office writes an event in Spanish and English in the admin app's editor, looks at its preview, schedules
// it a few seconds ahead, and the articles job (every 3 s here: playwright.config.ts) publishes it: it appears
// on the alumni app's news page in each language. axe on the list and the editor.

test.use({ baseURL: ADMIN_URL })

/** An instant as a `datetime-local` value with seconds, in Madrid time (the editor's clock). */
function madridLocal(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`
}

test('the office writes an event in both languages, schedules it, and it appears on the news page', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const es = `Encuentro de antiguos alumnos ${stamp}`
  const en = `Alumni meeting ${stamp}`

  await signInOffice(page)
  await openFromOfficeMenu(page, 'Noticias y eventos', 'Contenido')
  await expect(page.getByRole('heading', { level: 1, name: 'Noticias y eventos' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Nuevo artículo' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo artículo' })).toBeVisible()
  await page.getByLabel('Tipo').selectOption('EVENT')
  const spanish = page.getByRole('group', { name: 'En español' })
  const english = page.getByRole('group', { name: 'En inglés (opcional)' })
  await spanish.getByRole('textbox', { name: /^Título/ }).fill(es)
  await spanish.getByLabel('Resumen').fill('Nos vemos en el campus y en línea.')
  await spanish.getByRole('textbox', { name: /^Texto/ }).click()
  await page.keyboard.type('Una tarde para reencontrarse.')
  await english.getByRole('textbox', { name: /^Título/ }).fill(en)
  await english.getByLabel('Resumen').fill('See you on campus and online.')
  await english.getByRole('textbox', { name: /^Texto/ }).click()
  await page.keyboard.type('An afternoon to meet again.')
  await page.getByLabel('Lugar').fill('Aula Magna')
  await page.getByLabel('Empieza').fill('2027-06-12T19:00')
  await page.getByLabel('Enlace para unirse en línea').fill('https://meet.example.org/encuentro')

  // The preview shows the unsaved form, as a phone and in English.
  const preview = page.frameLocator('iframe[title="Vista previa del artículo"]')
  await expect(preview.getByRole('heading', { level: 1, name: es })).toBeVisible()
  await page.getByRole('button', { name: 'Móvil (390 px)' }).click()
  await expect(page.locator('iframe[title="Vista previa del artículo"]')).toHaveAttribute('width', '390')
  await page.getByRole('button', { name: 'En inglés', exact: true }).click()
  await expect(preview.getByRole('heading', { level: 1, name: en })).toBeVisible()
  await expect(preview.getByRole('link', { name: 'Unirse en línea' })).toHaveAttribute(
    'href',
    'https://meet.example.org/encuentro',
  )
  await expectAccessible(page)

  await page.getByRole('radio', { name: 'Publicar en una fecha y hora' }).check()
  await page.getByLabel('Fecha y hora de publicación').fill(madridLocal(new Date(Date.now() + 8_000)))
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Artículo guardado y programado.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Editar artículo' })).toBeVisible()
  await expect(page.getByText(/Programado para el/)).toBeVisible()

  // The alumni app's news page, in Spanish and in English, once the job has published it.
  const reader = await page.context().newPage()
  await acceptConsent(reader.context(), ALUMNI_URL)
  await expect(async () => {
    await reader.goto(`${ALUMNI_URL}/es/news`)
    await expect(reader.getByRole('heading', { name: es })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
  await reader.goto(`${ALUMNI_URL}/en/news`)
  await expect(reader.getByRole('heading', { name: en })).toBeVisible()
  await reader.getByRole('heading', { name: en }).getByRole('link').click()
  await expect(reader.getByRole('heading', { level: 1, name: en })).toBeVisible()
  await expect(reader.getByRole('link', { name: 'Join online' })).toHaveAttribute(
    'href',
    'https://meet.example.org/encuentro',
  )

  // Back in the office: published.
  await page.reload()
  await expect(page.getByText('Publicado', { exact: true }).first()).toBeVisible()
})
