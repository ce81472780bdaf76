// The retention rules of the privacy job (docs/privacy.md, "Retention"), with the clock moved forward row by
// row: accounts never verified, inactive accounts warned then erased (a sign-in keeps them), candidates hidden
// from a company after its offer closed unless they agreed, and the legal periods of erased members' payments.
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RetentionRules } from '../../env'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo/accounts'
import { type Mailbox, startMailbox } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'
import { privacyJobDeps, sqlRows } from '../../test/privacy'
import { eraseDueAccounts } from './erasure'
import { applyRetention } from './retention'

let t: TestApp
let mailbox: Mailbox

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo-small' })
  mailbox = await startMailbox(t)
})
afterAll(async () => {
  await mailbox.close()
  await t.close()
})

const rules: RetentionRules = {
  unverifiedDays: 90,
  inactiveMonths: 36,
  inactiveWarningDays: 30,
  candidateMonths: 12,
  mandateMonths: 14,
  paymentYears: 6,
}
const deps = () => privacyJobDeps(t)
const run = (only: Partial<RetentionRules> = {}) => applyRetention(deps(), { ...rules, ...only })

const rows = <T>(query: SQL) => sqlRows<T>(t, query)
const exists = async (id: string) => (await rows(sql`select 1 from users where id = ${id}`)).length === 1

describe('retention', () => {
  it('deletes accounts never verified 90 days after registering, not before', async () => {
    const old = await t.createUser({ email: 'old.pending@retention.test', status: 'pending' })
    const young = await t.createUser({ email: 'young.pending@retention.test', status: 'pending' })
    await t.database.db.execute(
      sql`update users set created_at = now() - interval '91 days' where id = ${old.id}`,
    )
    await t.database.db.execute(
      sql`update users set created_at = now() - interval '89 days' where id = ${young.id}`,
    )
    const counts = await run()
    expect(counts.unverifiedDeleted).toBe(1)
    expect(await exists(old.id)).toBe(false)
    expect(await exists(young.id)).toBe(true)
    expect((await run({ unverifiedDays: 0 })).unverifiedDeleted).toBe(0)
  })

  it('warns an inactive account, keeps it when the person signs in, else erases it after the warning', async () => {
    const kept = await t.createUser({ email: 'kept@retention.test' })
    const gone = await t.createUser({ email: 'gone@retention.test' })
    const paying = await t.createUser({ email: 'paying@retention.test', role: 'alumniPremium' })
    await t.database.db.execute(sql`update users set last_active_at = now() - interval '37 months'
      where id in (${kept.id}, ${gone.id}, ${paying.id})`)
    await t.database.db.execute(
      sql`update users set subscription_end = current_date + 30 where id = ${paying.id}`,
    )

    expect((await run()).inactiveWarned).toBe(2)
    const warnings = (await mailbox.deliver()).filter(
      (m) => m.subject === '¿Quieres conservar tu cuenta del portal de antiguos alumnos?',
    )
    expect(warnings.map((m) => m.to && JSON.stringify(m.to)).join()).toMatch(/kept@retention.test/)
    expect(warnings.map((m) => m.to && JSON.stringify(m.to)).join()).toMatch(/gone@retention.test/)
    // Warned once, not at every run.
    expect((await run()).inactiveWarned).toBe(0)

    // One of them signs in: active again, the warning withdrawn.
    await t.login(kept.email)
    // The warning's 30 days pass.
    await t.database.db.execute(sql`update users set inactivity_warned_at = now() - interval '31 days'
      where inactivity_warned_at is not null`)
    expect((await run()).inactiveToErase).toBe(1)
    expect(await eraseDueAccounts(deps())).toEqual({ erased: 1, failed: 0 })
    expect(await exists(gone.id)).toBe(false)
    expect(await exists(kept.id)).toBe(true)
    expect(await exists(paying.id)).toBe(true)
    const [erased] = (await mailbox.deliver()).filter((m) => m.subject === 'Tu cuenta se ha borrado')
    expect(erased?.text).toContain('Como no has iniciado sesión desde nuestro aviso')
  })

  it('hides a candidate from the company a year after its offer closed, unless they let it keep them', async () => {
    const [application] = await rows<{ id: string; offer: string; email: string; offer_id: string }>(sql`
      select a.id, o.hash as offer, u.email, o.id as offer_id from job_applications a
      join job_offers o on o.id = a.offer_id join companies c on c.id = o.company_id
      join users cu on cu.id = c.user_id join users u on u.id = a.user_id
      where cu.email = ${DEMO_ACCOUNTS.company} order by a.created_at limit 1`)
    if (!application) throw new Error('no application to the demo company')
    const others = await rows<{ id: string; email: string }>(sql`
      select a.id, u.email from job_applications a join users u on u.id = a.user_id
      where a.offer_id = ${application.offer_id} and a.id <> ${application.id}`)
    const keeper = others[0]
    if (keeper)
      await t.database.db.execute(
        sql`update job_applications set keep_for_company = true where id = ${keeper.id}`,
      )
    const token = await t.login(DEMO_ACCOUNTS.company, DEMO_PASSWORD)
    const list = async () =>
      JSON.stringify(
        await (
          await t.request(`/usr/company/offers/${application.offer}/candidates?page=1&size=100`, { token })
        ).json(),
      )
    expect(await list()).toContain(application.email)

    await t.database.db.execute(sql`update job_offers set status = 'CLOSED', closed_at = now() - interval '11 months'
      where id = ${application.offer_id}`)
    expect((await run()).candidatesHidden).toBe(0)
    await t.database.db.execute(
      sql`update job_offers set closed_at = now() - interval '13 months' where id = ${application.offer_id}`,
    )
    expect((await run()).candidatesHidden).toBe(others.length + 1 - (keeper ? 1 : 0))
    expect(await list()).not.toContain(application.email)
    if (keeper) expect(await list()).toContain(keeper.email)
    // The person still has the application.
    const [still] = await rows<{ n: number }>(
      sql`select count(*)::int as n from job_applications where id = ${application.id}`,
    )
    expect(still?.n).toBe(1)
  })

  it('deletes an erased member’s mandates and charges only after their legal periods', async () => {
    // Two mandates as an erasure leaves them: ended, without the person.
    const ids = await rows<{ id: string }>(sql`
      insert into membership_mandates (reference, holder_name, bank_name, iban_encrypted, iban_masked, country, text_version, status)
      values ('RET-OLD', 'Ana', 'Banco', 'x', 'ES** **** 1234', 'ES', 'v1', 'ended'),
        ('RET-NEW', 'Ana', 'Banco', 'x', 'ES** **** 1234', 'ES', 'v1', 'ended')
      returning id`)
    const charges = await rows<{ id: string }>(
      sql`select id from membership_charges where user_id is not null limit 2`,
    )
    expect(ids.length).toBe(2)
    expect(charges.length).toBe(2)
    const [oldMandate, newMandate] = ids
    const [oldCharge, newCharge] = charges
    // As an erasure leaves them: without the person.
    await t.database.db.execute(sql`update membership_mandates set user_id = null, status = 'ended',
      ended_at = case when id = ${oldMandate?.id} then now() - interval '15 months' else now() - interval '13 months' end
      where id in (${oldMandate?.id}, ${newMandate?.id})`)
    await t.database.db.execute(sql`update membership_charges set user_id = null,
      created_at = case when id = ${oldCharge?.id} then now() - interval '6 years 1 day' else now() - interval '5 years' end
      where id in (${oldCharge?.id}, ${newCharge?.id})`)
    const counts = await run()
    expect([counts.mandatesDeleted, counts.chargesDeleted]).toEqual([1, 1])
    const left = await rows<{ id: string }>(sql`
      select id from membership_mandates where id in (${oldMandate?.id}, ${newMandate?.id})
      union all select id from membership_charges where id in (${oldCharge?.id}, ${newCharge?.id})`)
    expect(left.map((r) => r.id).sort()).toEqual([newMandate?.id, newCharge?.id].sort())
  })
})
