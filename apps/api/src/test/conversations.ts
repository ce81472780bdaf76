// Test support of private messages: people who appear to others, a candidate of a company's offer, and the
// calls of a conversation. Only imported by *.test.ts files.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { jobApplications, jobOffers } from '../db/schema/jobs'
import { users } from '../db/schema/users'
import type { TestApp } from './harness'
import { type Actor, createPerson } from './jobs'

/** A signed-in person who appears to other members (unless `hidden`). */
export async function memberOf(
  t: TestApp,
  options: Parameters<typeof createPerson>[1] & { hidden?: boolean } = {},
): Promise<Actor> {
  const person = await createPerson(t, options)
  await t.database.db.update(users).set({ isAppearByUser: !options.hidden }).where(eq(users.id, person.id))
  return person
}

/** The person applies to the offer (directly in the database). */
export async function applyTo(t: TestApp, offerHash: string, person: Actor) {
  const [offer] = await t.database.db
    .select({ id: jobOffers.id })
    .from(jobOffers)
    .where(eq(jobOffers.hash, offerHash))
  if (!offer) throw new Error('no offer')
  await t.database.db
    .insert(jobApplications)
    .values({ hash: randomBytes(9).toString('base64url'), offerId: offer.id, userId: person.id })
}

/** Opens (or gets) the conversation with a person and writes a message in it; throws unless both work. */
export async function writeTo(
  t: TestApp,
  from: Actor,
  to: Actor,
  body: string,
  offer?: string,
): Promise<{ conversation: string; message: string }> {
  const open = await t.request('/usr/conversations', {
    json: { person: to.hash, ...(offer ? { offer } : {}) },
    token: from.token,
  })
  if (open.status !== 200) throw new Error(`open failed: ${open.status} ${await open.text()}`)
  const { hash } = (await open.json()) as { hash: string }
  const sent = await t.request(`/usr/conversations/${hash}/messages`, {
    json: { body, ...(offer ? { offer } : {}) },
    token: from.token,
  })
  if (sent.status !== 201) throw new Error(`send failed: ${sent.status} ${await sent.text()}`)
  return { conversation: hash, message: ((await sent.json()) as { hash: string }).hash }
}
