import { authEndpoints } from '@egresa/api-contract/auth'
import { companyEndpoints as co } from '@egresa/api-contract/companies'
import { isOfficeRole } from '@egresa/api-contract/permissions'
import { AVATAR_MAX_BYTES, CV_MAX_BYTES, userEndpoints as e } from '@egresa/api-contract/users'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { users } from '../../db/schema/users'
import { policiesToAccept } from '../../lib/consents'
import type { ContentStore } from '../../lib/content/store'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { notFound, unauthorized } from '../../lib/errors'
import { fileUrl } from '../../lib/files'
import type { IbanVault } from '../../lib/iban-vault'
import { sendStoredFile } from '../../lib/storage/serve'
import type { Storage } from '../../lib/storage/storage'
import {
  checkPdf,
  LOGO_SIZE,
  newFileKey,
  readUpload,
  storedFileName,
  toWebpImage,
} from '../../lib/storage/uploads'
import { getCompanyProfile, replaceCompanyLogo, updateCompanyProfile, updateCompanyUser } from './company'
import { listCvViews } from './cv-views'
import { getCurrentUser } from './queries'
import { replaceUserFile, updateProfile } from './service'

export type ProfileRoutesDeps = {
  storage: Storage
  vault: IbanVault
  /** The payment link (card) of MEMBERSHIP_PAYMENT_LINK, given as the current user's urlPaymentFlywire. */
  paymentLink: string | undefined
  /** Counts a change of the account's document number: 429 over the limit (accounts/rate-limit.ts). */
  countDocumentChange?: (account: string) => Promise<void>
  /** The content service's documents: the policies' versions the person is asked to accept (lib/consents.ts). */
  content: ContentStore
}

/**
 * The signed-in person's profile: /usr/users/me, the profile form, avatar and CV; a company's profile and
 * settings, and its logo (docs/accounts.md).
 */
export function createProfileRoutes(deps: ProfileRoutesDeps) {
  const { storage } = deps
  const routes = new Hono<AppEnv>()

  endpointRoute(routes, authEndpoints.me, async (c) => {
    const user = await getCurrentUser(c.var.db, {
      userId: c.var.session.user.id,
      locale: c.var.locale,
      paymentLink: deps.paymentLink,
    })
    if (!user) throw unauthorized()
    // The office's staff work under the university's own rules, not the portal's consent.
    const due = isOfficeRole(user.role)
      ? []
      : await policiesToAccept(c.var.db, c.var.session.user.id, deps.content)
    return c.json({ ...user, policies_to_accept: due })
  })

  endpointRoute(routes, e.updateProfile, async (c) => {
    const userId = c.var.session.user.id
    await updateProfile(c.var.db, {
      userId,
      input: c.req.valid('json'),
      locale: c.var.locale,
      vault: deps.vault,
      countDocumentChange: deps.countDocumentChange,
    })
    const user = await getCurrentUser(c.var.db, {
      userId,
      locale: c.var.locale,
      paymentLink: deps.paymentLink,
    })
    if (!user) throw unauthorized()
    return c.json(user)
  })

  endpointRoute(routes, e.uploadAvatar, async (c) => {
    const upload = await readUpload(c, 'image', { maxBytes: AVATAR_MAX_BYTES })
    const image = await toWebpImage(c, 'image', upload, { size: 512, square: true })
    const key = newFileKey('avatars', 'webp')
    await storage.put(key, image, 'image/webp')
    await replaceUserFile(c.var.db, {
      storage,
      logger: c.var.logger,
      userId: c.var.session.user.id,
      column: 'avatarKey',
      key,
    })
    return c.json({ avatar: fileUrl(key) })
  })

  endpointRoute(routes, e.deleteAvatar, async (c) => {
    await replaceUserFile(c.var.db, {
      storage,
      logger: c.var.logger,
      userId: c.var.session.user.id,
      column: 'avatarKey',
      key: null,
    })
    return c.body(null, 204)
  })

  endpointRoute(routes, e.uploadCv, async (c) => {
    const upload = await readUpload(c, 'file', { maxBytes: CV_MAX_BYTES })
    const pdf = await checkPdf(c, 'file', upload)
    const name = storedFileName(upload.name, 'pdf', 'cv')
    const key = newFileKey('cvs', 'pdf')
    await storage.put(key, pdf, 'application/pdf')
    await replaceUserFile(c.var.db, {
      storage,
      logger: c.var.logger,
      userId: c.var.session.user.id,
      column: 'cvKey',
      key,
      cvName: name,
    })
    return c.json({ cv: e.downloadCv.path, cv_name: name })
  })

  endpointRoute(routes, e.deleteCv, async (c) => {
    await replaceUserFile(c.var.db, {
      storage,
      logger: c.var.logger,
      userId: c.var.session.user.id,
      column: 'cvKey',
      key: null,
    })
    return c.body(null, 204)
  })

  endpointRoute(routes, e.downloadCv, async (c) => {
    const [row] = await c.var.db
      .select({ key: users.cvKey, name: users.cvName })
      .from(users)
      .where(eq(users.id, c.var.session.user.id))
    const file = row?.key ? await storage.get(row.key) : null
    if (!file || !row) throw notFound()
    // Cleaned again: a name stored before the rule was tightened is served under the same rule.
    return sendStoredFile(c, file, {
      visibility: 'private',
      downloadName: storedFileName(row.name, 'pdf', 'cv'),
    })
  })

  endpointRoute(routes, e.cvViews, async (c) =>
    c.json(await listCvViews(c.var.db, { userId: c.var.session.user.id, ...c.req.valid('query') })),
  )

  endpointRoute(routes, co.companyProfile, async (c) =>
    c.json(await getCompanyProfile(c.var.db, { userId: c.var.session.user.id })),
  )

  endpointRoute(routes, co.updateCompanyProfile, async (c) =>
    c.json(
      await updateCompanyProfile(c.var.db, { userId: c.var.session.user.id, input: c.req.valid('json') }),
    ),
  )

  endpointRoute(routes, co.updateCompanyUser, async (c) =>
    c.json(
      await updateCompanyUser(c.var.db, {
        userId: c.var.session.user.id,
        hash: c.req.valid('param').hash,
        input: c.req.valid('json'),
      }),
    ),
  )

  endpointRoute(routes, co.uploadCompanyLogo, async (c) => {
    const { field, maxBytes } = co.uploadCompanyLogo.request.upload
    const upload = await readUpload(c, field, { maxBytes })
    const image = await toWebpImage(c, field, upload, { size: LOGO_SIZE, square: false })
    const key = newFileKey('logos', 'webp')
    await storage.put(key, image, 'image/webp')
    await replaceCompanyLogo(c.var.db, { storage, logger: c.var.logger, userId: c.var.session.user.id, key })
    return c.json({ logo: fileUrl(key) })
  })

  endpointRoute(routes, co.deleteCompanyLogo, async (c) => {
    await replaceCompanyLogo(c.var.db, {
      storage,
      logger: c.var.logger,
      userId: c.var.session.user.id,
      key: null,
    })
    return c.body(null, 204)
  })

  return routes
}
