import { asc, eq } from 'drizzle-orm'
import { articles, articleTags } from '../../db/schema/content'
import { tags } from '../../db/schema/reference'
import { inBatches } from '../batches'
import { type DemoContext, REF_DATE } from './context'
import { articleBody, articleTitle } from './text'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * `count` articles in both languages (one in eight Spanish only), seven in ten news and the rest events
 * (with a place, a start and an end, most with a sign-up link or e-mail); one in ten is not published (a
 * draft or waiting for review). Each has one to three ARTICLE tags.
 *
 * Events are dated from the day the data is seeded, not from the demo's fixed today: every other one is in
 * the next four months and the rest in the two years before, so the agenda of a demo always has something
 * coming, whenever it is started (the draws, and so the rest of the data set, stay the same).
 */
export async function seedArticles(ctx: DemoContext, count: number): Promise<void> {
  const { f, tx } = ctx
  const articleTagIds = (
    await tx.select({ id: tags.id }).from(tags).where(eq(tags.type, 'ARTICLE')).orderBy(asc(tags.id))
  ).map((t) => t.id)
  const today = Math.floor(Date.now() / DAY) * DAY
  let events = 0
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
            today +
              (events++ % 2 === 0
                ? f.number.int({ min: 2, max: 120 })
                : -f.number.int({ min: 1, max: 730 })) *
                DAY +
              17 * HOUR,
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
  await inBatches(
    rows,
    500,
    async (batch) => {
      const ids = await tx
        .insert(articles)
        .values(batch.map((r) => r.article))
        .returning({ id: articles.id })
      const links = batch.flatMap((r, i) => r.tagIds.map((tagId) => ({ articleId: ids[i]?.id ?? '', tagId })))
      await tx.insert(articleTags).values(links)
    },
    (done) => ctx.progress('articles', done, rows.length),
  )
}
