// What other features may use of companies: the list and the validation of companies for the office's
// `pnpm admin companies:*` commands (features/admin/commands.ts).
export { listCompanies, validateCompany } from './service'
