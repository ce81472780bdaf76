import { expect, test } from '@playwright/test'
import { expectAccessible, storageStateOf } from './fixtures'
import { COMPANY_URL } from './urls'

// The companies' directory and the company's own pages, with the demo company's stored session
// (auth.setup.ts). Nothing is changed.
test.use({ storageState: storageStateOf('company') })

test('the directory filters through the URL, back to page 1, and opens a person’s profile', async ({
  page,
}) => {
  await page.goto(`${COMPANY_URL}/es/user/directory?page=2`)
  await expect(page.getByRole('heading', { level: 1, name: 'Directorio' })).toBeVisible()
  await expectAccessible(page)
  const first = page.getByRole('article').first().getByRole('heading', { level: 3 })
  const name = (await first.textContent())?.trim() ?? ''
  const surname = name.split(' ').at(-1) ?? ''

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(surname)
  // The filter waits for the typing to stop, then the list starts again on its first page.
  await expect(page).toHaveURL(`${COMPANY_URL}/es/user/directory?text=${encodeURIComponent(surname)}`)
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()

  await page.getByRole('button', { name: /^Estudios/ }).click()
  await expect(page.getByRole('radio', { name: 'Todos los estudios' })).toBeChecked()
  const parent = page.getByRole('radio', { disabled: true }).first()
  await expect(parent).toBeDisabled()
  await expectAccessible(page)
  await page.keyboard.press('Escape')

  // The years the directory's people have (the API's graduation_years), not the old portal's 2024 to 2015.
  const years = page.getByRole('combobox', { name: 'Año de graduación' })
  const offered = (await years.locator('option').allTextContents()).slice(1).map(Number)
  expect(offered.length).toBeGreaterThan(0)
  expect(offered).toEqual([...offered].sort((a, b) => b - a))
  expect(offered.some((y) => y < 2015 || y > 2024)).toBe(true)
  await years.selectOption(String(offered[0]))
  await expect(page).toHaveURL(new RegExp(`graduation_year=${offered[0]}`))
  await expect(page).toHaveURL(/text=/)
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('zzzz-nadie')
  await expect(page.getByText('Ningún resultado coincide con estos filtros.')).toBeVisible()
  await page
    .getByRole('region', { name: 'Resultados' })
    .getByRole('button', { name: 'Borrar los filtros' })
    .click()
  await expect(page).toHaveURL(`${COMPANY_URL}/es/user/directory`)
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('')

  await page.getByRole('article').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/es\/user\/directory\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Experiencia laboral' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Proyectos' })).toBeVisible()
  await expectAccessible(page)
})

test('a graduation year in the address that no one has stays chosen in the filter', async ({ page }) => {
  await page.goto(`${COMPANY_URL}/en/user/directory?graduation_year=1950`)
  const years = page.getByRole('combobox', { name: 'Graduation year' })
  await expect(years).toHaveValue('1950')
  await expect(years.locator('option:checked')).toHaveText('1950')
})

test('the company’s profile and settings, with their tabs, in both languages', async ({ page }) => {
  await page.goto(`${COMPANY_URL}/es/user/profile`)
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil de la empresa' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^CIF o NIF/ })).not.toHaveValue('')
  await expectAccessible(page)

  await page.goto(`${COMPANY_URL}/es/user/settings`)
  await expect(page.getByRole('tab', { name: 'Datos de la empresa' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expectAccessible(page)
  await page.getByRole('tab', { name: 'Datos de la empresa' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Configuración' })).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(`${COMPANY_URL}/es/user/settings?tab=configuration`)
  await expect(page.getByRole('textbox', { name: /^Contraseña actual/ })).toBeVisible()
  await expectAccessible(page)

  await page.goto(`${COMPANY_URL}/en/user/settings?tab=configuration`)
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Language of the e-mails' })).toBeVisible()
  await expectAccessible(page)
})

test('a guest finds the registration from the home and the sign-in page; its two tabs pass axe', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  await context.addCookies([{ name: 'GDPR', value: 'accepted', domain: 'empresas.localhost', path: '/' }])
  const page = await context.newPage()
  await page.goto(`${COMPANY_URL}/es`)
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Iniciar sesión' }).first().click()
  await page.getByRole('link', { name: 'Regístrala' }).click()
  await expect(page).toHaveURL(`${COMPANY_URL}/es/register`)
  await expectAccessible(page)
  await page.getByRole('textbox', { name: /^CIF o NIF/ }).fill('B12345670')
  // "Continuar" checks the company tab first: it stays there, marked, with the focus on the first wrong field.
  await page.getByRole('button', { name: /Continuar con los datos de usuario/ }).click()
  await expect(page.getByRole('tab', { name: /Datos de la empresa/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('textbox', { name: /^Nombre de la empresa/ })).toBeFocused()
  await expectAccessible(page)
  // The tab list still moves on; sending from the user tab opens the company tab again at its first error.
  await page.getByRole('tab', { name: /Datos de usuario/ }).click()
  await expect(page.getByRole('textbox', { name: /^Correo electrónico/ })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Enviar la solicitud' }).click()
  // The first error is in the other tab: it opens, marked, with the focus on the field.
  await expect(page.getByRole('tab', { name: /Datos de la empresa/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('textbox', { name: /^Nombre de la empresa/ })).toBeFocused()
  await expect(
    page.getByText('El CIF o NIF no es válido: revisa la letra o el dígito de control.'),
  ).toBeVisible()
  await expectAccessible(page)
  await context.close()
})
