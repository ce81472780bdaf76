// What other features may use of people: a person's row as the office's lists show it (the users of a
// company's page, features/companies).
export { toPersonRow } from './service'
