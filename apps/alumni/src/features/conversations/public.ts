// What other features use of conversations: the button that opens a conversation with a person.
export { WriteButton } from './write-button'
