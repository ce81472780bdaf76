import { expect, type Page, test } from '@playwright/test'
import { openFromOfficeMenu, signInOffice } from './admin-support'
import { acceptConsent, expectAccessible, storageStateOf } from './fixtures'
import { ADMIN_URL, ALUMNI_URL } from './urls'

// The office's content in the admin app (docs/content.md): an info page changed, seen on the alumni app,
// then its earlier version restored; a person added to the community page's ambassadors and seen there.
// axe on each new screen, at a desktop's width and a phone's.

test.use({ baseURL: ADMIN_URL })

/** axe at the desktop's width, then at a phone's (and back). */
async function atBothWidths(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await expectAccessible(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectAccessible(page)
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function openFromMenu(page: Page, label: string) {
  await openFromOfficeMenu(page, label, 'Contenido')
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible()
}

test('the office changes an info page, the alumni app shows it, and restoring the earlier version brings the old text back', async ({
  page,
  context,
}) => {
  await acceptConsent(context, ALUMNI_URL)
  await signInOffice(page, 'office')
  await openFromMenu(page, 'Páginas')
  await atBothWidths(page)

  const spanish = page.getByRole('region', { name: 'Español' })
  await spanish.getByRole('link', { name: 'Ventajas Premium' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ventajas Premium' })).toBeVisible()
  const editor = page.getByRole('textbox', { name: 'Texto en Markdown' })
  const original = await editor.inputValue()
  expect(original).toContain('50 euros')
  await atBothWidths(page)

  const stamp = `Texto de la oficina ${Date.now().toString(36)}`
  const changed = original.replace(
    /\n---[ \t]*\n[\s\S]*$/,
    `\n---\n## ${stamp}\n\nLa cuota cambia el **año que viene**.\n`,
  )
  await editor.fill(changed)
  const preview = page.getByRole('region', { name: 'Vista previa' })
  await expect(preview.getByRole('heading', { name: stamp })).toBeVisible()
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Cambios guardados: la página ya muestra el texto nuevo.')).toBeVisible()

  const alumni = await context.newPage()
  await alumni.goto(`${ALUMNI_URL}/es/info/benefits`)
  await expect(alumni.getByRole('heading', { name: stamp })).toBeVisible()

  // The earlier text is the installation's, kept as the first version: restored after a confirmation.
  const versions = page.getByRole('region', { name: 'Versiones' })
  await expect(versions.getByRole('listitem')).toHaveCount(2)
  await versions
    .getByRole('listitem')
    .last()
    .getByRole('button', { name: /Restaurar/ })
    .click()
  const dialog = page.getByRole('alertdialog', { name: '¿Restaurar esta versión?' })
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Restaurar' }).click()
  await expect(page.getByText('Versión restaurada: la página vuelve a mostrar ese texto.')).toBeVisible()
  await expect(editor).toHaveValue(original)

  await alumni.reload()
  await expect(alumni.getByText('50 euros').first()).toBeVisible()
  await expect(alumni.getByRole('heading', { name: stamp })).toHaveCount(0)
})

test('the office adds a person who appears to the ambassadors, and the community page shows them to members', async ({
  page,
  context,
  browser,
}) => {
  await acceptConsent(context, ALUMNI_URL)
  await signInOffice(page, 'office')
  await openFromMenu(page, 'Comunidad')
  await atBothWidths(page)

  const ambassadors = page.getByRole('region', { name: 'Embajadores' })
  await ambassadors.getByRole('button', { name: 'Añadir a una persona (Embajadores)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Añadir a Embajadores' })
  await dialog.getByRole('searchbox', { name: 'Buscar a la persona' }).fill('Lucía Martín Pérez')
  await dialog
    .getByRole('radio', { name: /Lucía Martín Pérez/ })
    .first()
    .check()
  await dialog.getByRole('textbox', { name: /Papel en español/ }).fill('Embajadora en Valencia')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Añadir' }).click()
  await expect(
    page.getByText(
      'Añadida a la sección: ya sale en la página de la comunidad para quien ha iniciado sesión.',
    ),
  ).toBeVisible()
  await expect(ambassadors.getByText('Embajadora en Valencia')).toBeVisible()

  // Moved to the top with the keyboard, after the demo's three ambassadors: the focus stays on her.
  const people = ambassadors.getByRole('listitem')
  await expect(people).toHaveCount(4)
  const up = ambassadors.getByRole('button', { name: 'Mover arriba Lucía Martín Pérez' })
  for (const place of [2, 1, 0]) {
    await up.focus()
    await page.keyboard.press('Enter')
    await expect(people.nth(place)).toContainText('Lucía Martín Pérez')
    await expect(page.locator(':focus')).toHaveText(/Lucía Martín Pérez/)
  }
  await expect(up).toHaveAttribute('aria-disabled', 'true')

  // A member sees her first; a guest sees the page's own text (the choice is for members: docs/content.md).
  const member = await browser.newContext({ storageState: storageStateOf('premium') })
  const alumni = await member.newPage()
  await alumni.goto(`${ALUMNI_URL}/es/comunidad`)
  const first = alumni.getByRole('region', { name: 'Embajadores' }).getByRole('article').first()
  await expect(first.getByRole('link', { name: 'Lucía Martín Pérez' })).toBeVisible()
  await expect(first.getByText('Embajadora en Valencia')).toBeVisible()
  await member.close()
  const guest = await context.newPage()
  await guest.goto(`${ALUMNI_URL}/es/comunidad`)
  const shown = guest.getByRole('region', { name: 'Embajadores' })
  await expect(shown.getByRole('article').first()).toBeVisible()
  await expect(shown.getByText('Lucía Martín Pérez')).toHaveCount(0)
})
