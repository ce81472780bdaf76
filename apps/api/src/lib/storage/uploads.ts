import { randomBytes } from 'node:crypto'
import type { Upload as ContractUpload } from '@egresa/api-contract/endpoint'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { fileTypeFromBuffer } from 'file-type'
import type { Context } from 'hono'
import sharp from 'sharp'
import type * as v from 'valibot'
import type { AppEnv } from '../context'
import { ApiError } from '../errors'
import { translate } from '../i18n'
import { fieldMessage } from '../messages'
import { parseOrThrow } from '../validator'

// Uploads never trust the client's word: the size is checked before reading, the type on the bytes, and
// images are decoded and re-encoded (which also drops their metadata, such as the GPS position).

export type Upload = { bytes: Uint8Array; name: string }

// Generic over the env so that a signed-in route's context (AppEnv & SignedInEnv) is accepted as well.

const invalid = <E extends AppEnv>(c: Context<E>, field: string, message: MessageDescriptor) =>
  new ApiError(400, 'validation_failed', { errors: { [field]: [translate(c.var.locale, message)] } })

function megabytes(bytes: number) {
  return Math.round((bytes / 1024 / 1024) * 10) / 10
}

/** The parts of a multipart/form-data body; 400 on `field` when the body is not one or cannot be read. */
async function readForm<E extends AppEnv>(c: Context<E>, field: string): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? ''
  if (!type.startsWith('multipart/form-data')) {
    throw invalid(c, field, msg`Envía el archivo como un formulario multipart/form-data.`)
  }
  try {
    return await c.req.parseBody()
  } catch {
    throw invalid(c, field, msg`No se ha podido leer el archivo enviado.`)
  }
}

/** A non-empty file part, or null; 413 when it is over `maxBytes`. */
async function fileOf(part: unknown, maxBytes: number): Promise<Upload | null> {
  if (!(part instanceof File) || part.size === 0) return null
  if (part.size > maxBytes) {
    const size = megabytes(part.size)
    const max = megabytes(maxBytes)
    throw new ApiError(413, 'payload_too_large', {
      message: msg`El archivo ocupa ${size} MB y el máximo es ${max} MB.`,
    })
  }
  return { bytes: new Uint8Array(await part.arrayBuffer()), name: part.name }
}

const requiredFile = <E extends AppEnv>(c: Context<E>, field: string) =>
  new ApiError(400, 'validation_failed', { errors: { [field]: [fieldMessage('required', c.var.locale)] } })

/** The file of a multipart/form-data field: 400 when missing or empty, 413 when over `maxBytes`. */
export async function readUpload<E extends AppEnv>(
  c: Context<E>,
  field: string,
  options: { maxBytes: number },
): Promise<Upload> {
  const file = await fileOf((await readForm(c, field))[field], options.maxBytes)
  if (!file) throw requiredFile(c, field)
  return file
}

/**
 * The fields of a form sent without its JSON part (the contract's `plainFields`), as the body to validate: every
 * part but the file's, an empty one left out (a form sends its empty fields; an empty `parent` is no parent).
 * A part that is not text stays as it is, and the body's schema refuses it.
 */
function plainFieldsOf(form: Record<string, unknown>, fileField: string): Record<string, unknown> {
  // A Map first: a field named `__proto__` is a field like any other, and the schema refuses it.
  const fields = new Map<string, unknown>()
  for (const [name, value] of Object.entries(form)) {
    if (name === fileField || value === '') continue
    fields.set(name, value)
  }
  return Object.fromEntries(fields)
}

/**
 * An endpoint whose upload carries its JSON body in a form part (the contract's `Upload.dataField`: a
 * registration with its logo is one request). The `dataField` part is parsed as JSON and validated with the
 * body's schema (field messages in the request's language, under the fields' own names, as a JSON body's
 * are); the file, checked for size only here (its bytes are for the caller's `toWebpImage` or `checkPdf`),
 * is null when the upload is `optional` and the form has none. A missing required file is reported with the
 * data's errors, in the same 400. With `plainFields`, a form without the `dataField` part gives its other
 * fields as the body, validated by the same schema.
 */
export async function readDataUpload<E extends AppEnv, S extends v.GenericSchema>(
  c: Context<E>,
  request: { body: S; upload: ContractUpload },
): Promise<{ input: v.InferOutput<S>; file: Upload | null }> {
  const { upload } = request
  const dataField = upload.dataField ?? 'data'
  const form = await readForm(c, upload.field)
  const file = await fileOf(form[upload.field], upload.maxBytes)
  const missingFile = !file && !upload.optional
  const raw = form[dataField]
  let data: unknown = raw === undefined && upload.plainFields ? plainFieldsOf(form, upload.field) : {}
  if (raw !== undefined) {
    try {
      data = JSON.parse(typeof raw === 'string' ? raw : '')
    } catch {
      throw new ApiError(400, 'validation_failed', {
        errors: { [dataField]: [fieldMessage('malformed_json', c.var.locale)] },
      })
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ApiError(400, 'validation_failed', {
      errors: { [dataField]: [fieldMessage('object', c.var.locale)] },
    })
  }
  let input: v.InferOutput<S>
  try {
    input = parseOrThrow(request.body, data, c.var.locale)
  } catch (error) {
    if (missingFile && error instanceof ApiError && error.options.errors) {
      error.options.errors[upload.field] = [fieldMessage('required', c.var.locale)]
    }
    throw error
  }
  if (missingFile) throw requiredFile(c, upload.field)
  return { input, file }
}

/** A company logo fits inside a square of this side, never enlarged (registration and the company profile). */
export const LOGO_SIZE = 512

const IMAGE_MIME = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
/** Larger images are refused before decoding: a small file can declare a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000

const notAnImage = msg`El archivo debe ser una imagen JPEG, PNG, WebP, GIF o AVIF.`

/**
 * An uploaded image, checked on its bytes and re-encoded to WebP: `square` crops to a square of `size`
 * (avatars), otherwise it fits inside `size` × `size` without enlarging.
 */
export async function toWebpImage<E extends AppEnv>(
  c: Context<E>,
  field: string,
  upload: Upload,
  options: { size: number; square: boolean },
): Promise<Uint8Array> {
  const detected = await fileTypeFromBuffer(upload.bytes)
  if (!detected || !IMAGE_MIME.has(detected.mime)) throw invalid(c, field, notAnImage)
  try {
    const output = await sharp(upload.bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(
        options.size,
        options.size,
        options.square ? { fit: 'cover' } : { fit: 'inside', withoutEnlargement: true },
      )
      .webp({ quality: 82 })
      .toBuffer()
    return new Uint8Array(output.buffer, output.byteOffset, output.byteLength)
  } catch {
    throw invalid(c, field, msg`No se ha podido leer la imagen: puede estar dañada o ser demasiado grande.`)
  }
}

/** A PDF, checked on its bytes (a renamed program or image is refused). */
export async function checkPdf<E extends AppEnv>(
  c: Context<E>,
  field: string,
  upload: Upload,
): Promise<Uint8Array> {
  const detected = await fileTypeFromBuffer(upload.bytes)
  if (detected?.mime !== 'application/pdf') {
    throw invalid(c, field, msg`El archivo debe ser un PDF.`)
  }
  return upload.bytes
}

/**
 * A file of one of the `accepted` types, checked on its bytes (a renamed program, page or script is refused,
 * and so is any text format, which has no signature to check). Answers the type and extension detected.
 */
export async function checkFileType<E extends AppEnv>(
  c: Context<E>,
  field: string,
  upload: Upload,
  accepted: readonly string[],
  message: MessageDescriptor,
): Promise<{ mime: string; ext: string }> {
  const detected = await fileTypeFromBuffer(upload.bytes)
  if (!detected || !accepted.includes(detected.mime)) throw invalid(c, field, message)
  return { mime: detected.mime, ext: detected.ext }
}

/** A new, unguessable storage key in a folder: `avatars/Xk3….webp`. */
export function newFileKey(
  folder:
    | 'avatars'
    | 'cvs'
    | 'projects'
    | 'logos'
    | 'articles'
    | 'workgroups'
    | 'workgroup-files'
    | 'conversation-files',
  extension: string,
): string {
  return `${folder}/${randomBytes(18)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x')}.${extension}`
}

/**
 * Control and format characters (`\p{Cc}`, `\p{Cf}`): besides breaking a header, the bidirectional ones
 * (U+202E RIGHT-TO-LEFT OVERRIDE and its kin) make `cv\u202Efdp.exe` read as `cvexe.pdf`. Lone surrogates
 * are not characters at all.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu

/** A file name as the person gave it, safe to show and to put in a Content-Disposition header. */
export function displayFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  // Quotes would break the header or the page that shows the name.
  const clean = [...base.replace(INVISIBLE, '').replace(/"/g, '')].slice(0, 150).join('').trim()
  return clean || fallback
}

/** Extensions a person may give that name the same type as the detected one (file-type says `jpg`). */
const SAME_TYPE: Record<string, readonly string[]> = { jpg: ['jpeg', 'jpe'], tif: ['tiff'] }

/**
 * The name every stored upload is saved and served under (CVs, group files): the person's name, cleaned
 * (`displayFileName`), always ending in the extension of the type detected from its bytes. A name that ends
 * in another extension keeps it and gets the detected one after it (`Acta.hta` is saved as `Acta.hta.pdf`):
 * the system that opens a download goes by the last extension, so a PDF named `.hta`, `.html`, `.js`, `.bat`
 * or `.lnk` opens as the PDF it is, never as a program. `fallback` is the base name for a name with nothing
 * left (`cv` gives `cv.pdf`).
 */
export function storedFileName(name: string | null | undefined, ext: string, fallback = 'file'): string {
  const clean = displayFileName(name ?? '', `${fallback}.${ext}`)
  const given = /\.([^.]+)$/.exec(clean)?.[1]?.toLowerCase()
  if (given === ext || (given && SAME_TYPE[ext]?.includes(given))) return clean
  return `${clean.slice(0, 149 - ext.length)}.${ext}`
}
