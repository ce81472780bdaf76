// What other features use of mentoring: the erasure's step (features/privacy).
export { endMentoringOf } from './erasure'
