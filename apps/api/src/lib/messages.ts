import type { AdminCompany } from '@egresa/api-contract/companies'
import type { ErrorReason } from '@egresa/api-contract/errors'
import type { Localized } from '@egresa/api-contract/localized'
import { type InputMessageKey, inputMessage } from '@egresa/validators/issue-messages'
import type { Locale } from './i18n'

/** What a person reads when a request fails, by reason. */
export const reasonMessages: Record<ErrorReason, { es: string; en: string }> = {
  validation_failed: {
    es: 'Revisa los datos enviados: hay campos con errores.',
    en: 'Please check the data you sent: some fields have errors.',
  },
  unauthorized: {
    es: 'Tu sesión no es válida o ha caducado. Inicia sesión de nuevo.',
    en: 'Your session is not valid or has expired. Please sign in again.',
  },
  invalid_api_key: {
    es: 'Esta aplicación no está autorizada a usar la API (clave de API ausente o no válida).',
    en: 'This application is not allowed to use the API (missing or invalid API key).',
  },
  forbidden: {
    es: 'Acceso no autorizado: no tienes permisos suficientes para acceder a esta sección.',
    en: 'Unauthorized access: you do not have sufficient permissions to access this section.',
  },
  not_found: { es: 'No se ha encontrado lo que buscas.', en: 'What you are looking for was not found.' },
  conflict: {
    es: 'No se puede hacer en el estado actual.',
    en: 'This cannot be done in the current state.',
  },
  method_not_allowed: {
    es: 'Este método no está permitido en esta dirección.',
    en: 'This method is not allowed on this address.',
  },
  account_not_verified: {
    es: 'Tu cuenta está pendiente de verificación por la oficina de antiguos alumnos. Te avisaremos por correo electrónico cuando esté activa.',
    en: 'Your account is waiting for verification by the alumni office. We will let you know by e-mail when it is active.',
  },
  invalid_credentials: {
    es: 'El correo electrónico o la contraseña no son correctos.',
    en: 'The e-mail address or the password is incorrect.',
  },
  too_many_requests: {
    es: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    en: 'Too many attempts. Please wait a moment and try again.',
  },
  payload_too_large: {
    es: 'Los datos enviados son demasiado grandes.',
    en: 'The data you sent is too large.',
  },
  unsupported_media_type: {
    es: 'El formato de los datos enviados no es el esperado.',
    en: 'The data you sent is not in the expected format.',
  },
  request_timeout: {
    es: 'La petición ha tardado demasiado en llegar.',
    en: 'The request took too long to arrive.',
  },
  headers_too_large: {
    es: 'La dirección o las cabeceras de la petición son demasiado largas.',
    en: 'The address or the headers of the request are too long.',
  },
  service_unavailable: {
    es: 'El servicio no está disponible en este momento. Vuelve a intentarlo en unos minutos.',
    en: 'The service is not available right now. Please try again in a few minutes.',
  },
  internal: {
    es: 'Ha ocurrido un error en el servidor. Nuestro equipo técnico ya está trabajando en ello; vuelve a intentarlo más tarde.',
    en: 'A server error occurred. Our technical team is already working on it; please try again later.',
  },
}

/**
 * A message about input that names no field (`required`, `malformed_json`, `object`, …). The catalog, and
 * the mapping of a valibot issue to one of its messages, live in @egresa/validators/issue-messages, which
 * the web apps' forms use too.
 */
export function fieldMessage(key: InputMessageKey, locale: Locale, requirement?: string): string {
  return inputMessage(key, locale, requirement)
}

export function reasonMessage(reason: ErrorReason, locale: Locale): string {
  return reasonMessages[reason][locale]
}

/**
 * A DNI, NIE or NIF that another account already has (registration and profile edit). It does not say
 * whose: the person who owns it sorts it out with the office (docs/accounts.md, "Documents").
 */
export const documentTakenMessage = {
  es: 'Este documento ya está registrado. Si es tuyo, contacta con la oficina de antiguos alumnos.',
  en: 'This document is already registered. If it is yours, contact the alumni office.',
}

/**
 * The fixed words an event's place may be instead of an address (the office writes «En línea» for an online
 * event): said in the reader's language. Any other place is the office's text, as written.
 */
const placeWords: { match: RegExp; es: string; en: string }[] = [
  { match: /^(en l[ií]nea|online|on-line)$/i, es: 'En línea', en: 'Online' },
]

/** An event's place in the reader's language where it is one of the fixed words (`placeWords`). */
export function placeText(place: string | null, locale: Locale): string | null {
  if (place === null) return null
  const word = placeWords.find((w) => w.match.test(place.trim()))
  return word ? word[locale] : place
}

/**
 * The 409s of the office's decisions (lib/office-decisions.ts): of two office members acting on one item at
 * once, the second reads what happened, by whom and when: "This company was already validated by ana@… on
 * 25/11/2026 at 10:42." Each sentence is said without its end; `decidedBy` and `decidedOn` follow it.
 */
export const decisionMessages = {
  decidedBy: (by: string): Localized => ({ es: ` por ${by}`, en: ` by ${by}` }),
  decidedOn: (date: string, time: string): Localized => ({
    es: ` el ${date} a las ${time}`,
    en: ` on ${date} at ${time}`,
  }),
}

/** What happened to a company, as the 409 of an action on it names it (`decisionMessages`). */
export const companyStateMessages: Record<AdminCompany['status'], Localized> = {
  validated: { es: 'Esta empresa ya fue validada', en: 'This company was already validated' },
  rejected: { es: 'Esta empresa ya fue rechazada', en: 'This company was already rejected' },
  disabled: { es: 'Esta empresa ya fue desactivada', en: 'This company was already disabled' },
  pending: { es: 'Esta empresa está pendiente de validación', en: 'This company is pending validation' },
}

/** Validating a company whose recruiter's account the office disabled. */
export const companyAccountDisabledMessage: Localized = {
  es: 'La cuenta de esta empresa está desactivada: no se puede validar.',
  en: 'This company’s account is disabled: it cannot be validated.',
}
