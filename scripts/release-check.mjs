// `pnpm release:check` (CI, after the build): what a release would do, without publishing. Fails when
// `changeset status` cannot plan the versions or a public package's `pnpm publish --dry-run` fails, so a
// broken package never reaches the release workflow (.github/workflows/release.yml).
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PNPM_VERSION } from './pnpm.mjs'

const root = new URL('..', import.meta.url).pathname
const started = Date.now()

function run(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => {
      output += d
    })
    child.stderr.on('data', (d) => {
      output += d
    })
    child.on('exit', (code) => resolve({ code, output }))
  })
}

/** The branch changesets compares with: main, else origin/main (a CI checkout), else this commit. */
function since() {
  for (const ref of ['main', 'origin/main']) {
    try {
      execFileSync('git', ['rev-parse', '--verify', '--quiet', ref], { cwd: root, stdio: 'ignore' })
      return ref
    } catch {
      // not there
    }
  }
  return 'HEAD'
}

const publicPackages = readdirSync(join(root, 'packages'))
  .map((dir) => join(root, 'packages', dir))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
  .filter(({ manifest }) => !manifest.private)

let failed = false
const ref = since()
const status = await run('npx', ['changeset', 'status', `--since=${ref}`], root)
console.log(`changeset status --since=${ref}: ${status.code === 0 ? 'ok' : 'FAILED'}`)
if (status.code !== 0) {
  failed = true
  console.error(status.output)
}

const results = await Promise.all(
  publicPackages.map(async ({ dir, manifest }) => {
    if (!existsSync(join(dir, 'dist')))
      return { manifest, code: 1, output: `${dir}/dist is missing: run pnpm build` }
    const result = await run(
      'npx',
      ['--yes', `pnpm@${PNPM_VERSION}`, 'publish', '--dry-run', '--no-git-checks'],
      dir,
    )
    return { manifest, ...result }
  }),
)
for (const { manifest, code, output } of results) {
  const size = /package size:\s*(.+)/.exec(output)?.[1] ?? '?'
  console.log(
    `pnpm publish --dry-run ${manifest.name}@${manifest.version}: ${code === 0 ? `ok (${size})` : 'FAILED'}`,
  )
  if (code !== 0) {
    failed = true
    console.error(output)
  }
}
console.log(`release check: ${failed ? 'FAILED' : 'ok'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(failed ? 1 : 0)
