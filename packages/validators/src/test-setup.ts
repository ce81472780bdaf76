// Every test file speaks through this package's own catalogs (translator.test.ts checks what is said without).
import { beforeAll } from 'vitest'
import { catalogTranslator } from './test-translator'
import { setMessageTranslator } from './translator'

beforeAll(async () => setMessageTranslator(await catalogTranslator()))
