// What other features use of membership: the upgrade prompt and links where a page needs Premium, and the
// Premium tab of the settings.
export { PremiumTab } from './premium-tab-lazy'
export { UpgradeLinks, UpgradePrompt } from './upgrade-prompt'
