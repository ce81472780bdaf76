import { and, or, type SQL } from 'drizzle-orm'

/**
 * The first row of a statement that cannot miss it: a plain INSERT ... RETURNING, an UPDATE of a row locked
 * in the same transaction, a row written just before. Its absence is a bug, reported as one.
 */
export function expectedRow<T>(rows: readonly T[]): T {
  const [row] = rows
  if (row === undefined) throw new Error('the statement returned no row')
  return row
}

/** drizzle's `and` of at least one condition: always a condition (drizzle types it as possibly absent). */
export function allOf(first: SQL, ...rest: (SQL | undefined)[]): SQL {
  const condition = and(first, ...rest)
  if (!condition) throw new Error('a condition of no parts')
  return condition
}

/** drizzle's `or` of at least one condition: always a condition (drizzle types it as possibly absent). */
export function anyOf(first: SQL, ...rest: (SQL | undefined)[]): SQL {
  const condition = or(first, ...rest)
  if (!condition) throw new Error('a condition of no parts')
  return condition
}
