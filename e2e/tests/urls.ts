export const PORT = Number(process.env.E2E_PORT ?? 8091)
export const ALUMNI_URL = `http://localhost:${PORT}`
export const COMPANY_URL = `http://empresas.localhost:${PORT}`
/** The alumni office's app (apps/api/src/lib/web-apps.ts): the "not built" page until apps/admin exists. */
export const ADMIN_URL = `http://admin.localhost:${PORT}`
