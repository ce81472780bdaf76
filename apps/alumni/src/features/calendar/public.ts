// What other features may use of the calendar: its panel in the settings (features/accounts).
export { CalendarFeedPanel } from './calendar-feed-panel'
