// What other features may use of job experiences: the directory shows a person's with the same card.
export { ExperienceCard } from './experience-card'
