import type { ErrorReason } from '@egresa/api-contract/errors'
import type { Locale } from './i18n'

type Catalog = Record<string, { es: string; en: string }>

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

/** Field messages of the validator, keyed by valibot issue type (and a few of our own). */
export const fieldMessages = {
  required: { es: 'Este campo es obligatorio.', en: 'This field is required.' },
  unknown_field: { es: 'Este campo no está permitido.', en: 'This field is not allowed.' },
  malformed_json: {
    es: 'El cuerpo de la petición no es un JSON válido.',
    en: 'The request body is not valid JSON.',
  },
  string: { es: 'Debe ser un texto.', en: 'Must be text.' },
  number: { es: 'Debe ser un número.', en: 'Must be a number.' },
  integer: { es: 'Debe ser un número entero.', en: 'Must be a whole number.' },
  boolean: { es: 'Debe ser verdadero o falso.', en: 'Must be true or false.' },
  object: { es: 'Debe ser un objeto.', en: 'Must be an object.' },
  array: { es: 'Debe ser una lista.', en: 'Must be a list.' },
  null: { es: 'Debe estar vacío.', en: 'Must be empty.' },
  email: { es: 'Debe ser un correo electrónico válido.', en: 'Must be a valid e-mail address.' },
  url: { es: 'Debe ser una dirección http o https válida.', en: 'Must be a valid http or https address.' },
  non_empty: { es: 'Este campo es obligatorio.', en: 'This field is required.' },
  min_length: {
    es: 'Debe tener al menos {requirement} caracteres.',
    en: 'Must have at least {requirement} characters.',
  },
  max_length: {
    es: 'Debe tener como máximo {requirement} caracteres.',
    en: 'Must have at most {requirement} characters.',
  },
  length: {
    es: 'Debe tener exactamente {requirement} caracteres.',
    en: 'Must have exactly {requirement} characters.',
  },
  min_value: { es: 'Debe ser como mínimo {requirement}.', en: 'Must be at least {requirement}.' },
  max_value: { es: 'Debe ser como máximo {requirement}.', en: 'Must be at most {requirement}.' },
  picklist: { es: 'Debe ser uno de: {requirement}.', en: 'Must be one of: {requirement}.' },
  regex: { es: 'El formato no es válido.', en: 'The format is not valid.' },
  invalid: { es: 'El valor no es válido.', en: 'The value is not valid.' },
} satisfies Catalog

export type FieldMessageKey = keyof typeof fieldMessages

export function fieldMessage(key: FieldMessageKey, locale: Locale, requirement?: string): string {
  const text = fieldMessages[key][locale]
  return requirement === undefined ? text : text.replace('{requirement}', requirement)
}

export function reasonMessage(reason: ErrorReason, locale: Locale): string {
  return reasonMessages[reason][locale]
}
