// What other features may use of the job bank: the office's commands and the job alerts' run
// (features/admin/commands.ts), the published offers' pages for the sitemap (features/seo), a member's latest
// applications on their home (features/home).
export { runJobAlerts } from './alerts'
export { jobCommands } from './commands'
export { myApplicationsOnHome, publishedOfferPages } from './queries'
