// The example's JavaScript, gzipped (level 6, what a typical server sends): the full app (dist/) and the page
// that imports only @egresa/validators (dist-validators/). `node scripts/bundle-size.mjs [app folder]` after
// `npm run build`; pack-and-install.mjs prints it too.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

function jsFiles(dir) {
  if (!existsSync(dir)) throw new Error(`${dir} is missing: build the example first`)
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, file)))
}

function size(dir) {
  const files = jsFiles(dir)
  return {
    files: files.length,
    raw: files.reduce((sum, f) => sum + f.length, 0),
    gzip: files.reduce((sum, f) => sum + gzipSync(f, { level: 6 }).length, 0),
  }
}

/** Every script of each build, summed (the full app loads all of its chunks on its first page). */
export function bundleSizes(app) {
  return {
    validatorsOnly: size(join(app, 'dist-validators')),
    full: size(join(app, 'dist')),
  }
}

export function printBundleSizes({ validatorsOnly, full }) {
  console.log('Example app (examples/new-university-app), JavaScript from the packed packages:')
  console.log(
    `  validators only (@egresa/validators/iban and /messages): ${kb(validatorsOnly.gzip)} gzip (${kb(validatorsOnly.raw)} raw, ${validatorsOnly.files} files)`,
  )
  console.log(
    `  full example (api-client, ui, validators, React, Query, Lingui): ${kb(full.gzip)} gzip (${kb(full.raw)} raw, ${full.files} files)`,
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'))
  printBundleSizes(bundleSizes(app))
}
