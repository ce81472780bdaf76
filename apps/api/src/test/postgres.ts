// Fresh PostgreSQL databases for tests that run with DATABASE_URL (the server of the machine or of CI).
import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** A new PostgreSQL database on the server of `adminUrl` (empty, or a copy of `template`), and how to drop it. */
export async function freshPostgres(
  adminUrl: string,
  prefix = 'egresa_t',
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await run(`create database ${name}${template ? ` template ${template}` : ''}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) }
}
