import { workgroups } from '../../db/schema/content'
import { inBatches } from '../batches'
import type { DemoContext } from './context'
import { groupName, groupText } from './text'

/** `count` published workgroups, public or private, each created by one of the alumni. */
export async function seedWorkgroups(ctx: DemoContext, count: number, alumniIds: string[]): Promise<void> {
  const { f, tx } = ctx
  const groups = Array.from({ length: count }, (_, i) => {
    const name = groupName(f, f.location.city())
    return {
      hash: ctx.hash(),
      slug: `${f.helpers.slugify(name).toLowerCase()}-${i + 1}`,
      name,
      type: f.helpers.arrayElement(['PUBLIC', 'PRIVATE']),
      status: 'PUBLISHED',
      content: groupText(f),
      creatorId: f.helpers.arrayElement(alumniIds),
    }
  })
  await inBatches(groups, 500, (batch) => tx.insert(workgroups).values(batch))
}
