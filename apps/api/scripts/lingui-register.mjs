// `node --import tsx --import ./scripts/lingui-register.mjs src/main.ts`: TypeScript, then the Lingui macros.
import { register } from 'node:module'

register('./lingui-hooks.mjs', import.meta.url)
