// The built apps served by Host from a temporary STATIC_ROOT with small fake builds and route manifests.
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../env'
import { createTestApp, type TestApp } from '../test/harness'

let root: string
let t: TestApp

function fakeBuild(app: string, routes: string[]) {
  const dist = join(root, app, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><title>Egresa</title><meta name="app" content="${app}"><div id="root"></div>`,
  )
  writeFileSync(join(dist, 'assets', `main-${app}1234.js`), `console.log('${app}')`)
  writeFileSync(
    join(dist, 'assets', `vendor-${app}5678.js`),
    `export const words = ${JSON.stringify('palabra '.repeat(2000))}`,
  )
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n')
  writeFileSync(join(dist, 'route-manifest.json'), JSON.stringify({ routes }))
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'egresa-static-'))
  fakeBuild('alumni', [
    '/es',
    '/en',
    '/es/login',
    '/en/login',
    '/es/info/$slug',
    '/en/info/$slug',
    '/es/comunidad',
  ])
  fakeBuild('company', ['/es', '/en', '/es/login', '/en/login'])
  writeFileSync(join(root, 'secret.txt'), 'TOP SECRET')
  t = await createTestApp({ seed: 'none', env: { STATIC_ROOT: root } })
})
afterAll(async () => {
  await t.close()
  rmSync(root, { recursive: true, force: true })
})

const page = (path: string, host = 'localhost', headers: Record<string, string> = {}) =>
  t.request(path, { host, apiKey: null, headers })

describe('apps by Host', () => {
  it('serves the alumni app on localhost and alumni.localhost, the company app on empresas.localhost', async () => {
    for (const host of ['localhost', 'localhost:8080', 'alumni.localhost', 'alumni.localhost:8080']) {
      const res = await page('/es/login', host)
      expect(res.status, host).toBe(200)
      expect(await res.text()).toContain('<title>Egresa</title><meta name="app" content="alumni">')
    }
    const company = await page('/es/login', 'empresas.localhost:8080')
    expect(company.status).toBe(200)
    expect(await company.text()).toContain('<title>Egresa</title><meta name="app" content="company">')
    // A route only the alumni app has is a 404 on the company host.
    expect((await page('/es/comunidad', 'empresas.localhost')).status).toBe(404)
  })

  it('answers a host that is no app’s with a 404 page of its own, never another app’s; the API on any host', async () => {
    for (const host of [
      'evil.example',
      '192.168.1.20:8080',
      'alumni.localhost.evil.example',
      'empresas.example',
    ]) {
      for (const path of ['/', '/es/login', '/assets/main-alumni1234.js']) {
        const res = await page(path, host)
        expect(res.status, `${host}${path}`).toBe(404)
        expect(res.headers.get('x-robots-tag')).toBe('noindex')
        const body = await res.text()
        expect(body).toContain('No app is served at this address')
        expect(body).not.toContain('<title>Egresa</title><meta name="app" content="alumni">')
        expect(body).not.toContain("console.log('alumni')")
      }
    }
    const api = await t.request('/api/init', { host: '192.168.1.20:8080' })
    expect(api.status).toBe(200)
  })

  it('serves the admin app on admin.localhost: the not-built page until it is built, out of search engines and frames', async () => {
    const res = await page('/es', 'admin.localhost:8080')
    expect(res.status).toBe(503)
    expect(await res.text()).toContain('apps/admin/dist')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('redirects / by the i18n_redirected cookie, then Accept-Language, then Spanish', async () => {
    const to = async (headers: Record<string, string>) => {
      const res = await t.request('/', { apiKey: null, headers })
      expect(res.status).toBe(302)
      return res.headers.get('location')
    }
    expect(await to({})).toBe('/es')
    expect(await to({ 'Accept-Language': 'en-GB,en;q=0.9' })).toBe('/en')
    expect(await to({ 'Accept-Language': 'fr-FR, de' })).toBe('/es')
    expect(await to({ 'Accept-Language': 'en', Cookie: 'i18n_redirected=es' })).toBe('/es')
    expect(await to({ Cookie: 'i18n_redirected=en' })).toBe('/en')
    expect(await to({ Cookie: 'i18n_redirected=xx', 'Accept-Language': 'en' })).toBe('/en')
    expect(await to({ 'Accept-Language': 'ca-ES,ca;q=0.9,es;q=0.8' })).toBe('/ca')
    expect(await to({ 'Accept-Language': 'es;q=0.5, ca;q=0.8' })).toBe('/ca')
    expect(await to({ Cookie: 'i18n_redirected=ca', 'Accept-Language': 'en' })).toBe('/ca')
  })

  it('caches hashed assets for ever and index.html never', async () => {
    const asset = await page('/assets/main-alumni1234.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const route = await page('/en/info/privacy')
    expect(route.status).toBe(200)
    expect(route.headers.get('cache-control')).toBe('no-cache')
    expect(route.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect((await page('/index.html')).headers.get('cache-control')).toBe('no-cache')
    expect((await page('/robots.txt')).status).toBe(200)
  })

  it('answers a path no route knows with 404 and the app’s index.html', async () => {
    for (const path of ['/es/nope', '/es/info', '/es/info/a/b', '/fr', '/es/login/extra']) {
      const res = await page(path)
      expect(res.status, path).toBe(404)
      expect(await res.text()).toContain('<div id="root"></div>')
    }
    expect((await page('/es/login/')).status).toBe(200)
    const missingAsset = await page('/assets/gone-0000.js')
    expect(missingAsset.status).toBe(404)
    expect(await missingAsset.text()).not.toContain('<div id="root">')
    const post = await t.request('/es/login', { method: 'POST', apiKey: null, locale: 'en' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
    expect(await post.json()).toEqual({
      code: 405,
      reason: 'method_not_allowed',
      message: 'This method is not allowed on this address.',
    })
  })

  it('compresses the apps’ files, not the API’s small JSON answers', async () => {
    const gzip = { 'Accept-Encoding': 'gzip' }
    const asset = await page('/assets/vendor-alumni5678.js', 'localhost', gzip)
    expect(asset.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await asset.arrayBuffer())).toString()).toContain('palabra palabra')
    const api = await t.request('/api/init', { headers: gzip })
    expect(api.status).toBe(200)
    expect(api.headers.get('content-encoding')).toBeNull()
  })

  it('sends the security headers', async () => {
    const res = await page('/es')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})

describe('path traversal', () => {
  let server: ServerType
  let port = 0
  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  // Raw request lines, as an attacker sends them: fetch would normalise the path first.
  const raw = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: 'localhost' } }, (res) => {
        let body = ''
        res.on('data', (chunk) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      req.end()
    })

  it('never serves a file outside the app’s dist folder', async () => {
    for (const path of [
      '/../../secret.txt',
      '/assets/../../../secret.txt',
      '/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%2f..%2f..%2fsecret.txt',
      '/..%5c..%5csecret.txt',
      '/%252e%252e/secret.txt',
      '/assets/%00.js',
      '/%c0%ae%c0%ae/secret.txt',
    ]) {
      const res = await raw(path)
      expect(res.body, path).not.toContain('TOP SECRET')
      expect(res.status, path).not.toBe(200)
    }
  })
})

describe('pages rendered on the server', () => {
  let ssrRoot: string
  let app: TestApp
  const RENDERER = `export async function renderPage({ url, origin, cookies, fetch, template, render }) {
  if (url.startsWith('/es/boom')) throw new Error('a bug in a page')
  if (render === false) {
    if (!cookies.token) return { status: 302, location: '/es/login' }
    const state = '<script id="state" type="application/json">{"for":"' + cookies.token + '"}</script>'
    return { status: url.startsWith('/es/user/gone') ? 404 : 200, html: template.replace('<div id="root"></div>', '<div id="root"></div>' + state) }
  }
  if (url.startsWith('/es/old')) return { status: 302, location: '/es/login' }
  const health = await fetch('http://egresa.internal/healthz')
  const body = '<p>' + url + ' for ' + (cookies.token ?? 'a guest') + ' at ' + origin + ', API ' + health.status + '</p>'
  return { status: url.startsWith('/es/missing') ? 404 : 200, html: template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>') }
}`
  beforeAll(async () => {
    ssrRoot = mkdtempSync(join(tmpdir(), 'egresa-ssr-'))
    const dist = join(ssrRoot, 'alumni', 'dist')
    mkdirSync(dist, { recursive: true })
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="es"><head><script>var inline=1</script><title>Egresa</title><meta name="app" content="alumni">' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
        '</head><body><div id="root"></div></body></html>',
    )
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'assets', 'index-1.css'), 'body{color:#123456}')
    writeFileSync(
      join(dist, 'route-manifest.json'),
      JSON.stringify({ routes: ['/es', '/es/login', '/es/user/$'], private: ['/en/user', '/es/user'] }),
    )
    mkdirSync(join(ssrRoot, 'alumni', 'dist-server'))
    writeFileSync(join(ssrRoot, 'alumni', 'dist-server', 'entry-server.js'), RENDERER)
    app = await createTestApp({ seed: 'none', env: { STATIC_ROOT: ssrRoot } })
  })
  afterAll(async () => {
    await app.close()
    rmSync(ssrRoot, { recursive: true, force: true })
  })
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(path, { host: 'localhost:8080', apiKey: null, headers })

  it("answers with the app's rendered page, which called the API in the same process with the session", async () => {
    const res = await get('/es?x=1', { cookie: 'token=abc; deviceId=d1' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    // It may show who is signed in: no shared cache keeps it.
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    expect(await res.text()).toContain('<p>/es?x=1 for abc at http://localhost:8080, API 200</p>')
  })

  it("keeps the renderer's status and redirects", async () => {
    expect((await get('/es/missing')).status).toBe(404)
    const moved = await get('/es/old')
    expect(moved.status).toBe(302)
    expect(moved.headers.get('location')).toBe('/es/login')
  })

  it('sends the page for the browser to render when rendering fails, never a 500', async () => {
    const res = await get('/es/boom')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('<div id="root"></div>')
  })

  it('never renders a members-only page, and keeps it out of search engines', async () => {
    const res = await get('/es/user/profile', { cookie: 'token=abc' })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    const html = await res.text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('<meta name="robots" content="noindex">')
    // What its loaders read goes along, for the browser to render the page without asking again.
    expect(html).toContain('<script id="state" type="application/json">{"for":"abc"}</script>')
  })

  it("answers a members-only page with its route's status: 404 for an unknown id, a guest's redirect", async () => {
    const gone = await get('/es/user/gone/abc', { cookie: 'token=abc' })
    expect(gone.status).toBe(404)
    expect(gone.headers.get('x-robots-tag')).toBe('noindex')
    expect(await gone.text()).toContain('<div id="root"></div>')
    const guest = await get('/es/user/profile')
    expect(guest.status).toBe(302)
    expect(guest.headers.get('location')).toBe('/es/login')
  })

  it("allows the page's own inline scripts by their hashes, and no other", async () => {
    const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`
    const members =
      (await get('/es/user/profile', { cookie: 'token=abc' })).headers.get('content-security-policy') ?? ''
    expect(members).toContain(`script-src 'self' ${sha('var inline=1')};`)
    const res = await get('/es')
    const csp = res.headers.get('content-security-policy') ?? ''
    const scripts = [...(await res.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, code]) => code ?? '',
    )
    expect(scripts).toHaveLength(2)
    expect(csp).toContain(`script-src 'self' ${scripts.map(sha).join(' ')};`)
    expect(/script-src [^;]*unsafe-inline/.test(csp)).toBe(false)
  })

  it('writes the stylesheet into a rendered page, which then paints without waiting for it', async () => {
    const html = await (await get('/es')).text()
    expect(html).toContain('<style>body{color:#123456}</style>')
    expect(html).not.toContain('rel="stylesheet"')
    // A page the browser renders keeps its link.
    expect(await (await get('/es/user/profile', { cookie: 'token=abc' })).text()).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    )
  })

  it('starts the app of a rendered page after its first paint: the same modules, the entry last', async () => {
    const html = await (await get('/es')).text()
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('rel="modulepreload"')
    const starter = /<script>(var m=[^<]*)<\/script>/.exec(html)?.[1] ?? ''
    expect(starter).toContain('var m=["/assets/framework-1.js","/assets/index-1.js"]')
    expect(starter).toContain('requestAnimationFrame')
    // A page the browser renders keeps its scripts as the build wrote them.
    const members = await (await get('/es/user/profile', { cookie: 'token=abc' })).text()
    expect(members).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>')
    expect(members).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-1.js">')
  })
})

describe('the languages the portal offers (LOCALES)', () => {
  let localesRoot: string
  let some: TestApp
  let all: TestApp
  const RENDERER = `export async function renderPage({ url, template, locales }) {
  return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root"><p>' + url + ' in ' + locales.join(' ') + '</p></div>') }
}`
  beforeAll(async () => {
    localesRoot = mkdtempSync(join(tmpdir(), 'egresa-locales-'))
    for (const app of ['alumni', 'company']) {
      const dist = join(localesRoot, app, 'dist')
      mkdirSync(dist, { recursive: true })
      writeFileSync(
        join(dist, 'index.html'),
        `<!doctype html><html lang="es"><head><title>Egresa</title><meta name="app" content="${app}"></head><body><div id="root"></div></body></html>`,
      )
      const routes = ['/es', '/en', '/ca', '/es/comunidad', '/en/community', '/ca/comunitat', '/ca/login']
      writeFileSync(join(dist, 'route-manifest.json'), JSON.stringify({ routes, private: ['/ca/user'] }))
    }
    mkdirSync(join(localesRoot, 'company', 'dist-server'))
    writeFileSync(join(localesRoot, 'company', 'dist-server', 'entry-server.js'), RENDERER)
    some = await createTestApp({ seed: 'none', env: { STATIC_ROOT: localesRoot, LOCALES: 'es,en' } })
    all = await createTestApp({ seed: 'none', env: { STATIC_ROOT: localesRoot } })
  })
  afterAll(async () => {
    await some.close()
    await all.close()
    rmSync(localesRoot, { recursive: true, force: true })
  })
  const get = (t: TestApp, path: string, headers: Record<string, string> = {}, host = 'localhost') =>
    t.request(path, { host, apiKey: null, headers })

  it('are all three unless configured: Catalan pages by their own segments, the others’ a 404', async () => {
    expect((await get(all, '/ca/comunitat')).status).toBe(200)
    expect((await get(all, '/ca/login')).status).toBe(200)
    for (const path of ['/ca/comunidad', '/ca/community', '/es/comunitat']) {
      expect((await get(all, path)).status, path).toBe(404)
    }
    expect(await (await get(all, '/ca')).text()).toContain('<html lang="es" data-locales="es,en,ca">')
  })

  it('a language turned off has no page: a 404 under it, even for an address its build has', async () => {
    for (const path of ['/ca', '/ca/comunitat', '/ca/login', '/ca/user']) {
      const res = await get(some, path)
      expect(res.status, path).toBe(404)
      expect(await res.text()).toContain('<div id="root"></div>')
    }
    expect((await get(some, '/es/comunidad')).status).toBe(200)
    expect((await get(some, '/en/community')).status).toBe(200)
  })

  it('names them on every page’s <html>, rendered or not, and hands them to the renderer', async () => {
    const page = await get(some, '/es/comunidad')
    expect(await page.text()).toContain('<html lang="es" data-locales="es,en">')
    const rendered = await (await get(some, '/en/community', {}, 'empresas.localhost')).text()
    expect(rendered).toContain('<html lang="es" data-locales="es,en">')
    expect(rendered).toContain('<p>/en/community in es en</p>')
    expect(await (await get(all, '/es', {}, 'empresas.localhost')).text()).toContain('<p>/es in es en ca</p>')
  })

  it('/ picks among them only: a Catalan cookie or browser goes to the next language wanted', async () => {
    const to = async (headers: Record<string, string>) => {
      const res = await get(some, '/', headers)
      expect(res.status).toBe(302)
      return res.headers.get('location')
    }
    expect(await to({ Cookie: 'i18n_redirected=ca' })).toBe('/es')
    expect(await to({ Cookie: 'i18n_redirected=ca', 'Accept-Language': 'ca,en;q=0.5' })).toBe('/en')
    expect(await to({ 'Accept-Language': 'ca-ES' })).toBe('/es')
  })

  it('must name languages of the apps, Spanish among them: a bad value stops the start, named', () => {
    expect(() => parseEnv({ LOCALES: 'es,fr' })).toThrow(/LOCALES: "fr" is not a language of the apps/)
    // Text that is no language code is not repeated: only the shape it needs.
    expect(() => parseEnv({ LOCALES: 'es,s3cr3t value' })).toThrow(
      /LOCALES: must be a comma-separated list of es, en, ca$/,
    )
    expect(() => parseEnv({ LOCALES: 'en,ca' })).toThrow(/LOCALES: must include es/)
    expect(parseEnv({ LOCALES: 'ca, ES' }).locales).toEqual(['es', 'ca'])
    expect(parseEnv({}).locales).toEqual(['es', 'en', 'ca'])
  })
})

describe('the admin app, private as a whole', () => {
  let adminRoot: string
  let app: TestApp
  beforeAll(async () => {
    adminRoot = mkdtempSync(join(tmpdir(), 'egresa-admin-'))
    const dist = join(adminRoot, 'admin', 'dist')
    mkdirSync(join(dist, 'assets'), { recursive: true })
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="es"><head><title>Egresa</title><meta name="app" content="admin"></head><body><div id="root"></div></body></html>',
    )
    writeFileSync(join(dist, 'assets', 'index-1.js'), "console.log('admin')")
    writeFileSync(
      join(dist, 'route-manifest.json'),
      JSON.stringify({ routes: ['/es', '/es/users'], private: [] }),
    )
    // A server bundle it must never use: its loaders would send the office's data along with the page.
    mkdirSync(join(adminRoot, 'admin', 'dist-server'))
    writeFileSync(
      join(adminRoot, 'admin', 'dist-server', 'entry-server.js'),
      `export async function renderPage({ template }) {
        return { status: 200, html: template.replace('<div id="root"></div>', '<script id="state">{"users":[]}</script>') }
      }`,
    )
    app = await createTestApp({ seed: 'none', env: { STATIC_ROOT: adminRoot } })
  })
  afterAll(async () => {
    await app.close()
    rmSync(adminRoot, { recursive: true, force: true })
  })
  const get = (path: string) =>
    app.request(path, { host: 'admin.localhost:8080', apiKey: null, headers: { cookie: 'token=abc' } })

  it('is never rendered on the server, is noindex and is not framable, on every page and file', async () => {
    for (const path of ['/es', '/es/users', '/es/nope']) {
      const res = await get(path)
      expect(res.status, path).toBe(path === '/es/nope' ? 404 : 200)
      const html = await res.text()
      expect(html).toContain('<div id="root"></div>')
      expect(html).not.toContain('id="state"')
      expect(html).toContain('<meta name="robots" content="noindex">')
      expect(res.headers.get('x-robots-tag')).toBe('noindex')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain("frame-ancestors 'self'")
    }
    const asset = await get('/assets/index-1.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('x-robots-tag')).toBe('noindex')
    expect(asset.headers.get('x-frame-options')).toBe('DENY')
  })

  it('is not served on the other apps’ hosts', async () => {
    const res = await app.request('/es/users', { host: 'localhost:8080', apiKey: null })
    expect(await res.text()).not.toContain('<title>Egresa</title><meta name="app" content="admin">')
  })
})

describe('the API called by a rendered page', () => {
  it('leaves no header of its own answers on the page (a real server, where headers go on Node’s response)', async () => {
    const ssrRoot = mkdtempSync(join(tmpdir(), 'egresa-ssr-node-'))
    const dist = join(ssrRoot, 'alumni', 'dist')
    mkdirSync(dist, { recursive: true })
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>a</title><div id="root"></div>')
    writeFileSync(join(dist, 'route-manifest.json'), JSON.stringify({ routes: ['/es'] }))
    mkdirSync(join(ssrRoot, 'alumni', 'dist-server'))
    writeFileSync(
      join(ssrRoot, 'alumni', 'dist-server', 'entry-server.js'),
      `export async function renderPage({ fetch, template }) {
        const res = await fetch('http://egresa.internal/api/nothing-here')
        return { status: 200, html: template.replace('<div id="root"></div>', '<p>API ' + res.status + '</p>') }
      }`,
    )
    const local = await createTestApp({ seed: 'none', env: { STATIC_ROOT: ssrRoot } })
    const server = serve({ fetch: local.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const res = await fetch(`http://127.0.0.1:${port}/es`)
      expect(await res.text()).toContain('<p>API 401</p>')
      expect(res.headers.get('x-robots-tag')).toBeNull()
      expect(res.headers.get('cache-control')).toBe('private, no-cache')
    } finally {
      await new Promise((resolve) => server.close(resolve))
      await local.close()
      rmSync(ssrRoot, { recursive: true, force: true })
    }
  })
})

describe('one build for every university: the brand and the configuration at serve time', () => {
  let brandRoot: string
  let uni: TestApp
  const logo =
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'
  const RENDERER = `export async function renderPage({ url, template, siteConfig }) {
  return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root"><p>' + url + ' for ' + siteConfig.name + ' with ' + siteConfig.apiKey + '</p></div>') }
}`
  const keys = {
    alumni: 'alumni-key-0123456789',
    company: 'company-key-0123456789',
    admin: 'admin-key-0123456789',
  }
  beforeAll(async () => {
    brandRoot = mkdtempSync(join(tmpdir(), 'egresa-brand-'))
    for (const app of ['alumni', 'company']) {
      const dist = join(brandRoot, app, 'dist')
      mkdirSync(dist, { recursive: true })
      writeFileSync(
        join(dist, 'index.html'),
        '<!doctype html><html lang="es"><head><meta name="theme-color" content="#333333" /><title>Egresa</title></head><body><div id="root"></div></body></html>',
      )
      writeFileSync(join(dist, 'route-manifest.json'), JSON.stringify({ routes: ['/es', '/en'] }))
    }
    mkdirSync(join(brandRoot, 'company', 'dist-server'))
    writeFileSync(join(brandRoot, 'company', 'dist-server', 'entry-server.js'), RENDERER)
    writeFileSync(join(brandRoot, 'logo.svg'), logo)
    uni = await createTestApp({
      seed: 'none',
      env: {
        STATIC_ROOT: brandRoot,
        API_KEYS: Object.entries(keys)
          .map(([app, key]) => `${app}-web:${key}`)
          .join(','),
        BRAND_NAME: 'Alumni UV',
        BRAND_PRIMARY_COLOR: '#00529B',
        BRAND_SUCCESS_COLOR: '#5cd68f',
        BRAND_FONT: '"Source Sans 3", Arial, sans-serif',
        BRAND_LOGO_FILE: join(brandRoot, 'logo.svg'),
        BRAND_FOOTER: 'Universitat de València: xarxa d’alumni',
        BRAND_FOOTER_EN: 'University of Valencia: alumni network',
        ANALYTICS_PROVIDER: 'plausible',
        ANALYTICS_URL: 'https://stats.uv.es/',
        UNIVERSITY_OFFICE_EMAIL: 'alumni@uv.es',
      },
    })
  })
  afterAll(async () => {
    await uni.close()
    rmSync(brandRoot, { recursive: true, force: true })
  })
  const get = (path: string, host = 'localhost') => uni.request(path, { host, apiKey: null })
  const configOf = (html: string) =>
    JSON.parse(/<script id="egresa-site" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null')

  it('hands each app its own key, the name, the footer per language, the office and the analytics', async () => {
    const alumni = await (await get('/es')).text()
    expect(configOf(alumni)).toEqual({
      apiUrl: '',
      apiKey: keys.alumni,
      name: 'Alumni UV',
      footer: {
        es: 'Universitat de València: xarxa d’alumni',
        en: 'University of Valencia: alumni network',
        ca: 'Universitat de València: xarxa d’alumni',
      },
      officeEmail: 'alumni@uv.es',
      analytics: { provider: 'plausible', url: 'https://stats.uv.es' },
    })
    expect(alumni).toContain('<title>Alumni UV</title>')
    expect(configOf(await (await get('/es', 'empresas.localhost')).text()).apiKey).toBe(keys.company)
    // The key it hands out is one the API takes.
    expect((await uni.request('/api/init', { apiKey: configOf(alumni).apiKey })).status).toBe(200)
  })

  it('paints the page in the brand from its HTML: colours, font and logo as the stylesheet’s variables', async () => {
    const html = await (await get('/en')).text()
    const style = /<style id="egresa-brand">(.*?)<\/style>/.exec(html)?.[1] ?? ''
    expect(style).toContain('--color-primary:#00529b')
    expect(style).toContain('--font-sans:"Source Sans 3", Arial, sans-serif')
    // A light success colour gets a darker shade for text on white (WCAG AA).
    expect(style).toContain('--color-success:#5cd68f')
    expect(style).not.toContain('--color-success-strong:#5cd68f')
    expect(html).toContain('<meta name="theme-color" content="#00529b" />')
    const logoPath = /--logo-image:url\("([^"]+)"\)/.exec(style)?.[1] ?? ''
    expect(logoPath).toMatch(/^\/brand\/logo\.[0-9a-f]{12}\.svg$/)
    expect(style).toContain('--logo-wordmark:hidden')
    for (const host of ['localhost', 'empresas.localhost']) {
      const res = await get(logoPath, host)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      expect(res.headers.get('cache-control')).toContain('immutable')
      expect(await res.text()).toBe(logo)
    }
  })

  it('renders a page on the server with the configuration and the brand already in it', async () => {
    const html = await (await get('/en', 'empresas.localhost')).text()
    expect(html).toContain(`<p>/en for Alumni UV with ${keys.company}</p>`)
    expect(html).toContain('<style id="egresa-brand">')
    expect(html).toContain('<title>Alumni UV</title>')
  })

  it('lets the pages send page views to the analytics service, and nowhere else', async () => {
    const csp = (await get('/es')).headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/connect-src 'self' https:\/\/stats\.uv\.es;/)
  })
})

describe('the brand’s variables', () => {
  const base = { NODE_ENV: 'test' }
  const failure = (vars: Record<string, string>) => {
    try {
      parseEnv({ ...base, ...vars })
      return ''
    } catch (error) {
      return (error as Error).message
    }
  }

  it('name a bad value and say what it must be, never start with it', () => {
    expect(failure({ BRAND_PRIMARY_COLOR: 'blue' })).toContain(
      'BRAND_PRIMARY_COLOR: must be a colour as #rrggbb',
    )
    expect(failure({ BRAND_PRIMARY_COLOR: '#9ec5fe' })).toMatch(
      /BRAND_PRIMARY_COLOR: must be dark enough for text on white \(contrast 1\.\d:1, WCAG AA asks 4\.5:1\)/,
    )
    expect(failure({ BRAND_FONT: 'Arial; } body { display: none' })).toContain(
      'BRAND_FONT: must be a CSS font-family list',
    )
    expect(failure({ BRAND_NAME: 'x'.repeat(61) })).toContain('BRAND_NAME: must be at most 60 characters')
    expect(failure({ ANALYTICS_PROVIDER: 'plausible' })).toContain(
      'ANALYTICS_URL: required with ANALYTICS_PROVIDER',
    )
    expect(failure({ ANALYTICS_PROVIDER: 'matomo', ANALYTICS_URL: 'https://stats.uni.es' })).toContain(
      'ANALYTICS_SITE_ID: required with ANALYTICS_PROVIDER=matomo',
    )
    expect(failure({ API_KEYS: 'alumni-web:alumni-key-0123456789,mobile:mobile-key-0123456789' })).toContain(
      'API_KEYS: needs a key for each web app it serves (company-web, admin-web: name:key)',
    )
  })

  it('check the logo by its bytes and its size', () => {
    const dir = mkdtempSync(join(tmpdir(), 'egresa-logo-'))
    try {
      writeFileSync(join(dir, 'fake.png'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
      writeFileSync(
        join(dir, 'big.svg'),
        `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(300 * 1024)}</svg>`,
      )
      writeFileSync(join(dir, 'logo.gif'), 'GIF89a')
      expect(failure({ BRAND_LOGO_FILE: join(dir, 'fake.png') })).toContain(
        'is not the png image its name says',
      )
      expect(failure({ BRAND_LOGO_FILE: join(dir, 'big.svg') })).toContain(
        'BRAND_LOGO_FILE: must be at most 256 KB',
      )
      expect(failure({ BRAND_LOGO_FILE: join(dir, 'logo.gif') })).toContain(
        'must be an .svg, .png or .webp file',
      )
      expect(failure({ BRAND_LOGO_FILE: join(dir, 'none.svg') })).toContain('cannot be read')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
