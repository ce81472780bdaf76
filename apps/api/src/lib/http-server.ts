import type { Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { ErrorReason } from '@egresa/api-contract/errors'
import { type ServerType, serve } from '@hono/node-server'
import { defaultLocale } from './i18n'
import { reasonMessage } from './messages'

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
}

/**
 * A request Node refuses before the app sees it (a URL or headers over 16 KB, a request that is not HTTP):
 * answered with the API's error body instead of Node's empty one. The request was not read, so its
 * language is not known: the default one (Spanish), as for any request without Accept-Language.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const [status, reason]: [number, ErrorReason] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout']
        : [400, 'validation_failed']
  const body = JSON.stringify({ code: status, reason, message: reasonMessage(reason, defaultLocale) })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
      'Content-Type: application/json; charset=UTF-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Cache-Control: no-store\r\n' +
      `Connection: close\r\n\r\n${body}`,
  )
}

/** Serves an app on `host:port` (loopback unless HOST says otherwise), with the answers above. */
export function listen(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  options: { host: string; port: number },
  onListening?: (info: { address: string; port: number }) => void,
): ServerType {
  const server = serve({ fetch, port: options.port, hostname: options.host }, onListening)
  ;(server as Server).on('clientError', answerClientError)
  return server
}
