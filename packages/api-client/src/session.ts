/** The session of this browser: the token of `/usr/login` and the id of this device. */
export type Session = { token: string | null; deviceId: string | null }

export type SessionStore = {
  read(): Session
  /** Stores the token of a new session (and the device id it was opened with). */
  save(session: { token: string; deviceId: string }): void
  /** Forgets the token and the device id (sign-out, or a session the server no longer knows). */
  clear(): void
  /** The stored device id, or a new random one (stored) when there is none. */
  deviceId(): string
}

export const TOKEN_COOKIE = 'token'
export const DEVICE_ID_COOKIE = 'deviceId'
/** The server keeps a session for 90 days after its last use; the cookie follows it. */
const SESSION_MAX_AGE = 90 * 24 * 60 * 60

export type CookieDocument = { cookie: string; location?: { protocol: string } }

function readCookie(doc: CookieDocument, name: string): string | null {
  for (const part of doc.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) {
      const value = decodeURIComponent(rest.join('='))
      return value === '' ? null : value
    }
  }
  return null
}

function writeCookie(doc: CookieDocument, name: string, value: string, maxAge: number) {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : ''
  doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; SameSite=Lax${secure}`
}

/** 16 random bytes in hex. `getRandomValues` works on plain http too, unlike `randomUUID`. */
export function randomDeviceId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Keeps the session in the cookies `token` and `deviceId`, as the existing portal does, so every tab of
 * the site shares it. `doc` defaults to the page's `document`.
 */
export function cookieSessionStore(doc: CookieDocument = globalThis.document): SessionStore {
  const store: SessionStore = {
    read: () => ({ token: readCookie(doc, TOKEN_COOKIE), deviceId: readCookie(doc, DEVICE_ID_COOKIE) }),
    save({ token, deviceId }) {
      writeCookie(doc, DEVICE_ID_COOKIE, deviceId, SESSION_MAX_AGE)
      writeCookie(doc, TOKEN_COOKIE, token, SESSION_MAX_AGE)
    },
    clear() {
      writeCookie(doc, TOKEN_COOKIE, '', 0)
      writeCookie(doc, DEVICE_ID_COOKIE, '', 0)
    },
    deviceId() {
      const stored = readCookie(doc, DEVICE_ID_COOKIE)
      if (stored) return stored
      const id = randomDeviceId()
      writeCookie(doc, DEVICE_ID_COOKIE, id, SESSION_MAX_AGE)
      return id
    },
  }
  return store
}

/** A session kept in memory: for servers, scripts and tests. */
export function memorySessionStore(initial: Partial<Session> = {}): SessionStore {
  let session: Session = { token: initial.token ?? null, deviceId: initial.deviceId ?? null }
  return {
    read: () => ({ ...session }),
    save: (next) => {
      session = { ...next }
    },
    clear: () => {
      session = { token: null, deviceId: null }
    },
    deviceId() {
      if (session.deviceId) return session.deviceId
      const deviceId = randomDeviceId()
      session = { ...session, deviceId }
      return deviceId
    },
  }
}
