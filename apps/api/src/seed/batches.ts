/** Inserts in batches, under the parameter limit of a statement; `written` is told the rows done so far. */
export async function inBatches<T>(
  rows: T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
  written?: (done: number) => void,
) {
  for (let i = 0; i < rows.length; i += size) {
    await insert(rows.slice(i, i + size))
    written?.(Math.min(i + size, rows.length))
  }
}
