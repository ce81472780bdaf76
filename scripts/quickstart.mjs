// `npm start`: install, build, migrate, seed the demo data and serve the whole portal on the embedded default.
import { spawn } from 'node:child_process'
import { PNPM_VERSION, pnpm } from './pnpm.mjs'

const port = process.env.PORT ?? '8080'
const seed = process.env.DEMO_SEED ?? 'full'

await pnpm(['install', '--frozen-lockfile'])
await pnpm(['build'])

// `pnpm serve` migrates on start and seeds only an empty database.
const server = spawn('npx', ['--yes', `pnpm@${PNPM_VERSION}`, 'serve'], {
  stdio: 'inherit',
  env: {
    // The demo association's creditor identifier and account (made-up, with right check digits), so the
    // mandate text shows them and the office's collection run works; a university sets its own.
    MEMBERSHIP_CREDITOR_ID: 'ES37000G12345674',
    MEMBERSHIP_CREDITOR_IBAN: 'ES7921000813610123456789',
    ...process.env,
    PORT: port,
    DEMO_SEED: seed,
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

const base = `http://localhost:${port}`
for (let i = 0; i < 600; i++) {
  try {
    const res = await fetch(`${base}/readyz`)
    if (res.ok) break
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 500))
}

// The apps' addresses from the API's registry of web apps (apps/api/src/lib/web-apps.ts), as built above.
const { webApps, embeddedAddresses } = await import('../apps/api/dist/lib/web-apps.js')
const apps = webApps
  .map(
    (app) =>
      `  ${`${app.name[0].toUpperCase()}${app.name.slice(1)} app:`.padEnd(14)}${embeddedAddresses(app, port).join('   ')}`,
  )
  .join('\n')

console.log(`
  Egresa is running on the embedded default (data in ${process.env.DATA_DIR ?? './data'}).

${apps}
  API reference: http://localhost:${port}/api/docs
  Dev mailbox:  http://localhost:${port}/_dev/mailbox

  Demo logins (password Egresa-demo-2026):
    alumni.free@demo.egresa.test      alumni, free tier, complete profile
    alumni.premium@demo.egresa.test   alumni, Premium
    alumni.pending@demo.egresa.test   registered, not yet verified (sign-in is refused)
    empresa@demo.egresa.test          validated company (company app)
    admin@demo.egresa.test            administrator

  Stop with Ctrl+C.
`)
