// Signs each demo role in once, through the login page, and keeps what the browser then holds (the session
// cookies `token` and `deviceId`, and the consent cookie): journeys that only need someone signed in start
// from it (fixtures.ts: storageStateOf) instead of signing in again. Runs before the journeys (the `setup`
// project in playwright.config.ts). Journeys that use a stored session must not sign it out.
import { expect, test as setup } from '@playwright/test'
import { acceptConsent, DEMO, type StoredRole, signIn, storageStateOf } from './fixtures'
import { ALUMNI_URL, COMPANY_URL } from './urls'

const roles: Exclude<StoredRole, 'company'>[] = ['free', 'premium']

for (const role of roles) {
  setup(`sign in as the demo ${role} alumni`, async ({ page, context }) => {
    await acceptConsent(context, ALUMNI_URL)
    await signIn(page, ALUMNI_URL, 'es', DEMO[role])
    await expect(page).toHaveURL(/\/es\/news$/)
    await context.storageState({ path: storageStateOf(role) })
  })
}

setup('sign in as the demo company, on the company app', async ({ page, context }) => {
  await acceptConsent(context, COMPANY_URL)
  await signIn(page, COMPANY_URL, 'es', DEMO.company)
  await expect(page).toHaveURL(/\/es\/user\/offers$/)
  await context.storageState({ path: storageStateOf('company') })
})
