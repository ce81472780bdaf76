// What other features may use of the job bank: the operator command runs the job alerts.
export { runJobAlerts } from './alerts'
