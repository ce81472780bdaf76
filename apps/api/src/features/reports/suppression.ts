// Small groups of the graduate outcomes (docs/reports.md, "Suppression"): a group smaller than the minimum
// size is not published, and neither is any figure from which it could be worked out.

export type Cell = { key: string; size: number }

/**
 * The cells of one table whose total is published, to leave out. Primary: every cell smaller than `min`.
 * Complementary: while the cells left out are exactly one, or together fewer than `min` people, the next
 * smallest published cell is left out too, so the total minus the published cells gives no group smaller
 * than `min` (and no single group at all). Cells of size 0 are no group and never count.
 */
export function suppressedCells(cells: readonly Cell[], min: number): Set<string> {
  const groups = cells.filter((c) => c.size > 0)
  const out = new Set(groups.filter((c) => c.size < min).map((c) => c.key))
  if (out.size === 0) return out
  const published = groups
    .filter((c) => !out.has(c.key))
    .sort((a, b) => a.size - b.size || (a.key < b.key ? -1 : 1))
  const hidden = () => groups.filter((c) => out.has(c.key)).reduce((sum, c) => sum + c.size, 0)
  while ((out.size === 1 || hidden() < min) && published.length > 0) {
    const next = published.shift()
    if (next) out.add(next.key)
  }
  return out
}
