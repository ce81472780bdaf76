import { articles } from '../../db/schema/content'
import { inBatches } from '../batches'
import { type DemoContext, REF_DATE } from './context'
import { articleText, articleTitle } from './text'

/** `count` published articles, seven in ten news and the rest events (dated in the next four months). */
export async function seedArticles(ctx: DemoContext, count: number): Promise<void> {
  const { f, tx } = ctx
  const articleRows = Array.from({ length: count }, (_, i) => {
    const type = f.helpers.weightedArrayElement([
      { weight: 7, value: 'NEWS' as const },
      { weight: 3, value: 'EVENT' as const },
    ])
    const title = articleTitle(f, type)
    const published = f.date.past({ years: 2, refDate: REF_DATE })
    return {
      hash: ctx.hash(),
      slug: `${f.helpers.slugify(title).toLowerCase()}-${i + 1}`,
      type,
      status: 'PUBLISHED',
      language: 'es',
      title,
      text: articleText(f),
      eventDate:
        type === 'EVENT' ? f.date.soon({ days: 120, refDate: REF_DATE }).toISOString().slice(0, 10) : null,
      publishedAt: published,
      createdAt: published,
    }
  })
  await inBatches(articleRows, 500, (batch) => tx.insert(articles).values(batch))
}
