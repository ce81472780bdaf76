// What other features may use of the portfolio: the directory shows other people's published projects.
export { listProjects } from './queries'
