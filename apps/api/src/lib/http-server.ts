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

/** A port the server cannot take; its message is the one line a start prints. */
export class ListenError extends Error {
  override name = 'ListenError'
}

/** What to do about a port the server cannot take, in one line; null for an error it does not know. */
function listenProblem(code: string | undefined, host: string, port: number): string | null {
  switch (code) {
    case 'EADDRINUSE':
      return `PORT: ${port} on ${host} is in use by another process (another Egresa server?). Stop that process, or set PORT to a free port.`
    case 'EACCES':
      return `PORT: ${port} on ${host} needs privileges this user does not have. Set PORT to 1024 or above (with a reverse proxy in front on ${port}).`
    case 'EADDRNOTAVAIL':
      return `HOST: ${host} is not an address of this machine. Set HOST to one of its addresses (127.0.0.1, or 0.0.0.0 for all).`
    default:
      return null
  }
}

/**
 * Serves an app on `host:port` (loopback unless HOST says otherwise), with the answers above; resolves once
 * it listens. A port it cannot take (in use, privileged, an address of another machine) rejects with a
 * ListenError.
 */
export async function listen(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  options: { host: string; port: number },
): Promise<ServerType> {
  const server = serve({ fetch, port: options.port, hostname: options.host })
  ;(server as Server).on('clientError', answerClientError)
  await new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      const problem = listenProblem(error.code, options.host, options.port)
      reject(problem ? new ListenError(problem) : error)
    }
    server.once('error', failed)
    server.once('listening', () => {
      server.off('error', failed)
      resolve()
    })
  })
  return server
}
