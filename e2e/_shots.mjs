import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
const base = 'http://admin.localhost:8080'
const who = process.env.WHO ?? 'admin@demo.egresa.test'
const pages = process.argv.slice(2)
for (const width of [1280, 768]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await ctx.newPage()
  await page.goto(`${base}/es/login`)
  await page.getByRole('button', { name: 'Rechazar' }).click()
  await page.getByLabel(/correo/i).fill(who)
  await page.getByLabel(/contraseña/i).first().fill('Egresa-demo-2026')
  await page.getByRole('button', { name: /iniciar sesión|entrar/i }).first().click()
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 15000 })
  for (const p of pages) {
    await page.goto(base + p)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    const name = `/tmp/shots/${p.replace(/[^\w]+/g, '_')}_${width}.png`
    await page.screenshot({ path: name, fullPage: false })
    console.log(name)
  }
  await ctx.close()
}
await browser.close()
