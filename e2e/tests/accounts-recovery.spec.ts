import { expect, test } from '@playwright/test'
import { uniqueEmail, verifyByAdmin } from './accounts-support'
import { acceptConsent, expectAccessible } from './fixtures'
import { linkIn, receivedMails, waitForMail } from './mailbox'
import { ALUMNI_URL } from './urls'

const oldPassword = 'Old-password-2026'
const newPassword = 'New-password-2026'

test('a forgotten password is replaced through the mailed link, which works once (en)', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  await acceptConsent(context, ALUMNI_URL)
  const email = uniqueEmail('oliver')
  const registered = await request.post('/usr/register', {
    headers: { 'X-Api-Key': 'egresa-dev-public-key', 'Accept-Language': 'en' },
    data: {
      name: 'Oliver',
      surname: 'Reed',
      email,
      email_repeat: email,
      password: oldPassword,
      password_repeat: oldPassword,
      document_type: 'passport',
      document_number: 'ABC123456',
      is_privacy: true,
      is_conditions: true,
    },
  })
  expect(registered.status()).toBe(201)
  await verifyByAdmin(request, email)

  await test.step('ask for the link: the answer is the same for an unknown address', async () => {
    await page.goto('/en/login')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Recover your password' })).toBeVisible()
    await expectAccessible(page)
    const nobody = uniqueEmail('nobody')
    await page.getByLabel(/^E-mail/).fill(nobody)
    await page.getByRole('button', { name: 'Send the link' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible()
    const forNobody = await page.getByText(/If there is an account with the address/).textContent()

    await page.goto('/en/user/recovery')
    await page.getByLabel(/^E-mail/).fill(email)
    await page.getByRole('button', { name: 'Send the link' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible()
    const forOliver = await page.getByText(/If there is an account with the address/).textContent()
    expect(forOliver?.replace(email, 'X')).toBe(forNobody?.replace(nobody, 'X'))
    expect(receivedMails().some((m) => m.to.includes(nobody))).toBe(false)
  })

  const link = await test.step('the link arrives by mail, in the account’s language', async () => {
    const mail = await waitForMail(email, /reset your password/i)
    return linkIn(mail, /\/en\/user\/recovery$/)
  })

  await test.step('choose a new password', async () => {
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
    await page.getByLabel(/^New password/).fill(newPassword)
    await page.getByLabel(/^Repeat the new password/).fill('Something-else-2026')
    await page.getByRole('button', { name: 'Change the password' }).click()
    await expect(page.getByText('The Repeat the new password field does not match')).toBeVisible()
    await page.getByLabel(/^Repeat the new password/).fill(newPassword)
    await page.getByRole('button', { name: 'Change the password' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible()
    await expect(page.getByText('Saved successfully')).toBeVisible()
  })

  await test.step('sign in with the new password; the old one no longer works', async () => {
    await page.getByRole('link', { name: 'Sign in' }).click()
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password').fill(oldPassword)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText(/incorrect|invalid/i).first()).toBeVisible()
    await page.getByLabel('Password').fill(newPassword)
    await page.getByRole('button', { name: 'Sign in' }).click()
    // Signed in: the home page, or, once the session is read, the profile form, as Oliver's profile still
    // lacks his birthdate, gender and studies (spec section 5, the alumni app's accounts/guards.ts).
    await expect(page).toHaveURL(/\/en\/(news|user\/profile\/edit)$/)
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  })

  await test.step('the link works only once', async () => {
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible()
  })
})
