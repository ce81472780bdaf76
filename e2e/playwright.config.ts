import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { smtpPortOf } from './tests/mailbox'
import { ALUMNI_URL, alumniUrlOf, portOf, SHARDS } from './tests/urls'

// Made once by the runner and inherited by the workers, so tests can run `pnpm admin` on their portal's
// DATA_DIR (E2E_DATA_DIR/<shard>).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'egresa-e2e-'))
const dataDir = process.env.E2E_DATA_DIR

export default defineConfig({
  testDir: './tests',
  // A real SMTP server on loopback receives the portal's mail (tests/mailbox.ts reads it).
  globalSetup: './global-setup.ts',
  // A spec file's journeys run in order on one worker; the files are shared out among SHARDS workers (E2E_WORKERS,
  // 1 by default), each with its own portal (tests/urls.ts).
  fullyParallel: false,
  workers: SHARDS,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A hang guard, not a budget. A journey that reads a few pages with axe (2–4 s of CPU each) took 23 s of 30 on a
  // quiet 2-core machine and overran 30 in CI (jobs.spec.ts), so journeys have 60 s unless they set more.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // In a worker, this worker's portal (the config is read again there, with TEST_PARALLEL_INDEX set).
    baseURL: ALUMNI_URL,
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
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Signs the demo roles in once and stores their state (tests/auth.setup.ts) for the journeys to reuse.
    { name: 'setup', testMatch: /.*\.setup\.ts/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      dependencies: ['setup'],
    },
  ],
  // One portal per shard: the built portal, exactly as `pnpm serve` runs it, on a throwaway embedded database
  // with the small demo set.
  webServer: Array.from({ length: SHARDS }, (_, shard) => ({
    command: 'node ../apps/api/dist/main.js',
    url: `${alumniUrlOf(shard)}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(portOf(shard)),
      DATA_DIR: join(dataDir, String(shard)),
      DEMO_SEED: 'small',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // One browser on loopback opens more pages and searches than a person would: no per-address limit.
      PAGES_PER_ADDRESS: '0',
      SEARCHES_PER_ADDRESS: '0',
      // The journeys register more than 10 accounts and sign in more than 100 times in 15 minutes, all from
      // loopback.
      REGISTRATIONS_PER_ADDRESS: '1000',
      LOGINS_PER_ADDRESS: '10000',
      SMTP_URL: `smtp://127.0.0.1:${smtpPortOf(shard)}`,
      MAIL_FROM: 'Egresa <no-reply@egresa.test>',
      // The university as a SEPA creditor, for the office's collection run (membership-office.spec.ts).
      MEMBERSHIP_CREDITOR_ID: 'ES37000G12345674',
      MEMBERSHIP_CREDITOR_IBAN: 'ES7921000813610123456789',
      // The mobile app in one store only: the footer links that one and leaves the other out (site-frame.spec.ts).
      APP_STORE_URL: 'https://apps.apple.com/es/app/egresa/id123456789',
      // The university the legal pages name (content.spec.ts).
      UNIVERSITY_NAME: 'Universidad del Ensayo',
      UNIVERSITY_TAX_ID: 'Q4618001D',
      UNIVERSITY_OFFICE_ADDRESS: 'Plaza del Rectorado, 3, 46010 Valencia',
      UNIVERSITY_OFFICE_EMAIL: 'alumni@ensayo.example',
      UNIVERSITY_OFFICE_PHONE: '+34 961 234 567',
      // An erasure happens at the privacy job's next run, every 3 s (privacy.spec.ts); the retention rules,
      // tested by the API's suite with the clock moved, stay off so they do not change the demo's dated rows
      // under other journeys.
      ERASURE_GRACE_DAYS: '0',
      PRIVACY_INTERVAL_MINUTES: '0.05',
      // A newsletter sent now leaves within seconds (admin-newsletters.spec.ts).
      NEWSLETTER_INTERVAL_MINUTES: '0.05',
      // A scheduled article is published at the articles job's next run, every 3 s (admin-articles.spec.ts).
      ARTICLES_INTERVAL_MINUTES: '0.05',
      UNVERIFIED_ACCOUNT_DAYS: '0',
      INACTIVE_ACCOUNT_MONTHS: '0',
      CANDIDATE_RETENTION_MONTHS: '0',
    },
  })),
})
