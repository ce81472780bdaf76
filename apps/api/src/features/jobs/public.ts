// What other features may use of the job bank: the office's commands and the job alerts' run
// (features/admin/commands.ts), the published offers' pages for the sitemap (features/seo), a member's latest
// applications on their home (features/home); a company's erasure ends its offers (features/privacy); an
// offer's page, which a person's calendar feed links to (features/calendar).
export { runJobAlerts } from './alerts'
export { forgetJobReads } from './cache'
export { jobCommands } from './commands'
export { offerPageUrl } from './links'
export { myApplicationsOnHome, publishedOfferPages } from './queries'
export { endOffersOfErasedCompany } from './service'
