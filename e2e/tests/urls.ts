export const PORT = Number(process.env.E2E_PORT ?? 8091)
export const ALUMNI_URL = `http://localhost:${PORT}`
export const COMPANY_URL = `http://empresas.localhost:${PORT}`
