import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { endpoints } from '@egresa/api-contract/endpoints'
import { type Context, Hono } from 'hono'
import type { Database } from '../../db/client'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { ApiError, errorResponse } from '../../lib/errors'
import { buildOpenApi } from '../../lib/openapi'

export type SystemRoutesDeps = {
  database: Database
  /** False until the migrations have been applied (start-up with the database away). */
  isReady: () => boolean
  version: string
}

const swaggerDir = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Egresa API reference</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`

// A separate file, so the page needs no inline script and keeps the strict CSP.
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true })`

const SWAGGER_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
}

/** /healthz, /readyz, /api/openapi.json and the /api/docs reference page (served from swagger-ui-dist, no CDN). */
export function createSystemRoutes(deps: SystemRoutesDeps) {
  let openApi: string | undefined
  let startingLogged = false
  const unavailable = (c: Context<AppEnv>) =>
    errorResponse(c, new ApiError(503, 'service_unavailable', { headers: { 'Retry-After': '5' } }))
  const routes = new Hono<AppEnv>()
  endpointRoute(routes, endpoints.healthz, (c) => c.json({ status: 'ok' as const }))
  endpointRoute(routes, endpoints.readyz, async (c) => {
    // Starting (migrations, demo data) is expected, and polled often: said once. Start-up's database
    // faults are logged by the start-up's own retries.
    if (!deps.isReady()) {
      if (!startingLogged) c.var.logger.info('not ready yet: migrations and demo data still being applied')
      startingLogged = true
      return unavailable(c)
    }
    try {
      await deps.database.ping()
      return c.json({ status: 'ok' as const, database: 'ok' as const })
    } catch (error) {
      c.var.logger.warn({ err: error }, 'not ready: database unavailable')
      return unavailable(c)
    }
  })
  return routes
    .get('/api/openapi.json', (c) => {
      openApi ??= JSON.stringify(buildOpenApi(endpoints, { version: deps.version }))
      c.header('Cache-Control', 'no-cache')
      return c.body(openApi, 200, { 'Content-Type': 'application/json; charset=utf-8' })
    })
    .get('/api/docs', (c) => c.html(DOCS_PAGE))
    .get('/api/docs/init.js', (c) =>
      c.body(DOCS_INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    )
    .get('/api/docs/:file', async (c) => {
      const file = c.req.param('file')
      const type = SWAGGER_ASSETS[file]
      if (!type) return c.notFound()
      const body = await readFile(join(swaggerDir(), file))
      c.header('Cache-Control', 'public, max-age=86400')
      return c.body(body, 200, { 'Content-Type': type })
    })
}
