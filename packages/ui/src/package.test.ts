// @vitest-environment node
// The published tarball stands on its own: see scripts/packed-package.ts.
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  exportTargets,
  type PackedPackage,
  packageProblems,
  packPackage,
  privateWorkspacePackages,
} from '../../../scripts/packed-package'

const dir = fileURLToPath(new URL('..', import.meta.url))
const root = fileURLToPath(new URL('../../..', import.meta.url))

describe('the packed package', () => {
  let pkg: PackedPackage
  beforeAll(() => {
    pkg = packPackage(dir)
  }, 60_000)

  it('has every exports target, plain JavaScript with its types, its own dependencies and the MIT licence', () => {
    expect(packageProblems(pkg, privateWorkspacePackages(root))).toEqual([])
  })

  it('publishes the built files, not the TypeScript source', () => {
    const targets = exportTargets(pkg.manifest).map((t) => t.target)
    expect(targets.filter((t) => t.endsWith('.js')).length).toBeGreaterThan(0)
    expect(targets.filter((t) => t.endsWith('.d.ts')).length).toBeGreaterThan(0)
    expect(targets.every((t) => t.startsWith('./dist/') || t.startsWith('./scripts/'))).toBe(true)
  })
})
