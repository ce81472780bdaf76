// What other features use of conversations: the button that writes to a candidate about an offer.
export { WriteButton } from './write-button'
