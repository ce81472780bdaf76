import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { API_KEY, PDF } from './accounts-support'
import { adminCommand } from './admin-command'
import { DEMO, expectAccessible, PASSWORD } from './fixtures'

// What the job-bank journeys of an alumni share: the CV they need to apply, through the profile page.

/**
 * Removes the person's CV through the profile page, if they have one (the upload is part of a journey);
 * says whether there was one.
 */
export async function removeCv(page: Page): Promise<boolean> {
  await page.goto('/es/user/profile/edit')
  await expect(page.getByRole('heading', { level: 2, name: 'Currículum' })).toBeVisible()
  const remove = page.getByRole('button', { name: 'Eliminar el CV' })
  if (!(await remove.isVisible())) return false
  await remove.click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar definitivamente' }).click()
  await expect(page.getByText('Aún no has subido tu CV.')).toBeVisible()
  return true
}

/**
 * On the CV upload the offer's "Add your CV to apply" leads to (it and its dialog pass axe): chooses
 * `fileName` and sends it.
 */
export async function uploadCv(page: Page, fileName: string) {
  await expect(page.getByText('Sube tu CV y volverás a la oferta para inscribirte.')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Subir el CV' }).click()
  const dialog = page.getByRole('dialog', { name: 'Subir el CV' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog
    .getByLabel(/^Archivo PDF/)
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF })
  await dialog.getByRole('button', { name: 'Subir' }).click()
}

/** What a company writes in an offer (Spanish, and optionally English). */
export type OfferText = {
  title: string
  description: string
  workstation: string
  title_en?: string
  description_en?: string
  workstation_en?: string
}

/**
 * The demo company through the API its app calls, for journeys where a published offer is only a
 * precondition (company-offers.spec.ts and job-bank-journey.spec.ts go through the form): it signs in with a
 * session of its own, writes offers, sends them to review, and the alumni office approves them with its
 * command. `remove` closes an offer (with the feedback a close needs) and deletes it; `signOut` ends the session.
 */
export async function demoCompany(request: APIRequestContext) {
  const headers = { 'X-Api-Key': API_KEY, 'Accept-Language': 'es' }
  const deviceId = `e2e-company-${Date.now().toString(36)}`
  const login = await request.post('/usr/login', {
    headers,
    data: { email: DEMO.company, password: PASSWORD, deviceId, deviceType: 2, push: null },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const auth = { ...headers, 'X-Token': token, 'X-Device-Id': deviceId, 'X-Device-Type': '2' }

  return {
    /** Writes the offer, sends it to review and has the office approve it; its hash. */
    async publish(text: OfferText): Promise<string> {
      const created = await request.post('/usr/company/offers', {
        headers: auth,
        data: {
          ...text,
          location: 'Castellón de la Plana',
          country_code: 'ES',
          contract: 'INDEFINITE',
          working_hours: 'FULL-TIME',
        },
      })
      expect(created.status(), await created.text()).toBe(201)
      const { hash } = (await created.json()) as { hash: string }
      const sent = await request.post(`/usr/company/offers/${hash}/publish`, { headers: auth })
      expect(sent.status(), await sent.text()).toBe(200)
      expect(await adminCommand('offers:approve', hash)).toContain(hash)
      return hash
    },
    async remove(hash: string): Promise<void> {
      const closed = await request.post(`/usr/company/offers/${hash}/close`, {
        headers: auth,
        data: { service_rating: 5, candidates_rating: 5, hired: false },
      })
      expect(closed.status(), await closed.text()).toBe(200)
      const deleted = await request.delete(`/usr/company/offers/${hash}`, { headers: auth })
      expect(deleted.status(), await deleted.text()).toBe(204)
    },
    async signOut(): Promise<void> {
      await request.get('/usr/users/logout', { headers: auth })
    },
  }
}
