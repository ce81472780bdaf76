import { expect, type Page } from '@playwright/test'
import { PDF } from './accounts-support'
import { expectAccessible } from './fixtures'

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
