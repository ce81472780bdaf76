// Bundles the API for `pnpm serve` (scripts/bundle.mjs).
import { bundleApi } from './scripts/bundle.mjs'

await bundleApi('dist')
console.log('apps/api/dist: main.js, cli.js, lib/web-apps.js')
