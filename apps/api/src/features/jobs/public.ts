// What other features may use of the job bank: the office's commands and the job alerts' run
// (features/admin/commands.ts).
export { runJobAlerts } from './alerts'
export { jobCommands } from './commands'
