import { expect, test } from '@playwright/test'
import { acceptConsent, expectAccessible, PASSWORD, storageStateOf } from './fixtures'
import { ALUMNI_URL } from './urls'

// The community page and the directory (spec section 2: community, with ambassadors, career development
// specialists, the alumni team and the directory), on the small demo set. Nothing is changed.

test.describe('a guest', () => {
  test.beforeEach(async ({ context }) => {
    await acceptConsent(context, ALUMNI_URL)
  })

  test('reads the community page in both languages, server-rendered, and signs in to reach the directory', async ({
    page,
    request,
  }) => {
    // Server-rendered: the office's people are in the HTML itself, with the page's own description.
    const html = await (await request.get('/es/comunidad')).text()
    expect(html).toContain('Embajadores')
    // A guest meets the page's own people (content/es/community.yml); the people of the portal the office
    // chose (seed/demo/community.ts) are for members, who agreed to appear in the members' directory only.
    expect(html).toContain('Lucía Fernández Ortega')
    expect(html).toMatch(/<meta data-head name="description" content="Las personas que mantienen viva/)

    await page.goto('/en/community')
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible()
    for (const section of ['Ambassadors', 'Career development specialists', 'Alumni team']) {
      await expect(page.getByRole('region', { name: section }).getByRole('article').first()).toBeVisible()
    }
    await expectAccessible(page)

    await page.getByRole('link', { name: 'Español' }).click()
    await expect(page).toHaveURL(/\/es\/comunidad$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Comunidad' })).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Especialistas en desarrollo profesional' }),
    ).toBeVisible()
    await expectAccessible(page)

    // The directory is for members: the invitation signs in and comes back to it.
    const directory = page.getByRole('region', { name: 'Directorio de antiguos alumnos' })
    await directory.getByRole('link', { name: 'Iniciar sesión para ver el directorio' }).click()
    await expect(page).toHaveURL(/\/es\/login\?redirect=%2Fes%2Fcomunidad%2Fdirectory/)
    await page.getByLabel(/correo electrónico/i).fill('alumni.free@demo.egresa.test')
    await page.getByLabel(/contraseña/i).fill(PASSWORD)
    await page.getByRole('button', { name: /iniciar sesión|entrar/i }).click()
    await expect(page).toHaveURL(/\/es\/comunidad\/directory$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Directorio de antiguos alumnos' }),
    ).toBeVisible()

    // Back on the community page, now a member: the office's choice (people of the portal, whose names lead to
    // their page), not the guest's answer kept in memory.
    await page.goBack()
    await expect(page).toHaveURL(/\/es\/comunidad$/)
    const ambassadors = page.getByRole('region', { name: 'Embajadores' })
    await expect(
      ambassadors.getByRole('article').first().getByRole('heading').getByRole('link'),
    ).toBeVisible()
    await expect(ambassadors.getByText('Lucía Fernández Ortega')).toHaveCount(0)
  })
})

test.describe('a Premium member', () => {
  test.use({ storageState: storageStateOf('premium') })

  test('browses the directory with filters through the URL and opens a profile', async ({ page }) => {
    await page.goto('/es/comunidad/directory?page=2')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Directorio de antiguos alumnos' }),
    ).toBeVisible()
    const results = page.getByRole('region', { name: 'Resultados' })
    await expect(results.getByRole('article').first()).toBeVisible()
    await expectAccessible(page)

    // A surname typed without its accents and in capitals finds the person.
    const first = results.getByRole('article').first().getByRole('heading', { level: 3 })
    const name = (await first.textContent())?.trim() ?? ''
    const words = name.split(' ')
    const surname = words[1] ?? ''
    const typed = surname.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(typed)
    // The filter waits for the typing to stop, then the list starts again on its first page.
    await expect(page).toHaveURL(`/es/comunidad/directory?text=${encodeURIComponent(typed)}`)
    await expect(results.getByRole('heading', { level: 3, name })).toBeVisible()

    // The graduation years the directory's people have (newest first, from the API, not the old portal's
    // 2024 to 2015), and the countries with how many people live in each.
    const years = page.getByRole('combobox', { name: 'Promoción' })
    const offered = (await years.getByRole('option').allTextContents()).slice(1).map(Number)
    expect(offered.length).toBeGreaterThan(0)
    expect(offered).toEqual([...offered].sort((a, b) => b - a))
    expect(offered.some((y) => y < 2015 || y > 2024)).toBe(true)
    await expect(page.getByRole('combobox', { name: 'País' }).getByRole('option').nth(1)).toHaveText(
      /\(\d+\)$/,
    )
    await years.selectOption(String(offered[0]))
    await expect(page).toHaveURL(new RegExp(`graduation_year=${offered[0]}`))
    await expect(page).toHaveURL(/text=/)
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('zzzz-nadie')
    await expect(page.getByText('Ningún resultado coincide con estos filtros.')).toBeVisible()
    await expectAccessible(page)
    await page
      .getByRole('region', { name: 'Resultados' })
      .getByRole('button', { name: 'Borrar los filtros' })
      .click()
    await expect(page).toHaveURL('/es/comunidad/directory')

    // Area and specialty are Premium filters: a person matches with any tag chosen.
    await page.getByRole('button', { name: /^Área/ }).click()
    await page.getByRole('group', { name: 'Área' }).getByRole('checkbox').first().check()
    await expect(page).toHaveURL(/tags=/)
    await expect(results.getByRole('article').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expectAccessible(page)

    const card = results.getByRole('article').first()
    const person = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? ''
    await card.getByRole('link').click()
    await expect(page).toHaveURL(/\/es\/comunidad\/[\w-]+$/)
    await expect(page.getByRole('heading', { level: 1, name: person })).toBeVisible()
    await expectAccessible(page)
  })

  test('reads the directory in English', async ({ page }) => {
    await page.goto('/en/community/directory')
    await expect(page.getByRole('heading', { level: 1, name: 'Alumni directory' })).toBeVisible()
    await expect(page.getByText(/^\d+ people$/)).toBeVisible()
    await expectAccessible(page)
  })
})

test.describe('a free member', () => {
  test.use({ storageState: storageStateOf('free') })

  test('sees the basics, without area or specialty, and the way to the Premium benefits', async ({
    page,
  }) => {
    await page.goto('/es/comunidad/directory')
    await expect(page.getByRole('region', { name: 'Resultados' }).getByRole('article').first()).toBeVisible()
    await expect(page.getByRole('button', { name: /^Área/ })).toHaveCount(0)
    const note = page.getByRole('complementary', { name: 'Más detalles con la cuenta Premium' })
    await expect(note.getByRole('link', { name: 'Ver todas las ventajas' })).toHaveAttribute(
      'href',
      '/es/info/benefits',
    )
    await expect(note.getByRole('link', { name: 'Hazte Premium' })).toHaveAttribute(
      'href',
      '/es/user/profile/settings-iban?from=%2Fes%2Fcomunidad%2Fdirectory',
    )
    await expectAccessible(page)
  })
})
