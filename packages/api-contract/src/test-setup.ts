// Every test file speaks through this package's own catalogs, as an app that loads them does.
import { setMessageTranslator } from '@egresa/validators/translator'
import { beforeAll } from 'vitest'
import { catalogTranslator } from './test-translator'

beforeAll(async () => setMessageTranslator(await catalogTranslator()))
