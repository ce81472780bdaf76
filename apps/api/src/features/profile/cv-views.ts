import type { CvViewList } from '@egresa/api-contract/users'
import { count, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { cvViews, jobOffers } from '../../db/schema/jobs'
import { companies } from '../../db/schema/users'

// Who saw a person's CV (docs/privacy.md): each time a company opened it, recorded by the routes that serve
// it to companies (features/jobs, features/directory) and listed to the person. The office's reads of a CV
// are in the audit log, as every /usr/admin call is.

/** Records that a company opened a person's CV, through an offer the person applied to or its directory. */
export async function recordCvView(
  db: Db,
  view: {
    personId: string
    company: { id: string; name: string }
    offer: { id: string; title: string } | null
  },
) {
  await db.insert(cvViews).values({
    userId: view.personId,
    companyId: view.company.id,
    companyName: view.company.name,
    offerId: view.offer?.id ?? null,
    offerTitle: view.offer?.title ?? null,
  })
}

/** `GET /usr/users/cv/views`: the person's CV views, newest first. */
export async function listCvViews(
  db: Db,
  params: { userId: string; page: number; size: number },
): Promise<CvViewList> {
  const mine = eq(cvViews.userId, params.userId)
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: cvViews.id,
        at: cvViews.viewedAt,
        companyName: cvViews.companyName,
        companyHash: companies.hash,
        offerTitle: cvViews.offerTitle,
        offerHash: jobOffers.hash,
      })
      .from(cvViews)
      .leftJoin(companies, eq(companies.id, cvViews.companyId))
      .leftJoin(jobOffers, eq(jobOffers.id, cvViews.offerId))
      .where(mine)
      .orderBy(desc(cvViews.viewedAt), desc(cvViews.id))
      .limit(params.size)
      .offset((params.page - 1) * params.size),
    db.select({ n: count() }).from(cvViews).where(mine),
  ])
  const total = counted?.n ?? 0
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      company: { hash: r.companyHash, name: r.companyName },
      offer: r.offerTitle === null ? null : { hash: r.offerHash, title: r.offerTitle },
    })),
    total,
    maxPages: Math.ceil(total / params.size),
  }
}
