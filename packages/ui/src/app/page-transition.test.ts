import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageTransition } from './router'

// What the browser tells (view transition types known, the reduced-motion preference) is set per test; the
// transition itself is proven in Chromium by e2e/tests/navigation-feel.spec.ts.
function browserWith({ types = true, reducedMotion = false } = {}) {
  vi.stubGlobal('CSS', {
    ...CSS,
    supports: (query: string) => types && query.includes('view-transition-type'),
  })
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
  }))
}

const at = (pathname: string) => ({ pathname })

function typesFor(change: { fromLocation?: unknown; pathChanged: boolean }) {
  const transition = pageTransition()
  if (!transition) throw new Error('no transition')
  return transition.types(change)
}

afterEach(() => vi.unstubAllGlobals())

describe('pageTransition', () => {
  it('runs for a change of page', () => {
    browserWith()
    expect(typesFor({ fromLocation: at('/es/news'), pathChanged: true })).toEqual(['page'])
  })

  it('does not run on the first page, nor when only the search or hash changes (filters, pagination)', () => {
    browserWith()
    expect(typesFor({ fromLocation: undefined, pathChanged: true })).toBe(false)
    expect(typesFor({ fromLocation: at('/es/news'), pathChanged: false })).toBe(false)
  })

  it('does not run for someone who prefers reduced motion', () => {
    browserWith({ reducedMotion: true })
    expect(typesFor({ fromLocation: at('/es/news'), pathChanged: true })).toBe(false)
  })

  it('is off where the browser cannot be asked per navigation', () => {
    browserWith({ types: false })
    expect(pageTransition()).toBe(false)
  })
})
