/**
 * The journeys may run on `SHARDS` Playwright workers (E2E_WORKERS, 1 by default), each against its own portal
 * (playwright.config.ts starts one web server per worker, on its own port, database and mailbox), so no journey
 * sees another's changes. One by default: on two cores, two workers halve the CPU of the journeys that compute
 * (axe reads a page for seconds) and those then run past their time limits; use more where there are more cores. A
 * worker's shard is Playwright's TEST_PARALLEL_INDEX (0 in the runner process); shard i serves on
 * `portOf(i)`, its SMTP server on the next port, and ports +7 and +8 are left for the journeys that start a
 * portal of their own.
 */
export const SHARDS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1))
export const BASE_PORT = Number(process.env.E2E_PORT ?? 8091)
export const SHARD = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

export const portOf = (shard: number) => BASE_PORT + 10 * shard
export const alumniUrlOf = (shard: number) => `http://localhost:${portOf(shard)}`
export const companyUrlOf = (shard: number) => `http://empresas.localhost:${portOf(shard)}`

export const PORT = portOf(SHARD)
export const ALUMNI_URL = alumniUrlOf(SHARD)
export const COMPANY_URL = companyUrlOf(SHARD)
/** The alumni office's app (apps/api/src/lib/web-apps.ts). */
export const ADMIN_URL = `http://admin.localhost:${PORT}`
