import { type Browser, expect, type Page, test } from '@playwright/test'
import { acceptConsent, expectAccessible, type StoredRole, storageStateOf } from './fixtures'
import { ALUMNI_URL, COMPANY_URL } from './urls'

// A company writes to a candidate about its offer (docs/conversations.md): the demo company finds the demo
// Premium alumni (Javier, who applied to its published offers in the demo set) among the candidates of one of
// its offers, presses «Escribir» and writes; Javier sees the message in his inbox naming the offer and
// answers; the company's page, open all along, shows the answer. Each side has a browser of its own, signed in
// once by auth.setup.ts.

const JAVIER = 'Javier Ruiz Navarro'
const COMPANY = 'Innovación Mediterránea S.L.'

async function browserOf(browser: Browser, role: StoredRole, url: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, storageState: storageStateOf(role) })
  await acceptConsent(context, url)
  return context.newPage()
}

async function atBothWidths(page: Page) {
  const size = page.viewportSize()
  await page.setViewportSize({ width: 1280, height: 900 })
  await expectAccessible(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectAccessible(page)
  if (size) await page.setViewportSize(size)
}

test('a company writes to a candidate about its offer; the candidate reads it in the alumni app and answers', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const company = await browserOf(browser, 'company', COMPANY_URL)
  const javier = await browserOf(browser, 'premium', ALUMNI_URL)

  const title =
    await test.step('the company opens the candidates of an offer Javier applied to', async () => {
      await company.goto('/es/user/offers?status=PUBLISHED')
      const offers = company
        .getByRole('article')
        .filter({ has: company.getByRole('link', { name: /Candidatos \([1-9]/ }) })
      await expect(offers.first()).toBeVisible()
      const count = await offers.count()
      for (let i = 0; i < count; i++) {
        const offer = offers.nth(i)
        const name = (await offer.getByRole('heading').first().textContent())?.trim() ?? ''
        await offer.getByRole('link', { name: /Candidatos/ }).click()
        await expect(company.getByRole('heading', { level: 1, name: 'Candidatos' })).toBeVisible()
        await expect(company.getByRole('article').first()).toBeVisible()
        if ((await company.getByRole('article', { name: JAVIER }).count()) > 0) return name
        await company.goBack()
        await expect(company.getByRole('heading', { level: 1, name: 'Mis ofertas' })).toBeVisible()
      }
      throw new Error('no published offer of the demo company has Javier among its candidates')
    })
  expect(title).not.toBe('')

  const hello = `Hola Javier, ¿podemos hablar de tu candidatura? ${Date.now()}`
  await test.step('«Escribir» opens the conversation about that offer; the message names it', async () => {
    await company
      .getByRole('article', { name: JAVIER })
      .getByRole('button', { name: `Escribir a ${JAVIER}` })
      .click()
    await expect(company).toHaveURL(/\/es\/user\/conversations\/[\w-]+\?offer=[\w-]+$/)
    await expect(company.getByRole('heading', { level: 1, name: JAVIER })).toBeVisible()
    const about = company.locator('form').getByText('Sobre la oferta:')
    await expect(about).toBeVisible()
    await expect(company.locator('form').getByRole('link', { name: title })).toBeVisible()
    await company.getByRole('textbox', { name: 'Tu mensaje' }).fill(hello)
    await company.keyboard.press('Enter')
    const sent = company.getByRole('log').getByRole('listitem').filter({ hasText: hello })
    await expect(sent).toBeVisible()
    await expect(sent.getByRole('link', { name: title })).toBeVisible()
    await expect(company.getByRole('textbox', { name: 'Tu mensaje' })).toHaveValue('')
    await atBothWidths(company)
  })

  await test.step('the company’s inbox lists the conversation', async () => {
    const conversation = company.url()
    await company.goto('/es/user/conversations')
    await expect(company.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible()
    const line = company.getByRole('article').filter({ hasText: JAVIER })
    await expect(line.getByText(hello.slice(0, 40))).toBeVisible()
    await atBothWidths(company)
    await company.goto(conversation)
    await expect(company.getByRole('log').getByText(hello)).toBeVisible()
  })

  const answer = `Claro, cuando quieran. ${Date.now()}`
  await test.step('Javier reads it in the alumni app, naming the offer, and answers', async () => {
    await javier.goto('/es/user/conversations')
    await expect(javier.getByRole('link', { name: /^Mensajes, \d+ sin leer$/ })).toBeVisible()
    const line = javier.getByRole('article').filter({ hasText: COMPANY })
    await expect(line.getByText(/\d+ sin leer/)).toBeVisible()
    await line.getByRole('link', { name: COMPANY }).click()
    const received = javier.getByRole('log').getByRole('listitem').filter({ hasText: hello })
    await expect(received).toBeVisible()
    await expect(received.getByText('Sobre la oferta:')).toBeVisible()
    await expect(received.getByRole('link', { name: title })).toBeVisible()
    await javier.getByRole('textbox', { name: 'Tu mensaje' }).fill(answer)
    await javier.getByRole('button', { name: 'Enviar' }).click()
    await expect(javier.getByRole('log').getByText(answer)).toBeVisible()
  })

  await test.step('the company’s page, open all along, shows the answer and still writes about the offer', async () => {
    await expect(company.getByRole('log').getByText(answer)).toBeVisible({ timeout: 10_000 })
    await expect(company.locator('form').getByRole('link', { name: title })).toBeVisible()
  })

  await company.context().close()
  await javier.context().close()
})
