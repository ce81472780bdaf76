// What other features may use of the job bank: the office's commands and the job alerts' run
// (features/admin/commands.ts), the published offers' pages for the sitemap (features/seo).
export { runJobAlerts } from './alerts'
export { jobCommands } from './commands'
export { publishedOfferPages } from './queries'
