import type { MiddlewareHandler } from 'hono'
import { socketAddress } from './client-address'
import type { AppEnv } from './context'
import { notFound } from './errors'

const LOOPBACK_PEER = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/
const LOOPBACK_NAME = /^(localhost|[\w-]+\.localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/i
/** Headers a proxy adds: a request relayed by one came from elsewhere, even when the proxy is local. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host']

/**
 * Whether a request comes from this machine: its socket's peer is a loopback address, the Host it names is a
 * loopback name (which also defeats DNS rebinding: a page of another site that resolves to 127.0.0.1 still
 * sends its own name), and no proxy relayed it. A request without a socket (`app.request()`) is refused too.
 */
export function isLoopbackRequest(c: Parameters<MiddlewareHandler<AppEnv>>[0]): boolean {
  const peer = socketAddress(c)
  if (!peer || !LOOPBACK_PEER.test(peer)) return false
  const host = (c.req.header('host') ?? '').replace(/:\d+$/, '')
  if (!LOOPBACK_NAME.test(host)) return false
  return FORWARDING_HEADERS.every((name) => c.req.header(name) === undefined)
}

/**
 * The development helpers (/_dev: the mailbox, the local OpenID provider) answer only requests from this
 * machine; anyone else gets the 404 a path that does not exist gets. Outside production only, and even
 * there a server listening on a network address must not hand out the mailbox's recovery links.
 */
export function loopbackOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isLoopbackRequest(c)) throw notFound()
    await next()
  }
}
