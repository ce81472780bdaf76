// What other features may use of the job bank: the office's commands (features/admin/commands.ts).
export { jobCommands } from './commands'
