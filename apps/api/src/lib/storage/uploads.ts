import { randomBytes } from 'node:crypto'
import type { Localized } from '@egresa/api-contract/localized'
import { fileTypeFromBuffer } from 'file-type'
import type { Context } from 'hono'
import sharp from 'sharp'
import type { AppEnv } from '../context'
import { ApiError } from '../errors'
import { fieldMessage } from '../messages'

// Uploads never trust the client's word: the size is checked before reading, the type on the bytes, and
// images are decoded and re-encoded (which also drops their metadata, such as the GPS position).

export type Upload = { bytes: Uint8Array; name: string }

// Generic over the env so that a signed-in route's context (AppEnv & SignedInEnv) is accepted as well.

const invalid = <E extends AppEnv>(c: Context<E>, field: string, message: Localized) =>
  new ApiError(400, 'validation_failed', { errors: { [field]: [message[c.var.locale]] } })

function megabytes(bytes: number) {
  return Math.round((bytes / 1024 / 1024) * 10) / 10
}

/** The file of a multipart/form-data field: 400 when missing or empty, 413 when over `maxBytes`. */
export async function readUpload<E extends AppEnv>(
  c: Context<E>,
  field: string,
  options: { maxBytes: number },
): Promise<Upload> {
  const type = c.req.header('content-type') ?? ''
  if (!type.startsWith('multipart/form-data')) {
    throw invalid(c, field, {
      es: 'Envía el archivo como un formulario multipart/form-data.',
      en: 'Send the file as a multipart/form-data form.',
    })
  }
  let body: Record<string, unknown>
  try {
    body = await c.req.parseBody()
  } catch {
    throw invalid(c, field, {
      es: 'No se ha podido leer el archivo enviado.',
      en: 'The file you sent could not be read.',
    })
  }
  const file = body[field]
  if (!(file instanceof File) || file.size === 0) {
    throw new ApiError(400, 'validation_failed', {
      errors: { [field]: [fieldMessage('required', c.var.locale)] },
    })
  }
  if (file.size > options.maxBytes) {
    const max = megabytes(options.maxBytes)
    throw new ApiError(413, 'payload_too_large', {
      message: {
        es: `El archivo ocupa ${megabytes(file.size)} MB y el máximo es ${max} MB.`,
        en: `The file is ${megabytes(file.size)} MB and the largest allowed is ${max} MB.`,
      },
    })
  }
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name }
}

const IMAGE_MIME = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
/** Larger images are refused before decoding: a small file can declare a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000

const notAnImage: Localized = {
  es: 'El archivo debe ser una imagen JPEG, PNG, WebP, GIF o AVIF.',
  en: 'The file must be a JPEG, PNG, WebP, GIF or AVIF image.',
}

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
    throw invalid(c, field, {
      es: 'No se ha podido leer la imagen: puede estar dañada o ser demasiado grande.',
      en: 'The image could not be read: it may be damaged or too large.',
    })
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
    throw invalid(c, field, { es: 'El archivo debe ser un PDF.', en: 'The file must be a PDF.' })
  }
  return upload.bytes
}

/** A new, unguessable storage key in a folder: `avatars/Xk3….webp`. */
export function newFileKey(folder: 'avatars' | 'cvs' | 'projects', extension: 'webp' | 'pdf'): string {
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

/** The name a PDF is saved and served under: a display name that always ends in `.pdf`. */
export function pdfFileName(name: string | null | undefined, fallback = 'cv.pdf'): string {
  const clean = displayFileName(name ?? '', fallback)
  return /\.pdf$/i.test(clean) ? clean : `${clean.slice(0, 146)}.pdf`
}
