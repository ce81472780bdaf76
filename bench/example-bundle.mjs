// Budget: a university app that imports only @egresa/validators ships a few KB of it (valibot included), so
// the packages' `exports` and `sideEffects` let a bundler take only what is imported. Packs the public
// packages, installs them with npm into the example app of examples/new-university-app (outside the
// workspace) and builds it (its script, without the browser test; run `pnpm build` first), then prints the
// gzip size of its validators-only page and of the whole example.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bundleSizes } from '../examples/new-university-app/scripts/bundle-size.mjs'
import { run } from '../scripts/pnpm.mjs'
import { kb, root } from './lib.mjs'

const BUDGET = 10 * 1024
const work = mkdtempSync(join(tmpdir(), 'egresa-bench-example-'))
try {
  await run(
    process.execPath,
    [
      join(root, 'examples/new-university-app/scripts/pack-and-install.mjs'),
      '--no-build',
      '--no-test',
      '--no-typecheck',
      '--dir',
      work,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const { validatorsOnly, full } = bundleSizes(join(work, 'new-university-app'))
  console.log(
    'Example university app (examples/new-university-app, from the packed packages): JavaScript, gzip',
  )
  console.log(
    `  validators only ${kb(validatorsOnly.gzip).padStart(10)} (${kb(validatorsOnly.raw)} raw); budget ${kb(BUDGET)}: ${validatorsOnly.gzip <= BUDGET ? 'WITHIN' : 'OVER'}`,
  )
  console.log(`  full example    ${kb(full.gzip).padStart(10)} (${kb(full.raw)} raw, ${full.files} files)`)
  process.exitCode = validatorsOnly.gzip <= BUDGET ? 0 : 1
} finally {
  rmSync(work, { recursive: true, force: true })
}
