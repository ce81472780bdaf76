import { MANDATE_TEXT_VERSION } from '@egresa/api-contract/membership'
import { eq } from 'drizzle-orm'
import {
  membershipCharges,
  membershipCollectionRuns,
  membershipMandates,
  membershipTierChanges,
} from '../../db/schema/membership'
import { users } from '../../db/schema/users'
import { type IbanVault, maskIban } from '../../lib/iban-vault'
import { DEMO_ACCOUNTS } from './accounts'
import type { DemoContext } from './context'

/** The demo IBAN: the standard example of a Spanish account (valid check digits, nobody's account). */
const DEMO_IBAN = 'ES9121000418450200051332'

/**
 * The Premium demo account pays by direct debit (docs/membership.md): a mandate signed a year before the
 * demo's today, its first collection (FRST) and this year's renewal (RCUR), both in collection runs, so its
 * Premium lasts until the end date of seedDemoAccounts. Draws nothing from `f`: the other steps stay as
 * they were.
 */
export async function seedDemoMembership(ctx: DemoContext, vault: IbanVault): Promise<void> {
  const { tx } = ctx
  const [premium] = await tx
    .select({ id: users.id, code: users.codeNumeric, name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.premium))
  if (!premium) return
  const holder = `${premium.name} ${premium.surname}`
  const ibanEncrypted = vault.encrypt(DEMO_IBAN)
  const ibanMasked = maskIban(DEMO_IBAN)
  const [mandate] = await tx
    .insert(membershipMandates)
    .values({
      userId: premium.id,
      reference: `EGR-${premium.code}-20251101-DEMO`,
      holderName: holder,
      bankName: 'CaixaBank',
      ibanEncrypted,
      ibanMasked,
      country: 'ES',
      signedAt: new Date('2025-11-01T10:00:00Z'),
      textVersion: MANDATE_TEXT_VERSION,
      firstCollectedOn: '2025-11-15',
      createdAt: new Date('2025-11-01T10:00:00Z'),
    })
    .returning({ id: membershipMandates.id })
  if (!mandate) return
  const runs = await tx
    .insert(membershipCollectionRuns)
    .values(
      [
        { messageId: 'EGR-DEMO-RUN-2025-11', date: '2025-11-15' },
        { messageId: 'EGR-DEMO-RUN-2026-11', date: '2026-11-01' },
      ].map((r) => ({
        messageId: r.messageId,
        createdByLabel: DEMO_ACCOUNTS.admin,
        createdAt: new Date(`${r.date}T09:00:00Z`),
        collectionDate: r.date,
        chargeCount: 1,
        totalCents: 5000,
        // The demo keeps no file (a real run keeps the SHA-256 of the file it exported).
        fileSha256: '0'.repeat(64),
      })),
    )
    .returning({ id: membershipCollectionRuns.id })
  const charges = [
    {
      hash: 'demoCharge01',
      dueOn: '2025-11-15',
      sequence: 'FRST',
      coversUntil: '2026-11-01',
      run: runs[0]?.id,
    },
    {
      hash: 'demoCharge02',
      dueOn: '2026-11-01',
      sequence: 'RCUR',
      coversUntil: '2027-11-01',
      run: runs[1]?.id,
    },
  ] as const
  await tx.insert(membershipCharges).values(
    charges.map((c) => ({
      hash: c.hash,
      userId: premium.id,
      mandateId: mandate.id,
      kind: 'sepa' as const,
      amountCents: 5000,
      dueOn: c.dueOn,
      sequence: c.sequence,
      endToEndId: `EGR-DEMO-${c.dueOn.replaceAll('-', '')}`,
      status: 'exported' as const,
      runId: c.run ?? null,
      exportedAt: new Date(`${c.dueOn}T09:00:00Z`),
      coversUntil: c.coversUntil,
      createdAt: new Date(`${c.dueOn}T09:00:00Z`),
    })),
  )
  await tx.insert(membershipTierChanges).values({
    userId: premium.id,
    fromRole: 'alumniFreemium',
    toRole: 'alumniPremium',
    kind: 'upgrade',
    at: new Date('2025-11-01T10:00:00Z'),
  })
  await tx
    .update(users)
    .set({
      subscriptionType: 'sepa',
      paymentBank: 'CaixaBank',
      paymentName: holder,
      paymentIban: ibanEncrypted,
      paymentIbanMasked: ibanMasked,
    })
    .where(eq(users.id, premium.id))
}
