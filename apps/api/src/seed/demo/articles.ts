import { asc, eq } from 'drizzle-orm'
import { articles, articleTags } from '../../db/schema/content'
import { tags } from '../../db/schema/reference'
import { inBatches } from '../batches'
import { type DemoContext, REF_DATE } from './context'
import { articleBody, articleTitle } from './text'

const HOUR = 3_600_000

/**
 * `count` articles in both languages (one in eight Spanish only), seven in ten news and the rest events
 * (from two years back to four months ahead, with a place, a start and an end, most with a sign-up link or
 * e-mail); one in ten is not published (a draft or waiting for review). Each has one to three ARTICLE tags.
 */
export async function seedArticles(ctx: DemoContext, count: number): Promise<void> {
  const { f, tx } = ctx
  const articleTagIds = (
    await tx.select({ id: tags.id }).from(tags).where(eq(tags.type, 'ARTICLE')).orderBy(asc(tags.id))
  ).map((t) => t.id)
  const rows = Array.from({ length: count }, (_, i) => {
    const type = f.helpers.weightedArrayElement([
      { weight: 7, value: 'NEWS' as const },
      { weight: 3, value: 'EVENT' as const },
    ])
    const title = articleTitle(f, type)
    const body = articleBody(f)
    const english = f.number.int(7) > 0
    const status = f.helpers.weightedArrayElement([
      { weight: 18, value: 'PUBLISHED' },
      { weight: 1, value: 'PENDING' },
      { weight: 1, value: 'UNPUBLISHED' },
    ])
    const published = f.date.past({ years: 2, refDate: REF_DATE })
    const startsAt =
      type === 'EVENT'
        ? new Date(
            f.date
              .between({ from: '2024-11-01T00:00:00Z', to: '2027-03-01T00:00:00Z' })
              .setUTCHours(17, 0, 0, 0),
          )
        : null
    const signUp = type === 'EVENT' ? f.helpers.arrayElement(['url', 'email', 'none'] as const) : 'none'
    const article = {
      hash: ctx.hash(),
      slug: `${f.helpers.slugify(title.es).toLowerCase()}-${i + 1}`,
      slugEn: english ? `${f.helpers.slugify(title.en).toLowerCase()}-${i + 1}` : null,
      type,
      status,
      title: title.es,
      summary: body.summary,
      text: body.text,
      titleEn: english ? title.en : null,
      summaryEn: english ? body.summaryEn : null,
      textEn: english ? body.textEn : null,
      place: title.place,
      startsAt,
      endsAt: startsAt ? new Date(startsAt.getTime() + 2 * HOUR) : null,
      subscriptionUrl: signUp === 'url' ? `https://eventos.example.org/inscripcion/${i + 1}` : null,
      subscriptionEmail: signUp === 'email' ? 'eventos@alumni.example.org' : null,
      publishedAt: status === 'PUBLISHED' ? published : null,
      createdAt: published,
      updatedAt: published,
    }
    return { article, tagIds: f.helpers.arrayElements(articleTagIds, { min: 1, max: 3 }) }
  })
  await inBatches(rows, 500, async (batch) => {
    const ids = await tx
      .insert(articles)
      .values(batch.map((r) => r.article))
      .returning({ id: articles.id })
    const links = batch.flatMap((r, i) => r.tagIds.map((tagId) => ({ articleId: ids[i]?.id ?? '', tagId })))
    await tx.insert(articleTags).values(links)
  })
}
