// What other features may use of the portfolio: the directory shows a person's projects with the same card.
export { ProjectCard } from './project-card'
