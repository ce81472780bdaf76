import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { PORT } from './urls'

// A portal that has just started renders its first pages in full, in their language: each feature's texts
// are a catalog that its pages load (apps/alumni/src/lib/catalog-sections.ts), and the very first request of
// a page must wait for it. The shared portal of the other tests has served every page long before; this one
// is started here, on its own port and an empty database, and asked for nothing else first.
const MAIN = fileURLToPath(new URL('../../apps/api/dist/main.js', import.meta.url))
const FRESH_PORT = PORT + 7
const BASE = `http://localhost:${FRESH_PORT}`

let server: ChildProcess | undefined
let dataDir = ''

test.beforeAll(async () => {
  test.setTimeout(120_000)
  dataDir = mkdtempSync(join(tmpdir(), 'egresa-fresh-'))
  server = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(FRESH_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
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

/** The text of the page's first heading, as the server wrote it. */
async function firstHeading(path: string): Promise<string> {
  const html = await (await fetch(`${BASE}${path}`)).text()
  return /<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? ''
}

test('a freshly started portal renders the first page of each feature in its language', async () => {
  expect(await firstHeading('/en/jobs')).toBe('Job bank')
  expect(await firstHeading('/es/grupos')).toBe('Grupos de trabajo')
  expect(await firstHeading('/es/empleo')).toBe('Bolsa de empleo')
  expect(await firstHeading('/en/workgroups')).toBe('Workgroups')
})
