import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { extname } from 'node:path'
import { type Locale, locales } from '@egresa/i18n/locales'
import * as v from 'valibot'

/**
 * The university's identity on its portal, set when the server starts, never in the build: one set of built
 * files serves every university (docs/operations.md, "The university's brand"). The server writes it into each
 * page it serves (lib/site-config.ts): the colours, font and logo as a stylesheet, the name and footer in the
 * page's configuration.
 */
export type Brand = {
  /** The portal's name as people know it ("Alumni UV"): titles, the logo's text, the home link. */
  name: string
  /** CSS colours; the strong shades are those of text and filled buttons, dark enough on white (WCAG AA). */
  colors: {
    primary: string
    secondary: string
    success: string
    successStrong: string
    danger: string
    dangerStrong: string
  }
  /** A CSS font-family list, or undefined for the apps' own. */
  font: string | undefined
  /** The logo drawn in the header and on the sign-in pages instead of the Egresa wordmark. */
  logo: { bytes: Buffer; contentType: string; path: string } | undefined
  /** The footer's line per language (BRAND_FOOTER for all, BRAND_FOOTER_EN for one). */
  footer: Partial<Record<Locale, string>>
}

/** The demo's brand: Egresa's name and the spec's colours (packages/ui's theme.css). */
export const DEFAULT_BRAND: Brand = {
  name: 'Egresa',
  colors: {
    primary: '#333333',
    secondary: '#adb5bd',
    success: '#5cae8f',
    successStrong: '#2f6e57',
    danger: '#cd7876',
    dangerStrong: '#a13c39',
  },
  font: undefined,
  logo: undefined,
  footer: {},
}

const color = v.optional(
  v.pipe(v.string(), v.trim(), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #rrggbb (#00529b)')),
)
const footerText = v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)))

/** The brand's variables, checked with the rest (env.ts). */
export const brandVariables = {
  BRAND_NAME: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60))),
  BRAND_PRIMARY_COLOR: color,
  BRAND_SECONDARY_COLOR: color,
  BRAND_SUCCESS_COLOR: color,
  BRAND_DANGER_COLOR: color,
  BRAND_FONT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^[\p{L}\p{N} ,"'-]{1,200}$/u,
        'must be a CSS font-family list ("Source Sans 3", Arial, sans-serif)',
      ),
    ),
  ),
  BRAND_LOGO_FILE: v.optional(v.pipe(v.string(), v.nonEmpty())),
  BRAND_FOOTER: footerText,
  ...(Object.fromEntries(
    locales.map((locale) => [`BRAND_FOOTER_${locale.toUpperCase()}`, footerText]),
  ) as Record<`BRAND_FOOTER_${Uppercase<Locale>}`, typeof footerText>),
}

type BrandInput = { [K in keyof typeof brandVariables]?: string }

/** The relative luminance of an sRGB colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
}

/** The contrast of a colour with white (WCAG 2: 1 to 21). */
export function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05)
}

/** The colour, darkened in steps until text of it on white has the contrast WCAG AA asks of text (4.5:1). */
export function strongShade(hex: string): string {
  let rgb = [0, 1, 2].map((i) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16))
  const toHex = () => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`
  while (contrastOnWhite(toHex()) < 4.5) rgb = rgb.map((c) => Math.floor(c * 0.95))
  return toHex()
}

const LOGO_TYPES: Record<string, { contentType: string; sniff: (b: Buffer) => boolean }> = {
  '.svg': {
    contentType: 'image/svg+xml',
    sniff: (b) =>
      /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(
        b.toString('utf8', 0, 2048),
      ),
  },
  '.png': {
    contentType: 'image/png',
    sniff: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  '.webp': {
    contentType: 'image/webp',
    sniff: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
}
const LOGO_MAX_BYTES = 256 * 1024

/** The logo file, checked by its bytes and its size; a message naming what is wrong with it otherwise. */
function readLogo(file: string): Brand['logo'] | string {
  const type = LOGO_TYPES[extname(file).toLowerCase()]
  if (!type) return 'BRAND_LOGO_FILE: must be an .svg, .png or .webp file'
  let size: number
  try {
    size = statSync(file).size
  } catch {
    return 'BRAND_LOGO_FILE: cannot be read (no such file, or no permission to read it)'
  }
  if (size > LOGO_MAX_BYTES)
    return `BRAND_LOGO_FILE: must be at most ${LOGO_MAX_BYTES / 1024} KB (it is ${Math.ceil(size / 1024)} KB)`
  const bytes = readFileSync(file)
  if (!type.sniff(bytes)) return `BRAND_LOGO_FILE: is not the ${extname(file).slice(1)} image its name says`
  // The address changes with the file, so browsers may keep it for a year.
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12)
  return { bytes, contentType: type.contentType, path: `/brand/logo.${hash}${extname(file).toLowerCase()}` }
}

/** The brand the variables set, or the lines that say which of them is wrong. */
export function brandOf(input: BrandInput): Brand | string[] {
  const problems: string[] = []
  const primary = input.BRAND_PRIMARY_COLOR?.toLowerCase() ?? DEFAULT_BRAND.colors.primary
  if (contrastOnWhite(primary) < 4.5) {
    problems.push(
      `BRAND_PRIMARY_COLOR: must be dark enough for text on white (contrast ${contrastOnWhite(primary).toFixed(1)}:1, WCAG AA asks 4.5:1)`,
    )
  }
  const logo = input.BRAND_LOGO_FILE ? readLogo(input.BRAND_LOGO_FILE) : undefined
  if (typeof logo === 'string') problems.push(logo)
  if (problems.length) return problems
  const success = input.BRAND_SUCCESS_COLOR?.toLowerCase()
  const danger = input.BRAND_DANGER_COLOR?.toLowerCase()
  const footer: Partial<Record<Locale, string>> = {}
  for (const locale of locales) {
    const text = input[`BRAND_FOOTER_${locale.toUpperCase() as Uppercase<Locale>}`] ?? input.BRAND_FOOTER
    if (text) footer[locale] = text
  }
  return {
    name: input.BRAND_NAME ?? DEFAULT_BRAND.name,
    colors: {
      primary,
      secondary: input.BRAND_SECONDARY_COLOR?.toLowerCase() ?? DEFAULT_BRAND.colors.secondary,
      success: success ?? DEFAULT_BRAND.colors.success,
      successStrong: success ? strongShade(success) : DEFAULT_BRAND.colors.successStrong,
      danger: danger ?? DEFAULT_BRAND.colors.danger,
      dangerStrong: danger ? strongShade(danger) : DEFAULT_BRAND.colors.dangerStrong,
    },
    font: input.BRAND_FONT,
    logo: typeof logo === 'object' ? logo : undefined,
    footer,
  }
}
