import { expect, test } from '@playwright/test'
import { escapeRegExp } from './accounts-support'
import { acceptConsent, expectAccessible, storageStateOf } from './fixtures'
import { removeCv, uploadCv } from './jobs-support'
import { ALUMNI_URL } from './urls'

// The alumni side of the job bank (spec section 2: jobs landing, job bank, subscribed offers): what a guest,
// a free member and a Premium member each meet, on the small demo set's published offers.

test.describe('a guest', () => {
  test.beforeEach(async ({ context }) => {
    await acceptConsent(context, ALUMNI_URL)
  })

  test('reads the jobs landing and a public offer with its structured data, and is asked to sign in to apply', async ({
    page,
  }) => {
    await page.goto('/en/jobs')
    await expect(page.getByRole('heading', { level: 1, name: 'Job bank' })).toBeVisible()
    const latest = page.getByRole('region', { name: 'Latest offers' })
    await expect(latest.getByRole('article')).toHaveCount(3)
    await expectAccessible(page)

    const link = latest.getByRole('article').first().getByRole('link')
    const title = (await link.textContent()) ?? ''
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page).toHaveURL(/\/en\/jobs\/[\w-]+$/)
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title,
      hiringOrganization: { '@type': 'Organization' },
    })
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(title)))
    await expectAccessible(page)

    const apply = page.getByRole('region', { name: 'Application' })
    await apply.getByRole('link', { name: 'Sign in to apply' }).click()
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fjobs%2F/)
  })

  test('opens a job-alert unsubscribe link that is not valid and is told so', async ({ page }) => {
    await page.goto('/es/empleo/unsubscribe?token=no-es-un-token')
    await expect(page.getByRole('alert')).toContainText('no es válido')
    await expectAccessible(page)
  })
})

test.describe('a free member', () => {
  test.use({ storageState: storageStateOf('free') })

  test('meets the upgrade prompt on the job bank, and on an offer, never a dead end', async ({ page }) => {
    await page.goto('/es/empleo/offers')
    const prompt = page.getByRole('region', { name: 'La bolsa de empleo es para cuentas Premium' })
    await expect(prompt).toBeVisible()
    await expect(prompt.getByText('Ver y solicitar las ofertas de la bolsa de empleo')).toBeVisible()
    await expect(page.getByLabel('Buscar')).toHaveCount(0)
    await expectAccessible(page)

    await prompt.getByRole('link', { name: /últimas ofertas/ }).click()
    await expect(page).toHaveURL(/\/es\/empleo$/)
    await page
      .getByRole('region', { name: 'Últimas ofertas' })
      .getByRole('article')
      .first()
      .getByRole('link')
      .click()
    const apply = page.getByRole('region', { name: 'Inscripción' })
    await expect(apply.getByText('La inscripción en las ofertas es para las cuentas Premium.')).toBeVisible()
    await apply.getByRole('link', { name: 'Hazte Premium para inscribirte' }).click()
    // Straight to the upgrade form, which offers the offer again once Premium (membership.spec.ts).
    await expect(page).toHaveURL(/\/es\/user\/profile\/settings-iban\?from=%2Fes%2Fempleo%2F/)
    await expect(page.getByRole('heading', { level: 1, name: 'Hazte Premium' })).toBeVisible()
  })
})

test.describe('a Premium member', () => {
  test.use({ storageState: storageStateOf('premium') })

  test('filters the job bank, applies to an offer (adding a CV when asked), finds it in the subscribed offers and withdraws', async ({
    page,
  }) => {
    // The journey starts without a CV, whatever the demo data or an earlier journey left.
    const hadCv = await removeCv(page)

    await test.step('filter the job bank by contract: the address keeps it, and every card has it', async () => {
      await page.goto('/es/empleo')
      await expectAccessible(page)
      await page.getByRole('link', { name: 'Buscar ofertas' }).click()
      await expect(page).toHaveURL(/\/es\/empleo\/offers$/)
      await expect(
        page.getByRole('region', { name: 'Resultados' }).getByRole('article').first(),
      ).toBeVisible()
      await page.getByLabel('Tipo de contrato').selectOption('TEMPORAL')
      await expect(page).toHaveURL(/\/es\/empleo\/offers\?contract=TEMPORAL$/)
      const cards = page.getByRole('region', { name: 'Resultados' }).getByRole('article')
      await expect(cards.first()).toBeVisible()
      for (const card of await cards.all())
        await expect(card.getByText('Temporal', { exact: true })).toBeVisible()
      await page.getByLabel('Buscar').fill('zzzz-nada-coincide')
      await expect(page.getByText('Ningún resultado coincide con estos filtros.')).toBeVisible()
      await expect(page).toHaveURL(/contract=TEMPORAL&text=zzzz-nada-coincide$/)
      await expectAccessible(page)
      await page
        .getByRole('region', { name: 'Resultados' })
        .getByRole('button', { name: 'Borrar los filtros' })
        .click()
      await expect(page).toHaveURL(/\/es\/empleo\/offers$/)
    })

    let title = ''
    await test.step('open an offer not applied to yet: without a CV it asks for one', async () => {
      const open = page
        .getByRole('region', { name: 'Resultados' })
        .getByRole('article')
        .filter({ hasNotText: 'Tu inscripción' })
        .first()
      title = (await open.getByRole('heading').textContent()) ?? ''
      await open.getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      const apply = page.getByRole('region', { name: 'Inscripción' })
      await expect(apply.getByText('Añade tu CV para inscribirte')).toBeVisible()
      await expectAccessible(page)
      await apply.getByRole('link', { name: 'Subir mi CV' }).click()
    })

    await test.step('upload the CV, and come back to the offer', async () => {
      await uploadCv(page, 'mi-cv.pdf')
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page).toHaveURL(/\/es\/empleo\/[\w-]+$/)
    })

    await test.step('apply after confirming; the button is gone and the status shows', async () => {
      const apply = page.getByRole('region', { name: 'Inscripción' })
      await apply.getByRole('button', { name: 'Inscribirme' }).click()
      const dialog = page.getByRole('alertdialog', { name: '¿Inscribirte en esta oferta?' })
      await expect(dialog).toContainText('mi-cv.pdf')
      await dialog.getByRole('button', { name: 'Inscribirme' }).click()
      await expect(apply.getByText('Te has inscrito en esta oferta')).toBeVisible()
      await expect(apply.getByText('Pendiente')).toBeVisible()
      await expect(apply.getByRole('button', { name: 'Inscribirme' })).toHaveCount(0)
      await expectAccessible(page)
    })

    await test.step('find it in the subscribed offers, from the user menu', async () => {
      await page.getByRole('button', { name: /alumni\.premium@demo\.egresa\.test/ }).click()
      await page.getByRole('menuitem', { name: 'Ofertas inscritas' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Ofertas inscritas' })).toBeVisible()
      const row = page.getByRole('article').filter({ hasText: title })
      await expect(row.getByText('Pendiente')).toBeVisible()
      await expect(row.getByText('Oferta abierta')).toBeVisible()
      await expectAccessible(page)
    })

    await test.step('withdraw it after confirming: it leaves the list', async () => {
      const row = page.getByRole('article').filter({ hasText: title })
      await row.getByRole('button', { name: 'Retirar mi inscripción' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Retirar la inscripción' }).click()
      await expect(page.getByText('Has retirado tu inscripción')).toBeVisible()
      await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0)
    })

    // Leave the shared demo account as it was found: with a CV (the one uploaded here) or without one.
    if (!hadCv) await removeCv(page)
  })
})
