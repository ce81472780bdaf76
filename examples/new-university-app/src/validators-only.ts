// The second entry: a page that imports only @egresa/validators (its bundle size is `pnpm bench`'s figure).
import { formatIban, isValidIban } from '@egresa/validators/iban'
import { formatMessage } from '@egresa/validators/messages'

const input = document.querySelector<HTMLInputElement>('#iban')
const message = document.querySelector<HTMLParagraphElement>('#iban-message')
input?.addEventListener('input', () => {
  if (!message) return
  const value = input.value
  message.textContent = isValidIban(value)
    ? formatIban(value)
    : formatMessage('iban', { lang: document.documentElement.lang })
})
