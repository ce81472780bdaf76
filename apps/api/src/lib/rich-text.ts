import sanitizeHtml from 'sanitize-html'

// The HTML the alumni office writes in its rich-text editor (articles, events, newsletters), cleaned on the
// way in so that nothing stored can run: headings, paragraphs, lists, links (http, https, mailto), images
// (http, https), tables and quotes stay; scripts, styles, event handlers, frames, forms and every other
// scheme go.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    // `rel` is always the transform's below, never the input's.
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that leaves the portal opens without handing it the page (no window.opener).
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
}

/** The office's rich text as it may be stored, shown on a page and sent in a mail. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/**
 * The plain text of cleaned rich text, for a mail's text part: a paragraph, heading or row a line (a blank line
 * between blocks), list items as `- item`, a link as `text (address)` when the address is not its text.
 */
export function richTextToPlain(html: string): string {
  const marked = sanitizeRichText(html)
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, text: string) => {
      const inner = text.replace(/<[^>]+>/g, '').trim()
      const address = href.replace(/&amp;/g, '&')
      return inner && inner !== address ? `${inner} (${address})` : address
    })
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[2-6]|blockquote|pre|ul|ol|table|tr|figure|figcaption)>/gi, '\n\n')
    .replace(/<\/t[dh]>/gi, '\t')
    .replace(/<hr\s*\/?>/gi, '\n\n---\n\n')
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(amp|lt|gt|quot|#39|nbsp);/g,
    (_m, name: string) => entities[name] ?? '',
  )
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/g, '').replace(/^[ \t]+(?!- )/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
