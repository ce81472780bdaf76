import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** The socket's peer, or null for a request that came through no socket (`app.request()` in tests). */
export function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null
  } catch {
    return null
  }
}

/**
 * The caller's address. Without trusted proxies (`TRUST_PROXY=0`) it is the socket's peer. Behind `trusted`
 * proxies, each of which appends the address it saw to X-Forwarded-For, it is the address the outermost
 * trusted proxy saw: counted from the right, past the hops those proxies wrote. Whatever the client wrote
 * itself stands further left and is never read (a client can put anything there).
 */
export function clientAddress(c: Context, trusted: number): string {
  const peer = socketAddress(c) ?? 'unknown'
  if (trusted <= 0) return peer
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  // The peer, then the hops from the nearest proxy outwards: the trusted-th of them is the client.
  const chain = [peer, ...forwarded.reverse()]
  return chain[Math.min(trusted, chain.length - 1)] ?? peer
}
