// Security, round two: the e-mail change told which addresses have accounts and mailed anyone without limit
// (2); the password the README and the docs publish for the demo accounts was accepted as a new one (13).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema/users'
import { createTestApp, type TestApp } from '../test/harness'

describe('round two, 13. the passwords published in the repository are refused as new ones', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const registration = (email: string, password: string) => ({
    name: 'Pau',
    surname: 'Vidal',
    email,
    email_repeat: email,
    password,
    password_repeat: password,
    document_type: 'passport',
    document_number: 'ABC123456',
    is_privacy: true,
    is_conditions: true,
  })

  it('at registration, in Spanish and English, whatever the case', async () => {
    // The demo accounts' (README, docs) and the test suite's (src/test/database.ts).
    for (const password of ['Egresa-demo-2026', 'egresa-DEMO-2026', 'Egresa-test-2026']) {
      const es = await t.request('/usr/register', { json: registration('published@alumni.test', password) })
      expect(es.status, password).toBe(400)
      expect(await es.json(), password).toMatchObject({
        errors: { password: [expect.stringContaining('Esta contraseña está publicada')] },
      })
    }
    const en = await t.request('/usr/register', {
      json: registration('published@alumni.test', 'Egresa-demo-2026'),
      locale: 'en',
    })
    expect(en.status).toBe(400)
    expect(await en.json()).toMatchObject({
      errors: { password: [expect.stringContaining('This password is published')] },
    })
    expect(await t.database.db.select().from(users).where(eq(users.email, 'published@alumni.test'))).toEqual(
      [],
    )
  })

  it('as a changed password; an account that has it still signs in', async () => {
    await t.createUser({ email: 'keeps.demo@alumni.test', password: 'Egresa-demo-2026' })
    const token = await t.login('keeps.demo@alumni.test', 'Egresa-demo-2026')
    const change = await t.request('/usr/users/password', {
      method: 'PATCH',
      json: {
        password_old: 'Egresa-demo-2026',
        password: 'Egresa-demo-2026',
        password_repeat: 'Egresa-demo-2026',
      },
      token,
      locale: 'en',
    })
    expect(change.status).toBe(400)
    expect(await change.json()).toMatchObject({
      errors: { password: [expect.stringContaining('This password is published')] },
    })
  })
})
