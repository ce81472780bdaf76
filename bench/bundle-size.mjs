// Budget: the alumni home loads at most 150 KB (gzip) of JavaScript before its first render.
// Loads /es in Debian's Chromium, counts every script fetched until the home page has rendered,
// and sizes each one gzipped (level 6, what a typical server sends).
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { kb, startPortal } from './lib.mjs'

const BUDGET = 150 * 1024
const portal = await startPortal(Number(process.env.BENCH_PORT ?? 8097))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
try {
  const context = await browser.newContext()
  await context.addCookies([{ name: 'GDPR', value: 'accepted', url: portal.base }])
  const page = await context.newPage()
  const scripts = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => Buffer.alloc(0))
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 6 }).length,
    })
  })
  await page.goto(`${portal.base}/es`)
  await page.locator('main h1').first().waitFor()
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0)
  console.log('Alumni home (/es): JavaScript loaded before first render')
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${s.url.padEnd(60)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip`)
  }
  console.log(
    `  total ${kb(total)} gzip in ${scripts.length} files; budget ${kb(BUDGET)}: ${total <= BUDGET ? 'WITHIN' : 'OVER'}`,
  )
  process.exitCode = total <= BUDGET ? 0 : 1
} finally {
  await browser.close()
  await portal.stop()
}
