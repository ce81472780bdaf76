// Budget: each app's first page loads at most 150 KB (gzip) of JavaScript until the app has taken it over.
// Loads the alumni home (/es), the company home and the office's sign-in page in Debian's Chromium as a first-time visitor, counts every
// script fetched until the app has started (the page's `booting` class is gone: the server-drawn page is
// hydrated and answers clicks) and the network is quiet, and sizes each one gzipped (level 6, what a typical
// server sends). The prefetch of linked pages (2 s in view, then idle) and the toasts (after 2 s) come later
// and are not first-load code.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { appAddress, kb, startPortal } from './lib.mjs'

const BUDGET = 150 * 1024
const PAGES = [
  { label: 'Alumni home (/es)', app: 'alumni', path: '/es' },
  { label: 'Company home (/es)', app: 'company', path: '/es' },
  // The office's app is drawn in the browser only (never server-rendered), and a visitor's first page is its
  // sign-in form, which brings the form library and the validation messages (about 15 KB) the homes do not.
  // It has started when the form is there: the page's chunks load after the start-up's.
  {
    label: 'Office sign-in (/es/login)',
    app: 'admin',
    path: '/es/login',
    budget: 160 * 1024,
    ready: '#login-title',
  },
]
const port = Number(process.env.BENCH_PORT ?? 8097)
// Chromium first: when it is missing, no portal is left running.
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
const portal = await startPortal(port)
let over = false
try {
  for (const { label, app, path, budget = BUDGET, ready } of PAGES) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const started = Date.now()
    // Each script counted when it answers; its body is read later, and every read is awaited before the sum.
    const reads = []
    let counting = true
    page.on('response', (response) => {
      if (!counting || response.request().resourceType() !== 'script') return
      reads.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => ({
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 6 }).length,
          })),
      )
    })
    await page.goto(`${await appAddress(app, port)}${path}`)
    await page.waitForFunction(() => !document.documentElement.classList.contains('booting'))
    if (ready) await page.waitForSelector(ready)
    // Within the 2 s before prefetch and toasts begin.
    await page
      .waitForLoadState('networkidle', { timeout: Math.max(1, 1_900 - (Date.now() - started)) })
      .catch(() => {})
    counting = false
    const scripts = await Promise.all(reads)
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0)
    console.log(`${label}: JavaScript loaded until the app has started`)
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${s.url.padEnd(60)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip`)
    }
    console.log(
      `  total ${kb(total)} gzip in ${scripts.length} files; budget ${kb(budget)}: ${total <= budget ? 'WITHIN' : 'OVER'}`,
    )
    over ||= total > budget
    await context.close()
  }
  process.exitCode = over ? 1 : 0
} finally {
  await browser.close()
  await portal.stop()
}
