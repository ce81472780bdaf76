// What other features may use of the job bank: the office's commands (features/admin/commands.ts) and the
// job alerts the operator command runs.
export { runJobAlerts } from './alerts'
export { jobCommands } from './commands'
