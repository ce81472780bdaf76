import { describe, expect, it } from 'vitest'
import { applyHeadTags, headHtml, headTags, scriptJson } from './page-head'

const place = {
  origin: 'https://alumni.uni.es',
  path: '/es/empleo/abc?utm=x',
  locale: 'es' as const,
  siteName: 'Egresa',
  defaultDescription: 'La red de antiguos alumnos.',
}

const attr = (tags: ReturnType<typeof headTags>, match: Record<string, string>, name: string) =>
  tags.find((t) => Object.entries(match).every(([k, v]) => t.attrs[k] === v))?.attrs[name]

describe('headTags', () => {
  it('names the page, its canonical address and the same page in each language', () => {
    const tags = headTags({ title: 'Ingeniera', description: 'Una oferta.', type: 'article' }, place)
    expect(tags[0]).toEqual({ tag: 'title', attrs: {}, text: 'Ingeniera · Egresa' })
    expect(attr(tags, { name: 'description' }, 'content')).toBe('Una oferta.')
    expect(attr(tags, { rel: 'canonical' }, 'href')).toBe('https://alumni.uni.es/es/empleo/abc')
    expect(attr(tags, { hreflang: 'es' }, 'href')).toBe('https://alumni.uni.es/es/empleo/abc')
    expect(attr(tags, { hreflang: 'en' }, 'href')).toBe('https://alumni.uni.es/en/jobs/abc')
    expect(attr(tags, { hreflang: 'ca' }, 'href')).toBe('https://alumni.uni.es/ca/ocupacio/abc')
    expect(attr(tags, { hreflang: 'x-default' }, 'href')).toBe('https://alumni.uni.es/es/empleo/abc')
    expect(attr(tags, { property: 'og:type' }, 'content')).toBe('article')
    expect(attr(tags, { property: 'og:locale' }, 'content')).toBe('es_ES')
    expect(attr(tags, { property: 'og:image' }, 'content')).toBe('https://alumni.uni.es/og-image.png')
    expect(attr(tags, { name: 'twitter:card' }, 'content')).toBe('summary_large_image')
  })

  it('says a Catalan page is Catalan to link previews, and names Spanish as the default', () => {
    const tags = headTags({ title: 'Enginyera' }, { ...place, path: '/ca/ocupacio/abc', locale: 'ca' })
    expect(attr(tags, { rel: 'canonical' }, 'href')).toBe('https://alumni.uni.es/ca/ocupacio/abc')
    expect(attr(tags, { property: 'og:locale' }, 'content')).toBe('ca_ES')
    expect(attr(tags, { hreflang: 'es' }, 'href')).toBe('https://alumni.uni.es/es/empleo/abc')
    expect(attr(tags, { hreflang: 'x-default' }, 'href')).toBe('https://alumni.uni.es/es/empleo/abc')
  })

  it('names only the languages the portal offers', () => {
    const tags = headTags({ title: 'Ingeniera' }, { ...place, locales: ['es', 'en'] })
    const languages = tags.filter((t) => t.attrs.hreflang).map((t) => t.attrs.hreflang)
    expect(languages).toEqual(['es', 'en', 'x-default'])
  })

  it('names the other languages at the paths the page gives (an article’s slug in each language)', () => {
    const tags = headTags(
      { title: 'Feria', alternates: { es: '/es/news/feria', en: '/en/news/job-fair' } },
      { ...place, path: '/es/news/feria' },
    )
    expect(attr(tags, { hreflang: 'es' }, 'href')).toBe('https://alumni.uni.es/es/news/feria')
    expect(attr(tags, { hreflang: 'en' }, 'href')).toBe('https://alumni.uni.es/en/news/job-fair')
    expect(attr(tags, { hreflang: 'x-default' }, 'href')).toBe('https://alumni.uni.es/es/news/feria')
  })

  it('points feed readers and calendar apps to the page’s feeds, at absolute addresses', () => {
    const tags = headTags(
      {
        title: 'Noticias',
        feeds: [
          { title: 'Noticias (RSS)', type: 'application/rss+xml', href: '/api/articles/news.rss?lang=es' },
        ],
      },
      { ...place, path: '/es/news' },
    )
    expect(attr(tags, { rel: 'alternate', type: 'application/rss+xml' }, 'href')).toBe(
      'https://alumni.uni.es/api/articles/news.rss?lang=es',
    )
    expect(attr(tags, { type: 'application/rss+xml' }, 'title')).toBe('Noticias (RSS)')
  })

  it("uses the app's description when the page gives none, and keeps a given absolute image", () => {
    const tags = headTags({ title: 'Inicio', image: 'https://cdn.uni.es/a.png' }, place)
    expect(attr(tags, { name: 'description' }, 'content')).toBe('La red de antiguos alumnos.')
    expect(attr(tags, { name: 'twitter:image' }, 'content')).toBe('https://cdn.uni.es/a.png')
  })

  it('keeps a noindex page out of search engines, with no canonical address', () => {
    const tags = headTags({ title: 'Perfil', noindex: true }, place)
    expect(attr(tags, { name: 'robots' }, 'content')).toBe('noindex')
    expect(attr(tags, { rel: 'canonical' }, 'href')).toBeUndefined()
  })
})

describe('headHtml', () => {
  it('escapes text from the database in attributes, the title and the JSON-LD', () => {
    const title = 'A "quoted" </title><script>alert(1)</script> & co'
    const html = headHtml(headTags({ title, description: title, jsonLd: { name: '</script><b>x' } }, place))
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('</script><b>')
    expect(html).toContain('<title data-head>A &quot;quoted&quot; &lt;/title&gt;&lt;script&gt;')
    expect(html).toContain('content="A &quot;quoted&quot; &lt;/title&gt;')
    const json = /<script data-head type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(json ?? '')).toEqual({ name: '</script><b>x' })
  })

  it('writes JSON that a script element cannot be closed by', () => {
    expect(scriptJson({ a: '</script>\u2028&' })).toBe('{"a":"\\u003c/script\\u003e\\u2028\\u0026"}')
  })
})

describe('applyHeadTags', () => {
  it("replaces the previous page's tags and title in the document", () => {
    document.head.innerHTML =
      '<meta charset="utf-8"><title>Old</title><meta data-head name="description" content="old">'
    applyHeadTags(headTags({ title: 'Nueva', description: 'Nueva página.' }, place))
    expect(document.title).toBe('Nueva · Egresa')
    expect(document.head.querySelectorAll('title')).toHaveLength(1)
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Nueva página.',
    )
    expect(document.head.querySelector('meta[charset]')).not.toBeNull()
  })
})
