// Copies the theme's stylesheet into dist/, next to the built modules its `@source` names.
import { copyFileSync } from 'node:fs'

copyFileSync(new URL('../src/theme.css', import.meta.url), new URL('../dist/theme.css', import.meta.url))
