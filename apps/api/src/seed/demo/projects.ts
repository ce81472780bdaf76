import type { projects } from '../../db/schema/profile'
import { type DemoContext, REF_DATE } from './context'
import { projectName, projectText } from './text'

/** A person's portfolio projects: `published` ones first, then `drafts`. */
export function projectRows(
  ctx: DemoContext,
  userId: string,
  published: number,
  drafts: number,
): (typeof projects.$inferInsert)[] {
  const { f } = ctx
  const rows: (typeof projects.$inferInsert)[] = []
  for (let p = 0; p < published + drafts; p++) {
    const name = projectName(f)
    rows.push({
      hash: ctx.hash(),
      userId,
      name,
      date: f.date.past({ years: 6, refDate: REF_DATE }).toISOString().slice(0, 10),
      content: projectText(f),
      links: [`https://example.org/${f.helpers.slugify(name).toLowerCase()}`],
      isPublished: p < published,
    })
  }
  return rows
}
