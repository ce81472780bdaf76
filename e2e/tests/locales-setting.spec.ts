import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { acceptConsent } from './fixtures'
import { PORT } from './urls'

// A university that turns Catalan off (LOCALES=es,en): the apps are the same build, and learn the languages
// with each page. Nothing links to Catalan, not even the page as the server wrote it; its addresses are a
// 404; `/` picks among the others. Its own portal, on its own port (the shared one offers all three).
const MAIN = fileURLToPath(new URL('../../apps/api/dist/main.js', import.meta.url))
const OWN_PORT = PORT + 8
const BASE = `http://localhost:${OWN_PORT}`

let server: ChildProcess | undefined
let dataDir = ''

test.beforeAll(async () => {
  test.setTimeout(120_000)
  dataDir = mkdtempSync(join(tmpdir(), 'egresa-locales-'))
  server = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(OWN_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      LOCALES: 'es,en',
    },
    stdio: 'ignore',
  })
  await expect
    .poll(
      () =>
        fetch(`${BASE}/readyz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200)
})

test.afterAll(() => {
  server?.kill()
  rmSync(dataDir, { recursive: true, force: true })
})

test('a portal without Catalan neither links nor routes it', async ({ browser }) => {
  // The page as the server wrote it, before any script: it names the two languages and links to no third.
  const written = await (await fetch(`${BASE}/es/info/privacy`)).text()
  expect(written).toContain('data-locales="es,en"')
  expect(written).toContain('hreflang="en"')
  expect(written).not.toContain('hreflang="ca"')
  expect(written).not.toContain('Català')
  expect(written).not.toMatch(/href="\/ca[/"]/)

  const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text()
  expect(sitemap).toContain(`${BASE}/en/community`)
  expect(sitemap).not.toContain('/ca/')

  for (const path of ['/ca', '/ca/comunitat', '/ca/login']) {
    expect((await fetch(`${BASE}${path}`)).status, path).toBe(404)
  }

  // A Catalan browser that remembers Catalan goes to the next language it asks for.
  const context = await browser.newContext({ locale: 'ca-ES', baseURL: BASE })
  await acceptConsent(context, BASE)
  await context.addCookies([{ name: 'i18n_redirected', value: 'ca', url: BASE }])
  const page = await context.newPage()
  await page.goto('/')
  await expect(page).toHaveURL(`${BASE}/es`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const languages = page.getByRole('navigation', { name: 'Idioma' }).first()
  await expect(languages.getByRole('link')).toHaveText(['English'])

  // The app, once started, keeps it so: a Catalan address is its 404 page, in Spanish.
  const missing = await page.goto('/ca/comunitat')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
  await page.getByRole('link', { name: 'Volver al inicio' }).click()
  await expect(page).toHaveURL(`${BASE}/es`)
  await expect(page.getByRole('link', { name: 'Català' })).toHaveCount(0)
  await context.close()
})
