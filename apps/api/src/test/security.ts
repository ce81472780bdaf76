// Helpers of the security regression tests (docs/security.md): the API on a real socket on loopback, and an
// app whose log lines the test reads. Only imported by *.test.ts files.
import { type IncomingHttpHeaders, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { createApp } from '../app'
import { openDatabase } from '../db/client'
import { parseEnv } from '../env'
import { listen } from '../lib/http-server'
import { createLogger } from '../lib/logger'
import { seedReference } from '../seed/index'
import { freshPostgres } from './postgres'

export type LiveServer = { origin: string; port: number; close: () => Promise<void> }

/** Serves `fetch` on 127.0.0.1 (a free port) the way main.ts does, Node's refusals included. */
export async function serveOnLoopback(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
): Promise<LiveServer> {
  const server = await listen(fetch, { host: '127.0.0.1', port: 0 })
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The app with the production logger, writing its JSON lines where the test reads them. */
export async function createLoggedApp(vars: Record<string, string> = {}) {
  const adminUrl = process.env.DATABASE_URL
  const postgres = adminUrl ? await freshPostgres(adminUrl) : null
  const database = await openDatabase(
    postgres ? { databaseUrl: postgres.url, poolSize: 4 } : { dataDir: undefined },
  )
  await database.migrate()
  await seedReference(database.db)
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', ...vars })
  const lines: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  const logger = createLogger(env, sink)
  const app = createApp({ env, database, logger })
  return {
    app,
    database,
    log: () => lines.join('\n'),
    close: async () => {
      await app.close()
      await database.close()
      await postgres?.drop()
    },
  }
}

/** The variables a production start needs (docs/operations.md, production checklist). */
export const productionVars = {
  NODE_ENV: 'production',
  API_KEYS:
    'alumni-web:production-key-0123456789,company-web:company-key-0123456789,admin-web:admin-key-0123456789',
  ALUMNI_APP_URL: 'https://alumni.uni.test',
  COMPANY_APP_URL: 'https://empresas.uni.test',
  ADMIN_APP_URL: 'https://admin.uni.test',
  MAIL_LINK_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'Alumni <alumni@uni.test>',
}

/**
 * A GET through Node's http client, which sends the Host header it is given (fetch replaces it with the
 * URL's): what a client that writes its own Host, or a DNS-rebinding page, sends.
 */
export function rawGet(
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; headers: IncomingHttpHeaders }> {
  const url = new URL(path, origin)
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, headers },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}
