// The second entry: a page that imports only @egresa/validators (its bundle size is `pnpm bench`'s figure).
// The page is Spanish, the messages' source language: no catalog and no translator needed (a page in another
// language loads `@egresa/validators/catalogs` into a Lingui instance and registers it: the package's README).
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
