import { Hono } from 'hono'
import { requirePermission } from '../../lib/auth/require-permission'
import type { AppEnv } from '../../lib/context'
import { unauthorized } from '../../lib/errors'
import { getCurrentUser } from './queries'

/** /usr/users/... (the signed-in account). */
export const usersRoutes = new Hono<AppEnv>().get(
  '/usr/users/me',
  requirePermission('profile.read'),
  async (c) => {
    const user = await getCurrentUser(c.var.db, { userId: c.var.auth!.user.id, locale: c.var.locale })
    if (!user) throw unauthorized()
    return c.json(user)
  },
)
