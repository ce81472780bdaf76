import { communitySectionKeys } from '@egresa/api-contract/content'
import { notPeopleRoles } from '@egresa/api-contract/permissions'
import { and, asc, eq, notInArray } from 'drizzle-orm'
import { communityMembers } from '../../db/schema/content'
import { users } from '../../db/schema/users'
import type { DemoContext } from './context'
import { communityDemoRoles } from './text'

/**
 * The community page's curated sections (docs/content.md, "Community curation"): demo people who agree to
 * appear, the first by partner number, so the demo shows the office's choice over the YAML's examples.
 */
export async function seedDemoCommunity(ctx: DemoContext): Promise<void> {
  const wanted = communitySectionKeys.reduce((n, key) => n + communityDemoRoles[key].length, 0)
  const people = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isAppearByUser, true),
        eq(users.status, 'active'),
        notInArray(users.role, [...notPeopleRoles]),
      ),
    )
    .orderBy(asc(users.codeNumeric))
    .limit(wanted + 2)
  // The two demo accounts come first: the page's people are others (the free and Premium logins stay out).
  const chosen = people.slice(2)
  let next = 0
  const rows = communitySectionKeys.flatMap((section) =>
    communityDemoRoles[section].flatMap((entry, index) => {
      const person = chosen[next++]
      if (!person) return []
      return [
        {
          section,
          userId: person.id,
          position: index + 1,
          roleEs: entry.role.es,
          roleEn: entry.role.en,
          roleCa: entry.role.ca,
          textEs: entry.text?.es ?? null,
          textEn: entry.text?.en ?? null,
          textCa: entry.text?.ca ?? null,
        },
      ]
    }),
  )
  if (rows.length) await ctx.tx.insert(communityMembers).values(rows)
}
