// The demo accounts of docs/TEAM-BRIEF.md on the small demo set: profiles, experiences and projects to show,
// and the pending account still waiting for the alumni office.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo/accounts'
import { createTestApp, type TestApp } from '../../test/harness'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo-small' })
})
afterAll(() => t.close())

describe('demo accounts', () => {
  it('the free alumni has a complete profile, job experiences and projects, one of them a draft', async () => {
    const token = await t.login(DEMO_ACCOUNTS.free, DEMO_PASSWORD)
    const me = (await (await t.request('/usr/users/me', { token })).json()) as {
      is_complete: boolean
      hash: string
    }
    expect(me.is_complete).toBe(true)
    const experiences = (await (await t.request('/usr/workExperiences', { token })).json()) as {
      total: number
      items: { is_current: boolean }[]
    }
    expect(experiences.total).toBe(3)
    expect(experiences.items[0]?.is_current).toBe(true)
    const projects = (await (await t.request('/usr/projects', { token })).json()) as {
      items: { is_published: boolean }[]
    }
    expect(projects.items.map((p) => p.is_published).sort()).toEqual([false, true, true])

    // Seen by the Premium demo alumni on the public profile: the published projects only.
    const premium = await t.login(DEMO_ACCOUNTS.premium, DEMO_PASSWORD)
    const profile = (await (await t.request(`/api/users/${me.hash}`, { token: premium })).json()) as {
      projects: unknown[]
      experiences: { total: number }
    }
    expect(profile.projects).toHaveLength(2)
    expect(profile.experiences.total).toBe(3)
  })

  it('the pending alumni still waits for verification, and the office sees it waiting', async () => {
    await expect(t.login(DEMO_ACCOUNTS.pending, DEMO_PASSWORD)).rejects.toThrow(/403/)
    const admin = await t.login(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)
    const list = (await (
      await t.request('/usr/admin/users?text=alumni.pending', { token: admin })
    ).json()) as {
      items: { email: string }[]
    }
    expect(list.items.map((u) => u.email)).toEqual([DEMO_ACCOUNTS.pending])
  })
})
