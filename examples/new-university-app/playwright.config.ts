import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// The portal the app talks to: EGRESA_PORTAL_URL if you run one; otherwise the test starts the Egresa
// repository's built API (EGRESA_REPO, by default the repository this example sits in) with the small demo
// data on a throwaway database. The app itself runs in `vite preview`, which proxies /api and /usr to it.
const portalPort = Number(process.env.EXAMPLE_PORTAL_PORT ?? 8150)
const appPort = Number(process.env.EXAMPLE_APP_PORT ?? 8151)
const portalUrl = process.env.EGRESA_PORTAL_URL ?? `http://localhost:${portalPort}`
const repo = resolve(process.env.EGRESA_REPO ?? join(import.meta.dirname, '../..'))
// The portal's database folder (scripts/pack-and-install.mjs gives one it removes afterwards); otherwise a
// temporary one, made once by the runner and inherited by its workers.
process.env.EXAMPLE_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'egresa-example-data-'))

const portal = {
  command: `node ${JSON.stringify(join(repo, 'apps/api/dist/main.js'))}`,
  url: `${portalUrl}/readyz`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(portalPort),
    DATA_DIR: process.env.EXAMPLE_DATA_DIR,
    DEMO_SEED: 'small',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  },
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${appPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'es-ES',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    ...(process.env.EGRESA_PORTAL_URL ? [] : [portal]),
    {
      command: `npx vite preview --port ${appPort} --strictPort`,
      url: `http://localhost:${appPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { EGRESA_PORTAL_URL: portalUrl },
    },
  ],
})
