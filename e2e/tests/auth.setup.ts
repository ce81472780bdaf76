// Signs each demo role in once, through the login page, and keeps what the browser then holds (the session
// cookies `token` and `deviceId`, and the consent cookie): journeys that only need someone signed in start
// from it (fixtures.ts: storageStateOf) instead of signing in again. Runs before the journeys (the `setup`
// project in playwright.config.ts). Journeys that use a stored session must not sign it out.
import { expect, test as setup } from '@playwright/test'
import { acceptConsent, DEMO, type StoredRole, signIn, storageStateOf } from './fixtures'
import { alumniUrlOf, companyUrlOf, SHARDS } from './urls'

const roles: Exclude<StoredRole, 'company'>[] = ['free', 'premium']

// On every shard's portal: the setup runs in one worker, the journeys in all of them.
for (let shard = 0; shard < SHARDS; shard++) {
  for (const role of roles) {
    setup(`sign in as the demo ${role} alumni (portal ${shard})`, async ({ page, context }) => {
      await acceptConsent(context, alumniUrlOf(shard))
      await signIn(page, alumniUrlOf(shard), 'es', DEMO[role])
      await expect(page).toHaveURL(/\/es\/news$/)
      await context.storageState({ path: storageStateOf(role, shard) })
    })
  }

  setup(`sign in as the demo company, on the company app (portal ${shard})`, async ({ page, context }) => {
    await acceptConsent(context, companyUrlOf(shard))
    await signIn(page, companyUrlOf(shard), 'es', DEMO.company)
    await expect(page).toHaveURL(/\/es\/user\/offers$/)
    await context.storageState({ path: storageStateOf('company', shard) })
  })
}
