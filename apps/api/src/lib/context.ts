import type { Role } from '@egresa/api-contract/permissions'
import type { Db } from '../db/client'
import type { AuditState } from './audit'
import type { Locale } from './i18n'
import type { Logger } from './logger'
import type { Realtime } from './realtime'

/** The signed-in account behind a request, as the session middleware found it. */
export type SessionUser = {
  id: string
  hash: string
  email: string
  role: Role
}

export type Auth = {
  user: SessionUser
  sessionId: string
  deviceId: string
}

/** Hono environment of every router: use `new Hono<AppEnv>()` and read `c.var.db`, `c.var.auth`, ... */
export type AppEnv = {
  Variables: {
    requestId: string
    logger: Logger
    locale: Locale
    db: Db
    /** null: anonymous (no token, or one that opens no session). */
    auth: Auth | null
    /** Name of the client app whose API key came with the request. */
    apiClient: string
    /** Under /usr/admin: the call's audit entry so far (lib/audit.ts); undefined elsewhere. */
    audit: AuditState | undefined
    /**
     * The process's live events hub (lib/realtime.ts): `await c.var.realtime.publish(accountId, event)` after
     * the change has committed.
     */
    realtime: Realtime
  }
}

/**
 * What a route behind requireSignedIn adds to AppEnv: `c.var.session`, the request's session, never null
 * there (lib/auth/require-permission.ts).
 */
export type SignedInEnv = {
  Variables: {
    session: Auth
  }
}
