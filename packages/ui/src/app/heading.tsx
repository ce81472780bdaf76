import type { HTMLAttributes } from 'react'

/**
 * The level of a view's top heading: 1 on its own page, lower when the view sits inside another page (the
 * office's queue shows an offer under the item's `h2`), so that a page keeps one `h1` and its outline.
 */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5

/** A heading of `level` (the view's headings below it take `level + 1`). */
export function Heading({ level, ...props }: { level: HeadingLevel } & HTMLAttributes<HTMLHeadingElement>) {
  const Tag = `h${level}` as const
  return <Tag {...props} />
}

/** The level under `level` (never deeper than h6). */
export const below = (level: HeadingLevel) => Math.min(level + 1, 5) as HeadingLevel
