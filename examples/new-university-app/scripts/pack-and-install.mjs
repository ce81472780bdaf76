#!/usr/bin/env node
// The example app as a new university would have it: Egresa's public packages built and packed
// (`pnpm pack`, the very tarballs a release publishes), then installed with plain npm into a copy of this app
// in a temporary folder outside the repository (so nothing resolves through the workspace or its
// node_modules); then the app is typechecked, built (with its validators-only entry) and tested with
// Playwright against the repository's built portal.
//
//   node examples/new-university-app/scripts/pack-and-install.mjs [--no-test] [--keep] [--dir <folder>]
//
// --no-test   stop after the build (what `pnpm bench` needs for its bundle figure)
// --keep      keep the temporary folder (its path is printed) to look at or run the app
// --dir       work in this folder instead of a temporary one (emptied first; kept)
// --no-build  use the packages' dist/ as they are (CI has just run `pnpm build`)
// --no-typecheck  skip `tsc --noEmit` (the bench only wants the bundle)
import { spawn, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleSizes, printBundleSizes } from './bundle-size.mjs'

const PNPM = ['--yes', 'pnpm@10.34.8']
const example = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const root = resolve(example, '../..')
const args = process.argv.slice(2)
const flag = (name) => args.includes(name)
const dirArg = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : undefined

function run(command, commandArgs, options = {}) {
  const started = Date.now()
  console.log(`\n$ ${command} ${commandArgs.join(' ')}${options.cwd ? `   (in ${options.cwd})` : ''}`)
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) {
        console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
        resolvePromise()
      } else reject(new Error(`${command} ${commandArgs.join(' ')} failed (${signal ?? `exit ${code}`})`))
    })
  })
}

/** Runs a command with its output kept, printed when it ends (so it does not mix with another's). */
function runQuietly(command, commandArgs, options = {}) {
  const started = Date.now()
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, commandArgs, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      console.log(`\n$ ${command} ${commandArgs.join(' ')}   (in ${options.cwd})\n${output.trimEnd()}`)
      if (code === 0) {
        console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
        resolvePromise()
      } else reject(new Error(`${command} ${commandArgs.join(' ')} failed (${signal ?? `exit ${code}`})`))
    })
  })
}

/** The libraries the app and the packages must share: two Reacts or two Query clients break at runtime. */
const SHARED = ['react', 'react-dom', '@tanstack/react-query', '@lingui/core', '@lingui/react', 'valibot']

/** Fails unless npm installed exactly one copy of each of `names`. */
function singleCopies(app, names) {
  const listed = spawnSync('npm', ['ls', '--all', '--parseable', ...names], { cwd: app, encoding: 'utf8' })
  const paths = listed.stdout.split('\n').filter(Boolean)
  for (const name of names) {
    const copies = paths.filter((path) => path.endsWith(`node_modules/${name}`))
    if (copies.length !== 1) {
      throw new Error(
        `${name}: ${copies.length} copies installed (${copies.join(', ') || 'none'}), expected one`,
      )
    }
  }
  console.log(`One copy each of ${names.join(', ')}`)
}

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolvePromise(port))
    })
  })
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))

/** The packages a university can install: every packages/* that is not private. */
function publicPackages() {
  return readdirSync(join(root, 'packages'))
    .map((dir) => ({ dir: join(root, 'packages', dir), file: join(root, 'packages', dir, 'package.json') }))
    .filter(({ file }) => existsSync(file))
    .map(({ dir, file }) => ({ dir, manifest: readJson(file) }))
    .filter(({ manifest }) => !manifest.private)
}

const packages = publicPackages()
console.log(`Public packages: ${packages.map((p) => p.manifest.name).join(', ')}`)

if (!flag('--no-build')) {
  await run(
    'npx',
    [...PNPM, 'exec', 'turbo', 'run', 'build', ...packages.map((p) => `--filter=${p.manifest.name}`)],
    {
      cwd: root,
    },
  )
}

const work = dirArg ? resolve(dirArg) : mkdtempSync(join(tmpdir(), 'egresa-example-'))
if (dirArg) {
  // Emptied first, so never the repository, a folder holding it, or one inside it (where Node and TypeScript
  // would resolve through the workspace's node_modules).
  const inside = (a, b) => a === b || a.startsWith(`${b}/`)
  if (inside(work, root) || inside(root, work))
    throw new Error(`--dir ${work}: choose a folder outside ${root}`)
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
}
const packs = join(work, 'packs')
const app = join(work, 'new-university-app')
mkdirSync(packs, { recursive: true })
let passed = false
try {
  // 1. The tarballs, exactly as `pnpm publish` would upload them (workspace: ranges rewritten by pnpm).
  await Promise.all(
    packages.map(({ dir }) =>
      run('npx', [...PNPM, 'pack', '--pack-destination', packs], {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    ),
  )
  const tarballs = Object.fromEntries(
    packages.map(({ manifest }) => {
      const file = `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`
      if (!existsSync(join(packs, file))) throw new Error(`pnpm pack made no ${file}`)
      return [manifest.name, `file:../packs/${file}`]
    }),
  )

  // 2. A copy of the app, outside the repository, whose @egresa/* ranges point at the tarballs. `overrides`
  // does the same for the packages' dependencies on each other (not on npm yet, or not this build).
  cpSync(example, app, {
    recursive: true,
    filter: (source) => {
      const name = relative(example, source).split(/[\\/]/)[0]
      return !['node_modules', 'dist', 'dist-validators', 'test-results', 'playwright-report'].includes(name)
    },
  })
  const manifest = readJson(join(app, 'package.json'))
  for (const [name, spec] of Object.entries(tarballs)) {
    if (manifest.dependencies?.[name]) manifest.dependencies[name] = spec
  }
  manifest.overrides = tarballs
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)

  // 3. Plain npm, as a university's project would.
  await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: app })
  singleCopies(app, SHARED)
  await run('npm', ['run', 'build'], { cwd: app })
  printBundleSizes(bundleSizes(app))

  // 4. `tsc --noEmit` (strict, the packages' .d.ts included), while the browser test runs against the
  // repository's built portal: the test mostly waits on the portal and the browser.
  const typecheck = flag('--no-typecheck')
    ? Promise.resolve()
    : runQuietly('npm', ['run', 'typecheck'], { cwd: app })
  try {
    if (!flag('--no-test')) {
      if (!existsSync(join(root, 'apps/api/dist/main.js'))) {
        throw new Error('apps/api/dist/main.js is missing: run `pnpm build` first')
      }
      await run('npm', ['test'], {
        cwd: app,
        env: {
          ...process.env,
          EGRESA_REPO: root,
          // The portal's throwaway database, removed with the rest of the folder.
          EXAMPLE_DATA_DIR: join(work, 'portal-data'),
          EXAMPLE_PORTAL_PORT: String(await freePort()),
          EXAMPLE_APP_PORT: String(await freePort()),
        },
      })
    }
  } finally {
    await typecheck
  }
  passed = true
} finally {
  if (flag('--keep') || dirArg) console.log(`\nThe example is in ${app}`)
  else if (passed) rmSync(work, { recursive: true, force: true })
  else console.log(`\nFailed; the example is left in ${app} (${basename(work)})`)
}
