// Test helpers of the office's collection runs and returns: the university configured as a SEPA creditor, and
// members who upgraded by direct debit through the API. Only imported by *.test.ts files.
import type { TestApp } from './harness'
import { type Actor, createPerson } from './jobs'

/** The creditor of the tests: the configuration the office's export needs. */
export const CREDITOR_ENV = {
  MEMBERSHIP_CREDITOR_NAME: 'Associació d’Antics Alumnes de la Universitat',
  MEMBERSHIP_CREDITOR_ID: 'ES37000G12345674',
  MEMBERSHIP_CREDITOR_IBAN: 'ES79 2100 0813 6101 2345 6789',
}

/** A day as YYYY-MM-DD, `days` after today (UTC). */
export function daysAhead(days: number): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

async function json<T>(t: TestApp, method: string, path: string, token: string, body?: unknown) {
  const res = await t.request(path, { method, token, ...(body === undefined ? {} : { json: body }) })
  return { status: res.status, body: (await res.json()) as T }
}

/** A free member who upgrades by direct debit through the API: a mandate and a first charge (FRST). */
export async function upgradedMember(
  t: TestApp,
  person: { name: string; surname: string; iban?: string; holder?: string },
): Promise<Actor & { mandate: string }> {
  const actor = await createPerson(t, { role: 'alumniFreemium', name: person.name, surname: person.surname })
  const membership = await json<{ mandate_text_version: string }>(t, 'GET', '/usr/membership', actor.token)
  const upgraded = await json<{ mandate: { reference: string } }>(
    t,
    'POST',
    '/usr/membership/upgrade',
    actor.token,
    {
      holder: person.holder ?? `${person.name} ${person.surname}`,
      bank: 'Banco de pruebas',
      iban: person.iban ?? 'ES91 2100 0418 4502 0005 1332',
      acceptMandate: true,
      mandateVersion: membership.body.mandate_text_version,
    },
  )
  if (upgraded.status !== 201)
    throw new Error(`upgrade failed: ${upgraded.status} ${JSON.stringify(upgraded.body)}`)
  return { ...actor, mandate: upgraded.body.mandate.reference }
}
