// What other features use of mentoring: an offer's company mentors on the job offer's page, and the pieces
// they are made of (a mentor's card with "Pedir mentoría").
export { AskMentoringButton } from './ask-dialog'
export { MentorCard } from './mentor-card'
export { OfferMentorsSection } from './offer-mentors-section'
