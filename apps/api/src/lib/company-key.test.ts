import { describe, expect, it } from 'vitest'
import { companyKey } from './company-key'

describe('companyKey', () => {
  it('drops accents, case, punctuation and a trailing legal form', () => {
    for (const name of [
      'Innovación Mediterránea S.L.',
      'INNOVACION MEDITERRANEA, S. L. U.',
      'innovación  mediterránea',
      'Innovación Mediterránea SL',
    ])
      expect(companyKey(name), name).toBe('innovacion mediterranea')
    expect(companyKey('Banco Sabadell, S.A.')).toBe('banco sabadell')
    expect(companyKey('Acme Ltd.')).toBe('acme')
  })

  it('keeps a name that is only a legal form, and has no key for an empty one', () => {
    expect(companyKey('S.A.')).toBe('sa')
    expect(companyKey('  ')).toBeNull()
    expect(companyKey(null)).toBeNull()
  })

  it('does not match a part of a name', () => {
    expect(companyKey('Innovación')).not.toBe(companyKey('Innovación Mediterránea'))
  })
})
