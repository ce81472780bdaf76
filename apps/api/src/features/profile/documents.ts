import { notPeopleRoles, type Role } from '@egresa/api-contract/permissions'
import { and, eq, ne, notInArray, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/users'
import { ApiError } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import { documentTakenMessage } from '../../lib/messages'

/**
 * The Spanish identity documents one person has one of, whose number (stored normalized) no two accounts may
 * share. A passport or another document may repeat across countries: the office sees those as possible
 * duplicates only (admin users list).
 */
const uniqueDocumentTypes: readonly string[] = ['dni', 'nie', 'nif']

/** The accounts that are people (not company users nor the office), whose documents are compared. */
const notPeople: Role[] = [...notPeopleRoles]

/**
 * Refuses (400 on `document_number`, with a message that does not say whose it is) a DNI, NIE or NIF that
 * another person's account already has. `exceptUserId`: the account being edited.
 */
export async function refuseTakenDocument(
  db: Db,
  params: { type: string; number: string; exceptUserId?: string; locale: Locale },
): Promise<void> {
  if (!uniqueDocumentTypes.includes(params.type)) return
  const conditions: SQL[] = [eq(users.documentNumber, params.number), notInArray(users.role, notPeople)]
  if (params.exceptUserId) conditions.push(ne(users.id, params.exceptUserId))
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1)
  if (taken) {
    throw new ApiError(400, 'validation_failed', {
      errors: { document_number: [translate(params.locale, documentTakenMessage)] },
    })
  }
}
