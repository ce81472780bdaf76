import { users } from '../../db/schema/users'
import { type DemoContext, REF_DATE } from './context'
import { account, completeProfile } from './people'

export const DEMO_PASSWORD = 'Egresa-demo-2026'
/** The documented demo logins (README, docs/TEAM-BRIEF.md). */
export const DEMO_ACCOUNTS = {
  free: 'alumni.free@demo.egresa.test',
  premium: 'alumni.premium@demo.egresa.test',
  pending: 'alumni.pending@demo.egresa.test',
  company: 'empresa@demo.egresa.test',
  admin: 'admin@demo.egresa.test',
  office: 'oficina@demo.egresa.test',
} as const

const oneYearAhead = '2027-11-01'

/**
 * The six demo accounts: free and Premium alumni with complete profiles, a pending one, a company, and the
 * office's two roles (admin and office).
 */
export async function seedDemoAccounts(ctx: DemoContext): Promise<void> {
  await ctx.tx.insert(users).values([
    {
      ...account(ctx, DEMO_ACCOUNTS.free),
      ...completeProfile(ctx),
      role: 'alumniFreemium',
      status: 'active',
      verifiedAt: new Date(REF_DATE),
      name: 'Lucía',
      surname: 'Martín Pérez',
      documentType: 'dni',
      documentNumber: '12345678Z',
      isNewsletter: true,
      isReceiveJobs: true,
      isAppearByCompany: true,
      isAppearByUser: true,
    },
    {
      ...account(ctx, DEMO_ACCOUNTS.premium),
      ...completeProfile(ctx),
      role: 'alumniPremium',
      status: 'active',
      verifiedAt: new Date(REF_DATE),
      name: 'Javier',
      surname: 'Ruiz Navarro',
      // Paid by direct debit: its mandate and charges are seed/demo/membership.ts.
      subscriptionType: 'sepa',
      subscriptionEnd: oneYearAhead,
      isAppearByCompany: true,
      isAppearByUser: true,
    },
    {
      ...account(ctx, DEMO_ACCOUNTS.pending),
      role: 'alumniFreemium',
      status: 'pending',
      name: 'Marta',
      surname: 'Gil Ortega',
    },
    {
      ...account(ctx, DEMO_ACCOUNTS.company),
      role: 'company',
      status: 'active',
      verifiedAt: new Date(REF_DATE),
      name: 'Carmen',
      surname: 'Vidal Serra',
    },
    {
      ...account(ctx, DEMO_ACCOUNTS.admin),
      role: 'admin',
      status: 'active',
      verifiedAt: new Date(REF_DATE),
      name: 'Oficina',
      surname: 'Alumni',
    },
  ])
}

/**
 * The office's second role (`office`), seeded last: its draws come after every other step's, so the rest of
 * the demo set (and the journeys that name its articles and offers) stays as it was before it existed.
 */
export async function seedDemoOffice(ctx: DemoContext): Promise<void> {
  await ctx.tx.insert(users).values({
    ...account(ctx, DEMO_ACCOUNTS.office),
    role: 'office',
    status: 'active',
    verifiedAt: new Date(REF_DATE),
    name: 'Lucía',
    surname: 'Navarro Pons',
  })
}
