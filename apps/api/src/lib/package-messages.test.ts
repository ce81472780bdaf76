// The shared packages' messages (@egresa/validators' field rules, @egresa/api-contract's checks) are said from
// the API's catalog once the server's setup (`createApp`) has registered it; the command line's is
// features/admin/cli.test.ts's, and a request's is features/accounts/register.test.ts's.
import { inputMessage } from '@egresa/validators/issue-messages'
import { formatMessage } from '@egresa/validators/messages'
import { setMessageTranslator } from '@egresa/validators/translator'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness'
import { translatePackageMessages } from './package-messages'

let t: TestApp | undefined
afterAll(async () => {
  await t?.close()
  // What every other test file's app registers, whatever this one did.
  translatePackageMessages()
})

describe('the shared packages’ messages', () => {
  it('are said from the API’s catalog in the parse’s language once createApp has run, Spanish before', async () => {
    setMessageTranslator(undefined)
    expect(formatMessage('iban', { lang: 'ca', field: 'IBAN' })).toBe(
      'El campo IBAN debe ser un IBAN válido (p. ej. ES91 2100 0418 4502 0005 1332)',
    )
    t = await createTestApp()
    expect(formatMessage('iban', { lang: 'ca', field: 'IBAN' })).toBe(
      'El camp IBAN ha de ser un IBAN vàlid (p. ex. ES91 2100 0418 4502 0005 1332)',
    )
    expect(formatMessage('iban', { lang: 'en-GB' })).toBe(
      'This field must be a valid IBAN (e.g. ES91 2100 0418 4502 0005 1332)',
    )
    expect(inputMessage('max_length', 'es', '20')).toBe('Debe tener como máximo 20 caracteres.')
    expect(inputMessage('max_length', 'fr', '20')).toBe('Debe tener como máximo 20 caracteres.')
  })
})
