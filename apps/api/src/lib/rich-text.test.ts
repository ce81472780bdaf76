// The HTML the office's rich-text editor writes (TipTap, apps/admin/src/lib/rich-text-editor.tsx) comes
// through the sanitizer as written; what a pasted or hand-made text could run does not.
import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from './rich-text'

describe('sanitizeRichText on what the editor writes', () => {
  it('keeps headings, paragraphs, bold, italic, underline, strike, lists, quotes and rules', () => {
    const html = [
      '<h2>Programa</h2><h3>Mañana</h3>',
      '<p>Texto con <strong>negrita</strong>, <em>cursiva</em>, <u>subrayado</u> y <s>tachado</s>.</p>',
      '<ul><li><p>Uno</p></li><li><p>Dos</p></li></ul>',
      '<ol><li><p>Primero</p></li></ol>',
      '<blockquote><p>Una cita</p></blockquote>',
      '<hr />',
      '<p>Línea<br />otra</p>',
    ].join('')
    expect(sanitizeRichText(html)).toBe(html)
  })

  it('keeps the editor’s links (http, https, mailto) with the portal’s rel, dropping its target', () => {
    const out = sanitizeRichText(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://uni.example.org/a?b=1&amp;c=2">web</a> y <a href="mailto:alumni@uni.example.org">correo</a></p>',
    )
    expect(out).not.toContain('target')
    expect(out).toMatch(
      /<a (?=[^>]*href="https:\/\/uni\.example\.org\/a\?b=1&amp;c=2")(?=[^>]*rel="noopener noreferrer nofollow")[^>]*>web<\/a>/,
    )
    expect(out).toContain(
      '<a href="mailto:alumni@uni.example.org" rel="noopener noreferrer nofollow">correo</a>',
    )
  })

  it('drops scripts, styles, handlers, frames, forms and javascript: or data: links', () => {
    const out = sanitizeRichText(
      [
        '<p onclick="steal()" style="color:red">Hola</p><script>alert(1)</script><style>p{}</style>',
        '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a>',
        '<a href="data:text/html,<script>alert(1)</script>">c</a>',
        '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
        '<form action="https://evil.example"><input name="q"></form><svg onload="alert(1)"></svg>',
      ].join(''),
    )
    expect(out).not.toMatch(/script|style|onclick|onerror|onload|javascript:|data:|iframe|form|input|svg/i)
    expect(out).toContain('<p>Hola</p>')
  })
})
