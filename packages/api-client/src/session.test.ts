// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cookieSessionStore } from './session'

afterEach(() => cookieSessionStore().clear())

describe('cookie session store', () => {
  it('keeps the session in the token and deviceId cookies and clears both', () => {
    const store = cookieSessionStore()
    expect(store.read()).toEqual({ token: null, deviceId: null })
    store.save({ token: 'abc+/=', deviceId: 'dev-1' })
    expect(document.cookie).toContain('token=')
    expect(document.cookie).toContain('deviceId=dev-1')
    expect(store.read()).toEqual({ token: 'abc+/=', deviceId: 'dev-1' })
    // Another store (another tab) sees the same session.
    expect(cookieSessionStore().read().token).toBe('abc+/=')
    store.clear()
    expect(store.read()).toEqual({ token: null, deviceId: null })
    expect(document.cookie).not.toContain('token=')
  })

  it('makes a random device id when none is stored, and keeps it', () => {
    const store = cookieSessionStore()
    const first = store.deviceId()
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(store.deviceId()).toBe(first)
    expect(store.read().deviceId).toBe(first)
    store.clear()
    expect(store.deviceId()).not.toBe(first)
  })
})
