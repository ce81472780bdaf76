/// <reference types="node" />
// The published tarball stands on its own: see scripts/packed-package.ts.
import { describe, expect, it } from 'vitest'
import { type PackedPackage, packageProblems } from '../../../scripts/packed-package'
import { describePackedPackage } from '../../../scripts/packed-package-test'

describePackedPackage(import.meta.url)

describe('the packed-package check', () => {
  const files: Record<string, string> = {
    'package.json': '',
    'README.md': '',
    LICENSE: '',
    'dist/a.js':
      "import { t } from '@lingui/core/macro'\nimport { x } from './b'\nimport '@egresa/vite-config/web-app'\n",
    'dist/a.d.ts': "export declare const a: import('left-pad').T\n",
    'src/a.ts': '',
  }
  const broken: PackedPackage = {
    files: Object.keys(files),
    read: (file) => files[file] ?? '',
    manifest: {
      name: '@egresa/broken',
      license: 'AGPL-3.0-or-later',
      exports: { './a': { default: './dist/a.js', types: './dist/a.d.ts' }, './c': './dist/c.js' },
      dependencies: { '@egresa/validators': 'workspace:*', valibot: '^1.5.0' },
      peerDependencies: { valibot: '^1.5.0' },
    },
  }

  it('names each thing that would break an app installing the package', () => {
    expect(packageProblems(broken, ['@egresa/vite-config'])).toEqual(
      expect.arrayContaining([
        'license is AGPL-3.0-or-later, not MIT',
        'exports["./c"] → ./dist/c.js: not in the tarball',
        'exports["./c"] has no types',
        'exports["./a"]: "types" is not the first condition',
        'dependency @egresa/validators@workspace:* left in package.json',
        'valibot is both a dependency and a peer',
        'src/a.ts: TypeScript source shipped',
        'dist/a.js imports the macro @lingui/core/macro',
        'dist/a.js imports ./b, missing',
        'dist/a.js imports the workspace-only package @egresa/vite-config',
        'dist/a.d.ts imports left-pad, which is neither a dependency nor a peer',
      ]),
    )
  })
})
