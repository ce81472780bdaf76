import * as n from '@egresa/api-contract/newsletters'
import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { users } from '../../db/schema/users'
import type { Env } from '../../env'
import { recordAudit } from '../../lib/audit'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { notFound } from '../../lib/errors'
import { apiOrigin, appOrigins, mailLinkSecret } from '../../lib/links'
import { countAudience } from './audience'
import { type NewsletterLinks, ONE_CLICK_PATH, sendTestNewsletter, unsubscribePageUrl } from './mails'
import {
  type AuditWriter,
  cancelNewsletter,
  createNewsletter,
  deleteNewsletter,
  findCampaign,
  listNewsletters,
  sendNewsletter,
  toNewsletter,
  updateNewsletter,
} from './service'
import { languageOfToken, unsubscribeNewsletter } from './unsubscribe'

export type NewsletterRoutesDeps = { env: Env }

/**
 * The one-click address of a newsletter's List-Unsubscribe header: mail clients post to it without the API key
 * (app.ts lets it through), and a browser that opens it is sent to the alumni app's page.
 */
export const isNewsletterOneClickPath = (path: string) =>
  path.startsWith(ONE_CLICK_PATH) &&
  path.length > ONE_CLICK_PATH.length &&
  !path.slice(ONE_CLICK_PATH.length).includes('/')

/** Paths under /api a browser opens directly (no API key, not in the endpoint table): the GET of the one-click address. */
export const newsletterBrowserRoutes = [`GET ${ONE_CLICK_PATH}:token`]

/** The office's newsletters (docs/newsletters.md) and their unsubscribe links. */
export function createNewsletterRoutes(deps: NewsletterRoutesDeps) {
  const { env } = deps
  const routes = new Hono<AppEnv>()
  const audit =
    <E extends AppEnv>(c: Context<E>): AuditWriter =>
    (tx, entry) =>
      recordAudit(c, tx, entry)
  const links = <E extends AppEnv>(c: Context<E>): NewsletterLinks => ({
    secret: mailLinkSecret(env),
    alumniOrigin: appOrigins(env, c.req.url).alumni,
    apiOrigin: apiOrigin(env, c.req.url),
  })

  endpointRoute(routes, n.adminNewsletters, async (c) =>
    c.json(await listNewsletters(c.var.db, c.req.valid('query'))),
  )

  endpointRoute(routes, n.newsletterAudienceCount, async (c) =>
    c.json({ count: await countAudience(c.var.db, c.req.valid('json').audience) }),
  )

  endpointRoute(routes, n.createNewsletter, async (c) => {
    const row = await createNewsletter(c.var.db, {
      input: c.req.valid('json'),
      authorId: c.var.session.user.id,
      audit: audit(c),
    })
    return c.json(await toNewsletter(c.var.db, row), 201)
  })

  endpointRoute(routes, n.adminNewsletter, async (c) => {
    const row = await findCampaign(c.var.db, c.req.valid('param').hash)
    return c.json(await toNewsletter(c.var.db, row))
  })

  endpointRoute(routes, n.updateNewsletter, async (c) => {
    const row = await updateNewsletter(c.var.db, {
      hash: c.req.valid('param').hash,
      input: c.req.valid('json'),
      audit: audit(c),
    })
    return c.json(await toNewsletter(c.var.db, row))
  })

  endpointRoute(routes, n.deleteNewsletter, async (c) => {
    await deleteNewsletter(c.var.db, { hash: c.req.valid('param').hash, audit: audit(c) })
    return c.body(null, 204)
  })

  endpointRoute(routes, n.testNewsletter, async (c) => {
    const [account] = await c.var.db
      .select({ hash: users.hash, name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, c.var.session.user.id))
    if (!account) throw notFound()
    return c.json(
      await sendTestNewsletter(c.var.db, {
        hash: c.req.valid('param').hash,
        account,
        links: links(c),
        audit: audit(c),
      }),
    )
  })

  endpointRoute(routes, n.sendNewsletter, async (c) => {
    const at = c.req.valid('json').scheduled_at
    const row = await sendNewsletter(c.var.db, {
      hash: c.req.valid('param').hash,
      scheduledAt: at ? new Date(at) : null,
      audit: audit(c),
      locale: c.var.locale,
    })
    return c.json(await toNewsletter(c.var.db, row))
  })

  endpointRoute(routes, n.cancelNewsletter, async (c) => {
    const row = await cancelNewsletter(c.var.db, { hash: c.req.valid('param').hash, audit: audit(c) })
    return c.json(await toNewsletter(c.var.db, row))
  })

  // Without a session: the alumni app's page, and mail clients' one-click posts (RFC 8058).

  endpointRoute(routes, n.unsubscribeNewsletter, async (c) =>
    c.json(
      await unsubscribeNewsletter(c.var.db, {
        token: c.req.valid('json').token,
        secret: mailLinkSecret(env),
        locale: c.var.locale,
      }),
    ),
  )

  // The body RFC 8058 prescribes (`List-Unsubscribe=One-Click`) is not required: the POST itself is the
  // person's click in their mail client; a GET never unsubscribes (link checkers open links).
  endpointRoute(routes, n.oneClickUnsubscribeNewsletter, async (c) => {
    await unsubscribeNewsletter(c.var.db, {
      token: c.req.valid('param').token,
      secret: mailLinkSecret(env),
      locale: c.var.locale,
    })
    return c.body(null, 204)
  })

  routes.get(`${ONE_CLICK_PATH}:token`, async (c) => {
    const token = c.req.param('token')
    const language = await languageOfToken(c.var.db, mailLinkSecret(env), token)
    return c.redirect(unsubscribePageUrl(appOrigins(env, c.req.url).alumni, language, token), 303)
  })

  return routes
}
