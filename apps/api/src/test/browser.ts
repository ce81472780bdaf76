// Test helpers for single sign-on: a browser-like client (cookie jar, manual redirects, HTML forms) that
// walks the real flow against the API served on loopback. Only imported by *.test.ts files.

type Cookie = { name: string; value: string; path: string }

export type Browser = {
  /** One request as a browser would send it (cookies of the jar), without following redirects. */
  request: (url: string, init?: { method?: string; form?: Record<string, string> }) => Promise<Response>
  /** Follows redirects until a response is not a redirect or `stop` says the Location is where to stop. */
  follow: (
    url: string,
    options?: { method?: string; form?: Record<string, string>; stop?: (location: URL) => boolean },
  ) => Promise<{ response: Response; url: URL }>
  cookies: () => Cookie[]
}

export function createBrowser(): Browser {
  // One host in these tests; cookies are kept by name and path, and sent only under their path.
  const jar = new Map<string, Cookie>()

  function store(response: Response, requestPath: string) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      let path = requestPath.slice(0, requestPath.lastIndexOf('/')) || '/'
      let expired = value === ''
      for (const attribute of attributes) {
        const [key = '', raw = ''] = attribute.trim().split('=')
        const lower = key.toLowerCase()
        if (lower === 'path' && raw.startsWith('/')) path = raw
        if (lower === 'max-age' && Number(raw) <= 0) expired = true
        if (lower === 'expires' && new Date(raw).getTime() <= Date.now()) expired = true
      }
      const key = `${name};${path}`
      if (expired) jar.delete(key)
      else jar.set(key, { name, value, path })
    }
  }

  const pathMatches = (cookiePath: string, path: string) =>
    path === cookiePath || path.startsWith(cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`)

  async function request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { 'accept-language': 'es' }
    const { pathname } = new URL(url)
    const sent = [...jar.values()].filter((c) => pathMatches(c.path, pathname))
    if (sent.length) headers.cookie = sent.map((c) => `${c.name}=${c.value}`).join('; ')
    let body: string | undefined
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      body = new URLSearchParams(init.form).toString()
    }
    const response = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' })
    store(response, pathname)
    return response
  }

  async function follow(
    start: string,
    options: { method?: string; form?: Record<string, string>; stop?: (location: URL) => boolean } = {},
  ) {
    let url = new URL(start)
    let response = await request(url.href, options)
    for (let hops = 0; hops < 20; hops++) {
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || !location) break
      await response.arrayBuffer()
      url = new URL(location, url)
      if (options.stop?.(url)) break
      response = await request(url.href)
    }
    return { response, url }
  }

  return { request, follow, cookies: () => [...jar.values()] }
}

/** The first form of a page: its absolute action and its hidden fields (what a browser would submit). */
export function readForm(html: string, pageUrl: URL): { action: string; fields: Record<string, string> } {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html)
  if (!form) throw new Error(`no form in page: ${html.slice(0, 300)}`)
  const action = /action="([^"]*)"/i.exec(form[1] ?? '')?.[1] ?? pageUrl.href
  const fields: Record<string, string> = {}
  for (const input of (form[2] ?? '').matchAll(/<input\b([^>]*)>/gi)) {
    const attrs = input[1] ?? ''
    const name = /name="([^"]*)"/i.exec(attrs)?.[1]
    const value = /value="([^"]*)"/i.exec(attrs)?.[1] ?? ''
    if (name && /type="hidden"/i.test(attrs)) fields[name] = value
  }
  return { action: new URL(action.replaceAll('&amp;', '&'), pageUrl).href, fields }
}
