import { describe, expect, it } from 'vitest'
import { isSepaText, toSepaText } from './charset'

describe('SEPA character set', () => {
  it('transliterates Spanish and Catalan names', () => {
    expect(toSepaText('Núria Pañella i Col·lell', 70)).toBe('Nuria Panella i Col.lell')
    expect(toSepaText('Françesc Güell Àvila', 70)).toBe('Francesc Guell Avila')
    expect(toSepaText('JOSÉ MARÍA IBÁÑEZ ÖZİL', 70)).toBe('JOSE MARIA IBANEZ OZIL')
    expect(toSepaText('Àlex Martínez-Sáez d’Ors', 70)).toBe("Alex Martinez-Saez d'Ors")
    expect(toSepaText('Cuota 2026 «Premium» & más_info', 140)).toBe("Cuota 2026 'Premium' + mas-info")
  })

  it('replaces what cannot be written, collapses spaces and keeps only the allowed set', () => {
    const text = toSepaText('  Ana\t<script>@ €50 #1;  Ω  ', 70)
    expect(text).toBe('Ana script 50 1')
    expect(isSepaText(text)).toBe(true)
    expect(isSepaText('Ana €')).toBe(false)
  })

  it('cuts to the field’s limit', () => {
    const long = 'Maria de los Ángeles '.repeat(10)
    const name = toSepaText(long, 70)
    expect(name.length).toBeLessThanOrEqual(70)
    expect(name.startsWith('Maria de los Angeles Maria')).toBe(true)
    expect(name.endsWith(' ')).toBe(false)
    expect(toSepaText('x'.repeat(200), 140)).toHaveLength(140)
  })
})
