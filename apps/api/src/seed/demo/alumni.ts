import { users, userTags } from '../../db/schema/users'
import { inBatches } from '../batches'
import type { DemoContext } from './context'
import { completeProfile, randomCountry } from './people'
import { jobTitle } from './text'

/** A demo alumnus, as the later steps need them. */
export type DemoAlumnus = { id: string; role: string; status: string; name: string; surname: string }

/** `count` alumni, nine in ten with a complete profile, with up to three profile tags. */
export async function seedAlumni(ctx: DemoContext, count: number): Promise<DemoAlumnus[]> {
  const { f, tx } = ctx
  const alumni = Array.from({ length: count }, (_, i) => {
    const name = f.person.firstName()
    // Faker's Spanish last name is already both surnames ("Abeyta Domínguez"): the first draw is the
    // person's; the second, once appended (four surnames), is still drawn so the rest of the set stays.
    const surname = f.person.lastName()
    f.person.lastName()
    const complete = f.number.int({ min: 0, max: 9 }) > 0
    return {
      hash: ctx.hash(),
      email: `${f.helpers.slugify(name).toLowerCase()}.${i + 1}@alumni.demo.egresa.test`,
      passwordHash: ctx.passwordHash,
      role: f.helpers.weightedArrayElement([
        { weight: 70, value: 'alumniFreemium' },
        { weight: 20, value: 'alumniPremium' },
        { weight: 10, value: 'alumniDesempleados' },
      ]),
      status: f.helpers.weightedArrayElement([
        { weight: 95, value: 'active' },
        { weight: 5, value: 'pending' },
      ]),
      name,
      surname,
      ...(complete ? completeProfile(ctx) : { countryCode: randomCountry(ctx) }),
      currentJob: complete ? jobTitle(ctx) : null,
      currentCompany: complete ? f.company.name() : null,
      isPrivacy: true,
      isConditions: true,
      isNewsletter: f.datatype.boolean(),
      isReceiveJobs: f.datatype.boolean(),
      isAppearByCompany: f.datatype.boolean({ probability: 0.7 }),
      isAppearByUser: f.datatype.boolean({ probability: 0.8 }),
    }
  })
  const alumniIds: string[] = []
  await inBatches(
    alumni,
    500,
    async (batch) => {
      const rows = await tx.insert(users).values(batch).returning({ id: users.id })
      alumniIds.push(...rows.map((r) => r.id))
    },
    (done) => ctx.progress('alumni', done, alumni.length),
  )
  const people = alumni.map((a, i) => ({
    id: alumniIds[i] ?? '',
    role: a.role,
    status: a.status,
    name: a.name,
    surname: a.surname,
  }))
  const links = alumniIds.flatMap((userId) =>
    f.helpers.arrayElements(ctx.userTagIds, { min: 0, max: 3 }).map((tagId) => ({ userId, tagId })),
  )
  await inBatches(
    links,
    2000,
    (batch) => tx.insert(userTags).values(batch),
    (done) => ctx.progress('profile tags', done, links.length),
  )
  return people
}
