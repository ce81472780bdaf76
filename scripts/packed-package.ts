/// <reference types="node" />
// What a shared package's published tarball holds, as a university app outside this repository gets it: each
// package's `src/package.test.ts` packs it with `pnpm pack` (which applies `publishConfig` and rewrites
// `workspace:` ranges) and checks the result with `packageProblems`. Needs the package built (`pnpm build`;
// turbo runs the package's build before its tests).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, posix } from 'node:path'

export type Manifest = {
  name: string
  license?: string
  sideEffects?: boolean | string[]
  exports: Record<string, string | Record<string, string>>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

export type PackedPackage = {
  /** Paths inside the tarball, without the `package/` prefix. */
  files: string[]
  manifest: Manifest
  read(file: string): string
}

const PNPM = ['--yes', 'pnpm@10.34.8']

/** Packs the package in `dir` into a temporary folder and reads the tarball. */
export function packPackage(dir: string): PackedPackage {
  const out = mkdtempSync(join(tmpdir(), 'egresa-pack-'))
  try {
    execFileSync('npx', [...PNPM, 'pack', '--pack-destination', out], { cwd: dir, stdio: 'pipe' })
    const tarball = readdirSync(out).find((f) => f.endsWith('.tgz'))
    if (!tarball) throw new Error(`pnpm pack made no tarball in ${out}`)
    const path = join(out, tarball)
    const files = execFileSync('tar', ['-tzf', path], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => f && !f.endsWith('/'))
      .map((f) => f.replace(/^package\//, ''))
    const contents = new Map<string, string>()
    const read = (file: string) => {
      let text = contents.get(file)
      if (text === undefined) {
        text = execFileSync('tar', ['-xOzf', path, `package/${file}`], {
          encoding: 'utf8',
          maxBuffer: 64 << 20,
        })
        contents.set(file, text)
      }
      return text
    }
    for (const file of files) if (/\.(m?js|d\.ts|json|css)$/.test(file)) read(file)
    const manifest = JSON.parse(read('package.json')) as Manifest
    return { files, manifest, read }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

/** Every module specifier a JavaScript or declaration file imports or re-exports. */
export function importsOf(source: string): string[] {
  // Comments name modules in examples (`import('./locales/en/messages.po')`); only code counts.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const specifiers = new Set<string>()
  const patterns = [
    /^\s*(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  for (const pattern of patterns)
    for (const match of code.matchAll(pattern)) specifiers.add(match[1] as string)
  return [...specifiers]
}

/** `react/jsx-runtime` → `react`, `@tanstack/react-query` → `@tanstack/react-query`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/')
}

/** Each file an `exports` entry points to, with its condition (`types`, `default`, `import`, or `.` for a string). */
export function exportTargets(manifest: Manifest): { subpath: string; condition: string; target: string }[] {
  return Object.entries(manifest.exports).flatMap(([subpath, value]) =>
    typeof value === 'string'
      ? [{ subpath, condition: '.', target: value }]
      : Object.entries(value).map(([condition, target]) => ({ subpath, condition, target })),
  )
}

/**
 * What would break an app that installs this tarball with npm, one sentence each; empty when nothing does.
 * `workspacePackages` are the names of this repository's private packages, which no file may import.
 */
export function packageProblems(pkg: PackedPackage, workspacePackages: readonly string[] = []): string[] {
  const problems: string[] = []
  const { manifest, files } = pkg
  const has = new Set(files)
  if (manifest.license !== 'MIT') problems.push(`license is ${manifest.license}, not MIT`)
  if (!has.has('LICENSE')) problems.push('no LICENSE file')
  if (!has.has('README.md')) problems.push('no README.md')
  if (!manifest.exports || Object.keys(manifest.exports).length === 0) problems.push('no exports')

  for (const { subpath, condition, target } of exportTargets(manifest)) {
    const file = posix.normalize(target)
    const entry = `exports["${subpath}"]${condition === '.' ? '' : `.${condition}`} → ${target}`
    if (!has.has(file)) problems.push(`${entry}: not in the tarball`)
    if (/\.tsx?$/.test(file) && !file.endsWith('.d.ts')) problems.push(`${entry}: TypeScript source`)
  }
  for (const [subpath, value] of Object.entries(manifest.exports)) {
    if (typeof value === 'string') {
      // A stylesheet or a command-line script (`./scripts/*.mjs`) has no types; a module does.
      if (/\.js$/.test(value)) problems.push(`exports["${subpath}"] has no types`)
      continue
    }
    const conditions = Object.keys(value)
    if (conditions[0] !== 'types') problems.push(`exports["${subpath}"]: "types" is not the first condition`)
    if (!('default' in value) && !('import' in value)) problems.push(`exports["${subpath}"] has no default`)
  }

  const ranges = {
    ...manifest.dependencies,
    ...manifest.peerDependencies,
    ...manifest.optionalDependencies,
  }
  for (const [name, range] of Object.entries({ ...ranges, ...manifest.devDependencies }))
    if (range.startsWith('workspace:') || range.startsWith('link:') || range.startsWith('file:'))
      problems.push(`dependency ${name}@${range} left in package.json`)
  for (const name of Object.keys(manifest.dependencies ?? {}))
    if (manifest.peerDependencies?.[name]) problems.push(`${name} is both a dependency and a peer`)

  for (const file of files) {
    if (/\.tsx?$/.test(file) && !file.endsWith('.d.ts')) problems.push(`${file}: TypeScript source shipped`)
    if (file.endsWith('.po')) problems.push(`${file}: an uncompiled catalog shipped`)
    if (!/\.(m?js|d\.ts)$/.test(file)) continue
    for (const specifier of importsOf(pkg.read(file))) {
      if (specifier.includes('macro')) problems.push(`${file} imports the macro ${specifier}`)
      if (specifier.startsWith('.')) {
        const resolved = posix.normalize(posix.join(posix.dirname(file), specifier))
        if (resolved.startsWith('..')) problems.push(`${file} imports ${specifier}, outside the package`)
        else if (/\.(tsx?|po)$/.test(resolved) && !resolved.endsWith('.d.ts'))
          problems.push(`${file} imports ${specifier}, a source file`)
        else if (file.endsWith('.js') && !has.has(resolved))
          problems.push(`${file} imports ${specifier}, missing`)
        continue
      }
      if (specifier.startsWith('node:') || specifier.startsWith('/')) {
        if (specifier.startsWith('/')) problems.push(`${file} imports the absolute path ${specifier}`)
        continue
      }
      const name = packageOf(specifier)
      if (workspacePackages.includes(name))
        problems.push(`${file} imports the workspace-only package ${name}`)
      else if (name !== manifest.name && !(name in ranges))
        problems.push(`${file} imports ${name}, which is neither a dependency nor a peer`)
    }
  }
  return problems
}

/** The repository's private packages (apps, the Vite config, e2e, bench): none may reach a published file. */
export function privateWorkspacePackages(root: string): string[] {
  const names: string[] = []
  for (const group of ['apps', 'packages']) {
    for (const dir of readdirSync(join(root, group))) {
      const file = join(root, group, dir, 'package.json')
      if (!existsSync(file)) continue
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name: string; private?: boolean }
      if (manifest.private) names.push(manifest.name)
    }
  }
  return [...names, '@egresa/e2e', '@egresa/bench']
}
