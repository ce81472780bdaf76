// `pnpm lint`, second half: the import rules of .dependency-cruiser.mjs hold in the repository, and each rule
// still catches the violation that scripts/import-rules/fixture commits on purpose (while the fixture's
// allowed imports, such as a feature's public.ts or a type-only cycle, stay allowed).
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const fixture = fileURLToPath(new URL('./fixture', import.meta.url))
const config = join(root, '.dependency-cruiser.mjs')
const depcruise = join(root, 'node_modules/.bin/depcruise')

/** What the fixture breaks, one violation per rule: `rule: from → to`. */
const expected = [
  'feature-internals: apps/web/src/features/orders/routes.ts → apps/web/src/features/billing/invoice.ts',
  'lib-not-features: apps/web/src/lib/format.ts → apps/web/src/features/orders/routes.ts',
  'no-test-support-in-production: apps/web/src/lib/clock.ts → apps/web/src/test/support.ts',
  'packages-not-apps: packages/kit/src/kit.ts → apps/web/src/lib/format.ts',
  'routes-light-contract: apps/web/src/routes/orders.tsx → packages/api-contract/src/orders.ts',
  'no-module-api-client: apps/web/src/features/billing/pay.ts → apps/web/src/lib/api.ts',
  'no-runtime-cycles: apps/web/src/lib/ping.ts → apps/web/src/lib/pong.ts',
]

const repository = spawnSync(
  depcruise,
  [
    '--config',
    config,
    'apps/api/src',
    'apps/alumni/src',
    'apps/company/src',
    'apps/admin/src',
    'packages',
    'e2e',
  ],
  { cwd: root, stdio: 'inherit' },
)
if (repository.status !== 0) process.exit(repository.status ?? 1)

const run = spawnSync(depcruise, ['--config', config, '--output-type', 'json', 'apps', 'packages'], {
  cwd: fixture,
  encoding: 'utf8',
})
if (run.error || !run.stdout) {
  console.error('import rules: could not cruise the fixture', run.error ?? run.stderr)
  process.exit(1)
}
const found = JSON.parse(run.stdout).summary.violations.map(
  (v) => `${v.rule.name}: ${v.from} → ${v.cycle?.[0]?.name ?? v.to}`,
)
const missed = expected.filter((line) => !found.includes(line))
const unexpected = found.filter((line) => !expected.includes(line))
if (missed.length || unexpected.length) {
  console.error('import rules: the fixture (scripts/import-rules/fixture) is not judged as it should be')
  for (const line of missed) console.error(`  not caught:  ${line}`)
  for (const line of unexpected) console.error(`  unexpected:  ${line}`)
  process.exit(1)
}
console.log(`import rules: each of the ${expected.length} rules catches its fixture's violation`)
