// Whether a request changed the database, cheaply enough to ask after every request of a fuzz. Only imported
// by *.test.ts files.
import { sql } from 'drizzle-orm'
import type { TestApp } from './harness'

/**
 * Every table of the public schema with its row count and the newest `xmin` among its rows. PostgreSQL (and
 * PGlite, which is PostgreSQL) writes every inserted or updated row as a new row version stamped with the
 * writing transaction's id, and transaction ids only grow: an insert or update raises the table's newest
 * `xmin`, a delete lowers its count. So two equal fingerprints mean no committed write in between, however
 * small, without sorting or hashing a row. The audit log is left out (below). The query is kept as a function of the test's own database
 * (made on first use), so it is planned once: a few milliseconds on the small demo set, where the same
 * query sent as text took ten times that, and a checksum of every row's text fifty.
 */
export async function databaseFingerprint(t: TestApp): Promise<string> {
  await made(t)
  const result = (await t.database.db.execute(
    sql.raw('select egresa_test_fingerprint() as f'),
  )) as unknown as {
    rows: { f: string }[]
  }
  return result.rows[0]?.f ?? ''
}

const functions = new WeakMap<TestApp, Promise<void>>()

function made(t: TestApp): Promise<void> {
  let done = functions.get(t)
  if (!done) {
    done = (async () => {
      const result = (await t.database.db.execute(
        sql.raw("select tablename from pg_tables where schemaname = 'public' order by tablename"),
      )) as unknown as { rows: { tablename: string }[] }
      // The audit log writes every /usr/admin call, a refused one too, by design (docs/audit.md): it is not
      // a change the request made to the data.
      const parts = result.rows
        .filter(({ tablename }) => tablename !== 'audit_log')
        .map(
          ({ tablename }) =>
            `select '${tablename}' as t, count(*) as n, coalesce(max(x.xmin::text::bigint), 0) as x from "${tablename}" x`,
        )
      await t.database.db.execute(
        sql.raw(
          `create or replace function egresa_test_fingerprint() returns text language sql stable as $$ select string_agg(t || ':' || n || ':' || x, ' ' order by t) from (${parts.join(' union all ')}) s $$`,
        ),
      )
    })()
    functions.set(t, done)
  }
  return done
}

/** The tables whose part of two fingerprints differs: what a request changed. */
export function changedTables(before: string, after: string): string[] {
  const was = new Set(before.split(' '))
  return after
    .split(' ')
    .filter((part) => !was.has(part))
    .map((part) => part.split(':')[0] ?? part)
}
