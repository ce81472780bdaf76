// The test every shared package runs on its own tarball (`src/package.test.ts`): it packs the package as a
// release would and checks what an app installing it would meet (see packed-package.ts).
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  exportTargets,
  type PackedPackage,
  packageProblems,
  packPackage,
  privateWorkspacePackages,
} from './packed-package'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Describes the packed package whose `src/package.test.ts` is at `testUrl` (its `import.meta.url`). */
export function describePackedPackage(testUrl: string): void {
  const dir = fileURLToPath(new URL('..', testUrl))
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
}
