import { describe, expect, it } from 'vitest'
import { currentItem } from './layout'

describe('the current menu entry', () => {
  const menu = [
    { href: '/es/user/offers', label: 'Mis ofertas' },
    { href: '/es/user/offers/new', label: 'Publicar una oferta' },
    { href: '/es/user/directory', label: 'Directorio' },
  ]

  it('is the entry whose address is the longest prefix of the page', () => {
    expect(currentItem('/es/user/offers/new', menu)?.label).toBe('Publicar una oferta')
    expect(currentItem('/es/user/offers/abc/candidates?page=2', menu)?.label).toBe('Mis ofertas')
    expect(currentItem('/es/user/offers?text=datos', menu)?.label).toBe('Mis ofertas')
    expect(currentItem('/es/user/directory-old', menu)).toBeUndefined()
  })
})
