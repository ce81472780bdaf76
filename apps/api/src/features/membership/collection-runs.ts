import { createHash } from 'node:crypto'
import type { CollectionRun, CollectionRunList } from '@egresa/api-contract/membership'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { membershipCharges, membershipCollectionRuns, membershipMandates } from '../../db/schema/membership'
import { ApiError } from '../../lib/errors'
import { type Locale, translate } from '../../lib/i18n'
import { isValidCreditorId } from './sepa/creditor-id'
import { endToEndId, newMessageId } from './sepa/ids'
import { buildPain008, type SepaCreditor, type SepaDebit, SepaError, type SequenceType } from './sepa/pain008'
import { addDays, chunks, isoDay, markChargesExported } from './service'

// The office's collection run (docs/membership.md, "Collection runs and returns"): every SEPA charge due
// goes into one pain.008 file. IBANs are decrypted here and nowhere else, the file is answered and never
// kept, and the run records what went into it, so no charge is exported twice and the same file can be
// built again from the record.

/** The creditor as configured (MEMBERSHIP_CREDITOR_*): checked at every export, not at start. */
export type CreditorConfig = {
  name: string
  identifier: string | undefined
  iban: string | undefined
  bic: string | undefined
}

export type Exporter = { userId: string | null; label: string }

// One export at a time, across processes: the second one gets a 409 at once instead of waiting.
const EXPORT_LOCK = sql`select pg_try_advisory_xact_lock(hashtext('egresa.membership.collection-run')) as locked`

/** Days from today of the default collection date: SEPA Core wants the file at the bank a business day ahead. */
export const DEFAULT_COLLECTION_DAYS = 2

/**
 * The requested collection date, or the default (DEFAULT_COLLECTION_DAYS ahead); 400 on `date` when it is
 * not after today, in the request's language.
 */
export function collectionDateOf(date: string | undefined, now: Date, locale: Locale): string {
  const today = isoDay(now)
  const collectionDate = date ?? addDays(today, DEFAULT_COLLECTION_DAYS)
  if (collectionDate <= today) {
    const message = translate(locale, msg`La fecha de cobro debe ser posterior a hoy (${today}).`)
    throw new ApiError(400, 'validation_failed', { errors: { date: [message] } })
  }
  return collectionDate
}

const conflict = (message: MessageDescriptor) => new ApiError(409, 'conflict', { message })

/** The creditor of the file, or a 409 saying what the university must configure. */
function creditorOf(config: CreditorConfig): SepaCreditor {
  if (!config.identifier)
    throw conflict(
      msg`Falta el identificador de acreedor SEPA de la universidad (MEMBERSHIP_CREDITOR_ID): configúralo antes de generar una remesa.`,
    )
  if (!isValidCreditorId(config.identifier))
    throw conflict(
      msg`El identificador de acreedor SEPA configurado (${{ identifier: config.identifier }}) no es válido: sus dígitos de control no cuadran. Revisa MEMBERSHIP_CREDITOR_ID.`,
    )
  if (!config.iban)
    throw conflict(
      msg`Falta la cuenta de la universidad en la que se cobran los recibos (MEMBERSHIP_CREDITOR_IBAN): configúrala antes de generar una remesa.`,
    )
  return { name: config.name, identifier: config.identifier, iban: config.iban, bic: config.bic ?? null }
}

function fromSepaError(error: unknown): never {
  if (!(error instanceof SepaError)) throw error
  if (error.code === 'invalid_creditor_iban')
    throw conflict(
      msg`La cuenta de la universidad configurada (MEMBERSHIP_CREDITOR_IBAN) no es un IBAN SEPA válido.`,
    )
  // The builder's own words (English), as it found the problem.
  const problem = error.message
  throw conflict(msg`No se ha podido generar el fichero: ${problem}. No se ha registrado nada.`)
}

type DueRow = {
  chargeId: string
  endToEndId: string | null
  amountCents: number
  dueOn: string
  coversUntil: string
  sequence: string | null
  mandateId: string
  reference: string
  holderName: string
  ibanEncrypted: string
  signedAt: Date
  firstCollectedOn: string | null
}

const chargeColumns = {
  chargeId: membershipCharges.id,
  endToEndId: membershipCharges.endToEndId,
  amountCents: membershipCharges.amountCents,
  dueOn: membershipCharges.dueOn,
  coversUntil: membershipCharges.coversUntil,
  sequence: membershipCharges.sequence,
  mandateId: membershipMandates.id,
  reference: membershipMandates.reference,
  holderName: membershipMandates.holderName,
  ibanEncrypted: membershipMandates.ibanEncrypted,
  signedAt: membershipMandates.signedAt,
  firstCollectedOn: membershipMandates.firstCollectedOn,
}

/** The text on the member's bank statement (at most 140 characters, cut by the builder). */
function remittance(creditorName: string, row: Pick<DueRow, 'coversUntil'>): string {
  return `Cuota Premium ${creditorName} hasta ${row.coversUntil}`
}

// A key that does not open the stored IBANs (IBAN_ENCRYPTION_KEY changed, or DATA_DIR's key file lost) is a
// configuration the office must fix: said as such, with nothing recorded, rather than a 500.
function decryptOrExplain(
  decrypt: (stored: string) => string,
  row: Pick<DueRow, 'ibanEncrypted' | 'reference'>,
) {
  try {
    return decrypt(row.ibanEncrypted)
  } catch {
    const { reference } = row
    throw conflict(
      msg`No se puede descifrar el IBAN del mandato ${reference} con la clave configurada (IBAN_ENCRYPTION_KEY o el archivo de clave de DATA_DIR). No se ha registrado nada.`,
    )
  }
}

function toDebit(
  row: DueRow & { endToEndId: string; sequence: SequenceType },
  collectionDate: string,
  creditor: SepaCreditor,
  decrypt: (stored: string) => string,
): SepaDebit {
  return {
    endToEndId: row.endToEndId,
    amountCents: row.amountCents,
    sequence: row.sequence,
    collectionDate,
    mandate: { reference: row.reference, signedOn: isoDay(row.signedAt) },
    debtor: { name: row.holderName, iban: decryptOrExplain(decrypt, row), bic: null },
    remittance: remittance(creditor.name, row),
  }
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

// The order of the debits in a file: the same at the export and when the file is built again.
const byEndToEnd = (a: { endToEndId: string }, b: { endToEndId: string }) =>
  a.endToEndId < b.endToEndId ? -1 : a.endToEndId > b.endToEndId ? 1 : 0

/**
 * Exports every pending SEPA charge due on or before the collection date (on an active mandate) into one
 * pain.008 file, in one transaction: the run is recorded, its charges are marked exported with their
 * sequence type (a mandate's first collection is FRST, and only one charge of such a mandate goes into a
 * run; the next ones are RCUR) and the mandates remember their first collection. 409 when nothing is
 * due, another export is running, or the creditor is not configured; nothing is recorded then.
 */
export async function exportCollectionRun(
  db: Db,
  params: {
    /** From collectionDateOf. */
    collectionDate: string
    now: Date
    by: Exporter
    creditor: CreditorConfig
    decrypt: (stored: string) => string
    /**
     * Hands the file over inside the transaction (the command writes it to disk): when it throws, nothing
     * is recorded, so no charge is marked exported without its file.
     */
    deliver?: (file: { run: CollectionRun; xml: string }) => Promise<void>
  },
): Promise<{ run: CollectionRun; xml: string }> {
  const creditor = creditorOf(params.creditor)
  const { collectionDate } = params

  return db.transaction(async (tx) => {
    // node-postgres and PGlite both answer { rows }.
    const {
      rows: [lock],
    } = (await tx.execute(EXPORT_LOCK)) as unknown as { rows: { locked: boolean }[] }
    if (!lock?.locked)
      throw conflict(
        msg`Otra persona está generando una remesa en este momento. Espera a que termine y consulta la lista de remesas.`,
      )
    const due = (await tx
      .select(chargeColumns)
      .from(membershipCharges)
      .innerJoin(membershipMandates, eq(membershipMandates.id, membershipCharges.mandateId))
      .where(
        and(
          eq(membershipCharges.kind, 'sepa'),
          eq(membershipCharges.status, 'pending'),
          lte(membershipCharges.dueOn, collectionDate),
          eq(membershipMandates.status, 'active'),
        ),
      )
      .orderBy(asc(membershipCharges.dueOn), asc(membershipCharges.createdAt), asc(membershipCharges.id))
      .for('update', { of: membershipCharges })) as DueRow[]

    // A mandate never collected yet gets its first collection (FRST) alone: its next charges wait for the
    // next run, as RCUR.
    const firstTaken = new Set<string>()
    const taken: (DueRow & { endToEndId: string; sequence: SequenceType })[] = []
    for (const row of due) {
      const first = row.firstCollectedOn === null
      if (first && firstTaken.has(row.mandateId)) continue
      if (first) firstTaken.add(row.mandateId)
      taken.push({
        ...row,
        endToEndId: row.endToEndId ?? endToEndId(row.dueOn),
        sequence: first ? 'FRST' : 'RCUR',
      })
    }
    if (taken.length === 0)
      throw conflict(
        msg`No hay ningún cobro pendiente con fecha hasta el ${collectionDate}: no se ha generado ninguna remesa.`,
      )
    taken.sort(byEndToEnd)

    const messageId = newMessageId()
    // The file says the second it was made (CreDtTm); the run keeps the time, so the file can be rebuilt.
    const createdAt = params.now
    let file: ReturnType<typeof buildPain008>
    try {
      file = buildPain008({
        messageId,
        createdAt,
        creditor,
        debits: taken.map((row) => toDebit(row, collectionDate, creditor, params.decrypt)),
      })
    } catch (error) {
      fromSepaError(error)
    }

    const [run] = await tx
      .insert(membershipCollectionRuns)
      .values({
        messageId,
        createdBy: params.by.userId,
        createdByLabel: params.by.label,
        createdAt,
        collectionDate,
        chargeCount: file.count,
        totalCents: file.totalCents,
        fileSha256: sha256(file.xml),
      })
      .returning()
    if (!run) throw new Error('the collection run was not recorded')
    // The sequence type is decided here, from the mandate, whatever the charge said when it was made: a
    // statement for a thousand charges (one each made a run of 20,000 take 40,000 round trips).
    for (const chunk of chunks(taken)) {
      const values = sql.join(
        chunk.map((row) => sql`(${row.chargeId}::uuid, ${row.sequence}, ${row.endToEndId})`),
        sql`, `,
      )
      const { rows: updated } = (await tx.execute(sql`update ${membershipCharges}
          set sequence = v.sequence, end_to_end_id = v.end_to_end_id
        from (values ${values}) as v(id, sequence, end_to_end_id)
        where ${membershipCharges.id} = v.id and ${membershipCharges.status} = 'pending'
        returning ${membershipCharges.id}`)) as unknown as { rows: unknown[] }
      // Locked above: a charge that changed under the lock is a bug, and the whole run is undone.
      if (updated.length !== chunk.length)
        throw new Error('a charge of the run changed while it was exported')
    }
    // Exported, in the run; the mandates had their first collection; the Premium end dates move on.
    await markChargesExported(tx, {
      chargeIds: taken.map((row) => row.chargeId),
      runId: run.id,
      collectionDate,
      now: createdAt,
    })

    const exported = {
      xml: file.xml,
      run: {
        message_id: messageId,
        created_at: createdAt.toISOString(),
        created_by: params.by.label,
        collection_date: collectionDate,
        count: file.count,
        total_cents: file.totalCents,
        currency: 'EUR' as const,
        blocks: file.payments.map((p) => ({
          sequence: p.sequence,
          count: p.count,
          total_cents: p.totalCents,
        })),
        returned: 0,
        file_sha256: sha256(file.xml),
      },
    }
    await params.deliver?.(exported)
    return exported
  })
}

type RunRow = typeof membershipCollectionRuns.$inferSelect

async function blocksOf(db: Db, runIds: string[]) {
  if (runIds.length === 0) return new Map<string, { blocks: CollectionRun['blocks']; returned: number }>()
  const rows = await db
    .select({
      runId: membershipCharges.runId,
      sequence: membershipCharges.sequence,
      status: membershipCharges.status,
      count: count(),
      total: sql<string>`sum(${membershipCharges.amountCents})`,
    })
    .from(membershipCharges)
    .where(inArray(membershipCharges.runId, runIds))
    .groupBy(membershipCharges.runId, membershipCharges.sequence, membershipCharges.status)
  const byRun = new Map<string, { blocks: CollectionRun['blocks']; returned: number }>()
  for (const row of rows) {
    if (!row.runId) continue
    const entry = byRun.get(row.runId) ?? { blocks: [], returned: 0 }
    const sequence = row.sequence === 'FRST' ? 'FRST' : 'RCUR'
    const block = entry.blocks.find((b) => b.sequence === sequence)
    const cents = Number(row.total)
    if (block) {
      block.count += row.count
      block.total_cents += cents
    } else entry.blocks.push({ sequence, count: row.count, total_cents: cents })
    if (row.status === 'returned') entry.returned += row.count
    byRun.set(row.runId, entry)
  }
  for (const entry of byRun.values()) entry.blocks.sort((a, b) => a.sequence.localeCompare(b.sequence))
  return byRun
}

function toRun(
  row: RunRow,
  extra: { blocks: CollectionRun['blocks']; returned: number } | undefined,
): CollectionRun {
  return {
    message_id: row.messageId,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByLabel,
    collection_date: row.collectionDate,
    count: row.chargeCount,
    total_cents: row.totalCents,
    currency: 'EUR',
    blocks: extra?.blocks ?? [],
    returned: extra?.returned ?? 0,
    file_sha256: row.fileSha256,
  }
}

/** The runs exported, newest first. */
export async function listCollectionRuns(
  db: Db,
  params: { page: number; size: number },
): Promise<CollectionRunList> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(membershipCollectionRuns)
      .orderBy(desc(membershipCollectionRuns.createdAt), desc(membershipCollectionRuns.messageId))
      .limit(params.size)
      .offset((params.page - 1) * params.size),
    db.select({ n: count() }).from(membershipCollectionRuns),
  ])
  const extra = await blocksOf(
    db,
    rows.map((r) => r.id),
  )
  const n = total?.n ?? 0
  return { items: rows.map((r) => toRun(r, extra.get(r.id))), total: n, maxPages: Math.ceil(n / params.size) }
}

/**
 * A run's file built again from its recorded charges (same message id, second, ids, order and amounts),
 * decrypting the IBANs once more; null for an unknown run. 409 when the result differs from the file
 * exported (its SHA-256): the creditor's configuration changed since, and the bank must not get a file
 * that says something else under the same message id.
 */
export async function collectionRunFile(
  db: Db,
  params: { messageId: string; creditor: CreditorConfig; decrypt: (stored: string) => string },
): Promise<{ run: CollectionRun; xml: string } | null> {
  const [run] = await db
    .select()
    .from(membershipCollectionRuns)
    .where(eq(membershipCollectionRuns.messageId, params.messageId))
  if (!run) return null
  const creditor = creditorOf(params.creditor)
  const rows = (await db
    .select(chargeColumns)
    .from(membershipCharges)
    .innerJoin(membershipMandates, eq(membershipMandates.id, membershipCharges.mandateId))
    .where(eq(membershipCharges.runId, run.id))) as DueRow[]
  const debits = rows
    .map((row) => ({
      ...row,
      endToEndId: row.endToEndId ?? '',
      sequence: (row.sequence === 'FRST' ? 'FRST' : 'RCUR') as SequenceType,
    }))
    .sort(byEndToEnd)
    .map((row) => toDebit(row, run.collectionDate, creditor, params.decrypt))
  let xml: string
  try {
    xml = buildPain008({ messageId: run.messageId, createdAt: run.createdAt, creditor, debits }).xml
  } catch (error) {
    fromSepaError(error)
  }
  if (sha256(xml) !== run.fileSha256)
    throw conflict(
      msg`El fichero de esta remesa ya no se puede reconstruir igual: la configuración del acreedor (nombre, identificador o cuenta) ha cambiado desde que se generó.`,
    )
  const extra = await blocksOf(db, [run.id])
  return { run: toRun(run, extra.get(run.id)), xml }
}
