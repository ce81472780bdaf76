// What other features use of conversations: the button that opens the office's conversation with an account.
// A route that shows it names the `conversations` catalog section too (its texts are there).
export { WriteButton } from './write-button'
