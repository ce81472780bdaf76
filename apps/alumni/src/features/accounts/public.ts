// What other features use of accounts: the upgrade prompt where a page needs Premium.
export { UpgradePrompt } from './upgrade-prompt'
