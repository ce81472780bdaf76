import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { DEMO, expectAccessible, storageStateOf } from './fixtures'
import { waitForMail } from './mailbox'
import { COMPANY_URL } from './urls'

// The candidates of one of the demo company's published offers (demo data): the company marks a candidate
// in process and changes its mind, the candidate is mailed each time; the list exports as CSV and a CV
// downloads. The demo Premium alumni's own application is left as it is, for the alumni journeys.
test.use({ storageState: storageStateOf('company') })

test('a company reviews the candidates of an offer: status, mail, CSV and CV', async ({ page }) => {
  test.setTimeout(120_000)

  await test.step('from my offers to the candidates of a published offer', async () => {
    await page.goto(`${COMPANY_URL}/es/user/offers?status=PUBLISHED`)
    const offer = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: /Candidatos \([1-9]/ }) })
      .first()
    await offer.getByRole('link', { name: /Candidatos/ }).click()
    await expect(page).toHaveURL(/\/es\/user\/offers\/[\w-]+\/candidates$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Candidatos' })).toBeVisible()
    await expectAccessible(page)
  })

  const candidate = page
    .getByRole('article')
    .filter({ hasNotText: DEMO.premium })
    .filter({ has: page.getByRole('button', { name: /Marcar en proceso/ }) })
    .first()
  const email = (await candidate.getByRole('link', { name: /@/ }).textContent())?.trim() ?? ''
  const name = (await candidate.getByRole('heading', { level: 3 }).textContent())?.trim() ?? ''
  const card = page.getByRole('article', { name })

  await test.step('mark a candidate in process: at once in the list, and the person is mailed', async () => {
    const asked = Date.now()
    await card.getByRole('button', { name: /Marcar en proceso/ }).click()
    await expect(card.getByText('En proceso', { exact: true })).toBeVisible()
    await expect(page.getByText('Candidatura en proceso. Le hemos avisado por correo.')).toBeVisible()
    const mail = await waitForMail(email, /en proceso|in process|en procés/i)
    expect(new Date(mail.receivedAt).getTime()).toBeGreaterThan(asked - 1_000)
  })

  await test.step('change one’s mind: discard, and only the discarded show under that filter', async () => {
    await card.getByRole('button', { name: /Descartar/ }).click()
    await expect(card.getByText('Descartada', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: /Marcar en proceso/ })).toBeVisible()
    await waitForMail(email, /descartada|discarded|descartat/i)
    await page.getByRole('combobox', { name: 'Estado de la candidatura' }).selectOption('CANCELLED')
    await expect(page).toHaveURL(/status=CANCELLED/)
    await expect(card).toBeVisible()
    await expect(page.getByRole('article').getByText('Nueva', { exact: true })).toHaveCount(0)
    await expectAccessible(page)
  })

  await test.step('export the list as CSV: UTF-8 with a BOM, the candidates with their e-mail', async () => {
    await page.getByRole('combobox', { name: 'Estado de la candidatura' }).selectOption('')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^candidatos-.+\.csv$/)
    const csv = readFileSync((await download.path()) ?? '')
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = csv.toString('utf8')
    expect(text).toContain(email)
    expect(text.split(/\r?\n/)[0]).toMatch(/;/)
  })

  await test.step('download a candidate’s CV', async () => {
    const withCv = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /Descargar el CV/ }) })
      .first()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      withCv.getByRole('button', { name: /Descargar el CV/ }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^cv-.+\.pdf$/)
    expect(
      readFileSync((await download.path()) ?? '')
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')
  })
})
