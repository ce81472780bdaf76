import { defaultLocale, isLocale, type Locale, locales } from '@egresa/i18n/locales'
import { switchLocalePath } from '@egresa/i18n/segments'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { createContext, type ReactNode, useContext, useEffect } from 'react'
import { useEnabledLocales } from './locale'
import { useOptionalShell, useSiteConfig } from './shell'

/** What a page tells the browser, search engines and link previews about itself. */
export type PageHead = {
  /** The page's own title; the site's name is added after it. */
  title: string
  /** One or two sentences for results and previews (the app's description when left out). */
  description?: string
  /** A picture for link previews, absolute or from the site's root (the app's picture when left out). */
  image?: string
  /** `article` for a news item, an event or an offer; `website` otherwise. */
  type?: 'website' | 'article'
  /** schema.org data, written as `application/ld+json`. */
  jsonLd?: unknown
  /** Keeps the page out of search engines (the server adds it to members-only pages on its own). */
  noindex?: boolean
  /**
   * The page's path in each language where it is not the same path in the other language's words (an
   * article's slug per language): the `hreflang` alternates use them.
   */
  alternates?: Partial<Record<Locale, string>>
  /** Feeds readers and calendar apps find from the page (`<link rel="alternate">` with their type). */
  feeds?: { title: string; type: string; href: string }[]
}

/** Where a page is: the site's origin, the address bar's path and the page's language. */
export type HeadPlace = {
  origin: string
  path: string
  locale: Locale
  /** The languages the portal offers, each an `hreflang` alternate (all by default). */
  locales?: readonly Locale[]
  siteName: string
  defaultDescription: string
}

export type HeadTag = {
  tag: 'title' | 'meta' | 'link' | 'script'
  attrs: Record<string, string>
  text?: string
}

export const SITE_IMAGE = '/og-image.png'

/** Each language's Open Graph locale (`language_TERRITORY`). */
const ogLocales: Record<Locale, string> = { es: 'es_ES', en: 'en_GB', ca: 'ca_ES' }

/**
 * JSON for a `<script>` element: `<`, `>`, `&` and the two line separators are escaped, so text from the
 * database (a title with `</script>`) cannot end the element.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`)

/** The tags of a page's head: title, description, canonical and language alternates, Open Graph, Twitter, JSON-LD. */
export function headTags(head: PageHead, place: HeadPlace): HeadTag[] {
  const { origin, locale, siteName } = place
  const path = place.path.split(/[?#]/)[0] || '/'
  const title = head.title ? `${head.title} · ${siteName}` : siteName
  const description = head.description || place.defaultDescription
  const url = `${origin}${path}`
  const image = absolute(origin, head.image || SITE_IMAGE)
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  })
  const tags: HeadTag[] = [{ tag: 'title', attrs: {}, text: title }, meta('name', 'description', description)]
  if (head.noindex) {
    tags.push(meta('name', 'robots', 'noindex'))
  } else {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } })
    const pathIn = (other: Locale) => head.alternates?.[other] ?? switchLocalePath(path, other)
    const offered = place.locales ?? locales
    for (const other of locales.filter((l) => offered.includes(l))) {
      tags.push({
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: other, href: `${origin}${pathIn(other)}` },
      })
    }
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: 'x-default', href: `${origin}${pathIn(defaultLocale)}` },
    })
  }
  tags.push(
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title || siteName),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', ogLocales[locale]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title || siteName),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  )
  for (const feed of head.feeds ?? []) {
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', type: feed.type, title: feed.title, href: absolute(origin, feed.href) },
    })
  }
  if (head.jsonLd) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: scriptJson(head.jsonLd) })
  }
  return tags
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The head tags as HTML, each marked `data-head` so the app replaces them when the person moves on. */
export function headHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('')
      if (tag === 'meta' || tag === 'link') return `<${tag} data-head${attributes}>`
      // A script's text is JSON already escaped by scriptJson; a title's is HTML-escaped.
      return `<${tag} data-head${attributes}>${tag === 'script' ? text : escapeHtml(text ?? '')}</${tag}>`
    })
    .join('')
}

/** Puts the tags in `document.head`, in place of the previous page's. */
export function applyHeadTags(tags: HeadTag[], doc: Document = document): void {
  for (const old of doc.head.querySelectorAll('[data-head], title')) old.remove()
  for (const { tag, attrs, text } of tags) {
    const element = doc.createElement(tag)
    element.setAttribute('data-head', '')
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value)
    if (text !== undefined) element.textContent = text
    doc.head.append(element)
  }
}

/** Collects the head of the page rendered on the server (one render, so the last page's call wins). */
export type HeadCollector = { head: PageHead | null; description: string; origin: string }

const HeadCollectorContext = createContext<HeadCollector | null>(null)

export function HeadCollectorProvider({
  collector,
  children,
}: {
  collector: HeadCollector
  children: ReactNode
}) {
  return <HeadCollectorContext.Provider value={collector}>{children}</HeadCollectorContext.Provider>
}

const siteDescription = msg`Red de antiguos alumnos de la universidad: noticias, eventos, empleo, comunidad y grupos.`

/** The app's description (its shell's), for pages that give none of their own. */
function useSiteDescription(): string {
  const shell = useOptionalShell()
  const { i18n } = useLingui()
  return i18n._(shell?.description ?? siteDescription)
}

/** The site's public origin (`https://alumni.uni.es`), on the server as in the browser, for absolute addresses. */
export function useSiteOrigin(): string {
  const collector = useContext(HeadCollectorContext)
  return collector?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin)
}

/**
 * The one way a page names itself: its title and, for public pages, the description, preview image and
 * schema.org data that search engines and link previews read. On the server the call is collected while the
 * page renders, and the tags arrive in the HTML; in the browser the head follows each navigation. Call it
 * once per page (the page's component, not a layout).
 */
export function usePageHead(head: PageHead): void {
  const collector = useContext(HeadCollectorContext)
  const defaultDescription = useSiteDescription()
  const { i18n } = useLingui()
  const offered = useEnabledLocales()
  const siteName = useSiteConfig().name
  if (collector) {
    collector.head = head
    collector.description = defaultDescription
  }
  const key = JSON.stringify(head)
  useEffect(() => {
    const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale
    const place = {
      origin: window.location.origin,
      path: window.location.pathname,
      locale,
      locales: offered,
      siteName,
      defaultDescription,
    }
    applyHeadTags(headTags(JSON.parse(key) as PageHead, place))
  }, [key, i18n.locale, defaultDescription, offered, siteName])
}

/**
 * schema.org `Organization` of the portal, for the apps' home pages: its name, address and picture, so search
 * engines show the portal as one organisation.
 */
export function organizationJsonLd(origin: string, name: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}${SITE_IMAGE}`,
  }
}
