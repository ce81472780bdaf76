/** The tabs of the settings page (`?tab=`): their own module, so the route's search rule does not load the page. */
export const settingsTabs = ['company', 'configuration', 'privacy'] as const
export type SettingsTab = (typeof settingsTabs)[number]
