import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadOnChunkError } from './chunk-reload'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  }
}

describe('chunk reload', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new Error('Network down'))).toBe(false)
  })

  it('reloads once, not in a loop', () => {
    const reload = vi.fn()
    const storage = memoryStorage()
    const error = new TypeError('Importing a module script failed.')
    expect(reloadOnChunkError(error, reload, storage, 1_000_000)).toBe(true)
    expect(reloadOnChunkError(error, reload, storage, 1_010_000)).toBe(false)
    expect(reload).toHaveBeenCalledOnce()
    expect(reloadOnChunkError(new Error('other'), reload, storage, 2_000_000)).toBe(false)
  })

  it('does not reload offline: the browser would show its own error page', () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const reload = vi.fn()
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/x.js')
    expect(reloadOnChunkError(error, reload, memoryStorage(), 1_000_000)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    offline.mockRestore()
  })
})
