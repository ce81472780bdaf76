// `npm test`: everything a fresh machine needs, then units, API and end-to-end journeys in Chromium.
import { existsSync } from 'node:fs'
import { pnpm, run } from './pnpm.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(CHROMIUM)) {
  // Debian's Chromium: Playwright's own browser download is not available on these machines.
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args))
  console.log(`Chromium not found at ${CHROMIUM}: installing Debian's chromium package`)
  await apt(['update', '-qq'])
  await apt(['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'])
}

await pnpm(['install', '--frozen-lockfile'])
await pnpm(['build'])
await pnpm(['i18n:check'])
await pnpm(['test:unit'])
await pnpm(['test:e2e'])
console.log('\nAll test suites passed.')
