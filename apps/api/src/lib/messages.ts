import type { AdminCompany } from '@egresa/api-contract/companies'
import type { ErrorReason } from '@egresa/api-contract/errors'
import { type InputMessageKey, inputMessage } from '@egresa/validators/issue-messages'
import type { MessageDescriptor } from '@lingui/core'
import { msg, select } from '@lingui/core/macro'
import { type Locale, translate } from './i18n'

/** What a person reads when a request fails, by reason (the API's catalog, src/locales). */
export const reasonMessages: Record<ErrorReason, MessageDescriptor> = {
  validation_failed: msg`Revisa los datos enviados: hay campos con errores.`,
  unauthorized: msg`Tu sesión no es válida o ha caducado. Inicia sesión de nuevo.`,
  invalid_api_key: msg`Esta aplicación no está autorizada a usar la API (clave de API ausente o no válida).`,
  forbidden: msg`Acceso no autorizado: no tienes permisos suficientes para acceder a esta sección.`,
  not_found: msg`No se ha encontrado lo que buscas.`,
  conflict: msg`No se puede hacer en el estado actual.`,
  ticket_used: msg`Esta entrada ya se usó.`,
  gone: msg`Ya no está disponible: ha caducado.`,
  method_not_allowed: msg`Este método no está permitido en esta dirección.`,
  account_not_verified: msg`Tu cuenta está pendiente de verificación por la oficina de antiguos alumnos. Te avisaremos por correo electrónico cuando esté activa.`,
  invalid_credentials: msg`El correo electrónico o la contraseña no son correctos.`,
  too_many_requests: msg`Demasiados intentos. Espera un momento y vuelve a intentarlo.`,
  payload_too_large: msg`Los datos enviados son demasiado grandes.`,
  unsupported_media_type: msg`El formato de los datos enviados no es el esperado.`,
  request_timeout: msg`La petición ha tardado demasiado en llegar.`,
  headers_too_large: msg`La dirección o las cabeceras de la petición son demasiado largas.`,
  service_unavailable: msg`El servicio no está disponible en este momento. Vuelve a intentarlo en unos minutos.`,
  internal: msg`Ha ocurrido un error en el servidor. Nuestro equipo técnico ya está trabajando en ello; vuelve a intentarlo más tarde.`,
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
  return translate(locale, reasonMessages[reason])
}

/**
 * A DNI, NIE or NIF that another account already has (registration and profile edit). It does not say
 * whose: the person who owns it sorts it out with the office (docs/accounts.md, "Documents").
 */
export const documentTakenMessage = msg`Este documento ya está registrado. Si es tuyo, contacta con la oficina de antiguos alumnos.`

/**
 * The fixed words an event's place may be instead of an address (the office writes «En línea» for an online
 * event): said in the reader's language. Any other place is the office's text, as written.
 */
const placeWords: { match: RegExp; word: MessageDescriptor }[] = [
  { match: /^(en l[ií]nea|online|on-line)$/i, word: msg`En línea` },
]

/** An event's place in the reader's language where it is one of the fixed words (`placeWords`). */
export function placeText(place: string | null, locale: Locale): string | null {
  if (place === null) return null
  const fixed = placeWords.find((w) => w.match.test(place.trim()))
  return fixed ? translate(locale, fixed.word) : place
}

/**
 * Who decided on an item of the office's queues and when, as the 409 of a second decision names them
 * (lib/office-decisions.ts): "This company was already validated by ana@… on 25/11/2026 at 10:42." `known`
 * says which of the two there are (no one to name for a decision taken from the command line or by an
 * account since deleted), so each such message is whole sentences, one for each case:
 * `select(known, { both, by, when, other })`.
 */
export type Decided = { known: 'both' | 'by' | 'when' | 'neither'; by: string; date: string; time: string }
/** The 409's sentence of a decision someone made first. */
export type DecidedMessage = (decided: Decided) => MessageDescriptor

/** What happened to a company, as the 409 of an action on it names it (`Decided`). */
export const companyDecidedMessages: Record<Exclude<AdminCompany['status'], 'pending'>, DecidedMessage> = {
  validated: ({ known, by, date, time }) =>
    msg`${select(known, {
      both: `Esta empresa ya fue validada por ${by} el ${date} a las ${time}.`,
      by: `Esta empresa ya fue validada por ${by}.`,
      when: `Esta empresa ya fue validada el ${date} a las ${time}.`,
      other: 'Esta empresa ya fue validada.',
    })}`,
  rejected: ({ known, by, date, time }) =>
    msg`${select(known, {
      both: `Esta empresa ya fue rechazada por ${by} el ${date} a las ${time}.`,
      by: `Esta empresa ya fue rechazada por ${by}.`,
      when: `Esta empresa ya fue rechazada el ${date} a las ${time}.`,
      other: 'Esta empresa ya fue rechazada.',
    })}`,
  disabled: ({ known, by, date, time }) =>
    msg`${select(known, {
      both: `Esta empresa ya fue desactivada por ${by} el ${date} a las ${time}.`,
      by: `Esta empresa ya fue desactivada por ${by}.`,
      when: `Esta empresa ya fue desactivada el ${date} a las ${time}.`,
      other: 'Esta empresa ya fue desactivada.',
    })}`,
}

/** An action on a company that waits for the office's decision. */
export const companyPendingMessage = msg`Esta empresa está pendiente de validación.`

/** Validating a company whose recruiter's account the office disabled. */
export const companyAccountDisabledMessage = msg`La cuenta de esta empresa está desactivada: no se puede validar.`
