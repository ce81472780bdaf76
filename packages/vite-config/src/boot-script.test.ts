import { describe, expect, it, vi } from 'vitest'
import { BOOT_FUNCTION } from './boot-script'

type Listener = (event: { target: unknown }) => void

/** A page as the inline script sees it: the events it listens to are fired by hand. */
function page({ onLine = true }: { onLine?: boolean } = {}) {
  const listeners = new Map<string, Listener>()
  const on = (type: string, listener: Listener) => void listeners.set(type, listener)
  const attributes = new Set<string>()
  const classes = new Set<string>()
  const storage = new Map<string, string>()
  const reload = vi.fn()
  const window = {
    document: {
      documentElement: {
        classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
        hasAttribute: (name: string) => attributes.has(name),
      },
      addEventListener: (type: string, listener: Listener) => on(`document:${type}`, listener),
    },
    addEventListener: (type: string, listener: Listener) => on(type, listener),
    setTimeout: () => 0,
    navigator: { onLine },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    location: { reload },
  }
  new Function(`return ${BOOT_FUNCTION}`)()(window)
  const fire = (type: string, target: unknown) => listeners.get(type)?.({ target })
  return {
    reload,
    classes,
    /** The app has taken the page over (`startApp`). */
    start: () => attributes.add('data-started'),
    failLoad: (tagName: 'SCRIPT' | 'LINK' | 'IMG') => fire('error', { tagName }),
    type: (field: { value: string; form?: unknown; isConnected: boolean }) => fire('document:input', field),
    submit: (form: unknown) => fire('document:submit', form),
  }
}

describe('the inline start-up script', () => {
  it('reloads once when one of the page’s own scripts or styles fails before the app starts', () => {
    const p = page()
    expect(p.classes.has('booting')).toBe(true)
    p.failLoad('IMG')
    expect(p.reload).not.toHaveBeenCalled()
    p.failLoad('SCRIPT')
    p.failLoad('LINK')
    expect(p.reload).toHaveBeenCalledOnce()
  })

  it('leaves a failed load to the app once the app has started: a prefetch never reloads the page', () => {
    const p = page()
    p.start()
    p.failLoad('LINK')
    p.failLoad('SCRIPT')
    expect(p.reload).not.toHaveBeenCalled()
  })

  it('never reloads while a field holds text the person typed and did not send', () => {
    const p = page()
    const form = {}
    const comment = { value: 'Un comentario a medio', form, isConnected: true }
    p.type(comment)
    p.failLoad('SCRIPT')
    expect(p.reload).not.toHaveBeenCalled()
    // Sent: the text is saved.
    p.submit(form)
    p.failLoad('SCRIPT')
    expect(p.reload).toHaveBeenCalledOnce()
  })

  it('takes a field emptied again as holding nothing', () => {
    const p = page()
    const search = { value: 'x', isConnected: true }
    p.type(search)
    search.value = ''
    p.failLoad('SCRIPT')
    expect(p.reload).toHaveBeenCalledOnce()
  })

  it('does not reload offline, which would show the browser’s error page', () => {
    const p = page({ onLine: false })
    p.failLoad('SCRIPT')
    expect(p.reload).not.toHaveBeenCalled()
  })
})
