import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { workgroups } from '../../db/schema/content'
import type { SitePage } from '../../lib/site-pages'

// What other features may use of workgroups: the office's `pnpm admin groups:*` commands (features/admin),
// the published groups' pages for the sitemap (features/seo), and the hand-over of a person's groups before
// their erasure (features/privacy).
export { workgroupCommands } from './commands'
export { handOverGroupsOf } from './hand-over'

/** Published groups' pages (`/es/grupos/{slug}`, `/en/workgroups/{slug}`), last changed first. */
export async function publishedWorkgroupPages(db: Db, params: { limit: number }): Promise<SitePage[]> {
  const rows = await db
    .select({ slug: workgroups.slug, updatedAt: workgroups.updatedAt })
    .from(workgroups)
    .where(eq(workgroups.status, 'PUBLISHED'))
    .orderBy(desc(workgroups.updatedAt))
    .limit(params.limit)
  return rows.map((r) => ({ route: ['workgroups', r.slug], lastmod: r.updatedAt }))
}
