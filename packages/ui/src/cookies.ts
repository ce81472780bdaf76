/** Reads one cookie from `document.cookie` (or the given cookie string). */
export function readCookie(name: string, cookies = typeof document === 'undefined' ? '' : document.cookie) {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

/** Writes a first-party cookie for the whole site. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  // biome-ignore lint/suspicious/noDocumentCookie: plain first-party cookies the server reads too (session, consent)
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`
}
