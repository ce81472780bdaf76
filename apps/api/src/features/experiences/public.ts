// What other features may use of job experiences: the directory shows other people's.
export { findExperience, listExperiences, toExperience } from './queries'
