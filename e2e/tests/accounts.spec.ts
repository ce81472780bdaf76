import { expect, test } from '@playwright/test'
import { escapeRegExp, openUserMenu, PDF, uniqueDni, uniqueEmail } from './accounts-support'
import { verifyByCommand } from './admin-command'
import { acceptConsent, expectAccessible } from './fixtures'
import { linkIn, waitForMail } from './mailbox'
import { ALUMNI_URL } from './urls'

const password = 'Una-clave-larga-2026'

test('a new alumni registers, is verified, completes the profile, adds a CV, an experience and a project, and signs out', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  await acceptConsent(context, ALUMNI_URL)
  const email = uniqueEmail('lucia')
  // A DNI of its own: another account's is refused.
  const dni = uniqueDni()

  await test.step('register from the login page; the client explains a wrong DNI letter', async () => {
    await page.goto('/es/login')
    await page.getByRole('link', { name: 'Crear una cuenta' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible()
    await expectAccessible(page)
    await page.getByLabel(/^Nombre/).fill('Lucía')
    await page.getByLabel(/^Apellidos/).fill('Martín Pérez')
    await page.getByLabel(/^Correo electrónico/).fill(email)
    await page.getByLabel(/^Repite el correo electrónico/).fill(email)
    await page.getByLabel(/^Contraseña/).fill(password)
    await page.getByLabel(/^Repite la contraseña/).fill(password)
    await page.getByLabel(/^Tipo de documento/).selectOption('dni')
    await page.getByLabel(/^Número de documento/).fill('12345678A')
    await page.getByLabel(/política de privacidad/).check()
    await page.getByLabel(/condiciones de uso/).check()
    await page.getByRole('button', { name: 'Crear la cuenta' }).click()
    const number = page.getByLabel(/^Número de documento/)
    await expect(number).toBeFocused()
    await expect(number).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(/la letra no corresponde a los números del DNI/)).toBeVisible()
    await expect(page.getByLabel(/^Nombre/)).toHaveValue('Lucía')
    await number.fill(dni)
    await page.getByRole('button', { name: 'Crear la cuenta' }).click()
    await expect(page).toHaveURL(/\/es\/register\/pending/)
    await expect(page.getByRole('heading', { level: 1, name: /pendiente de verificación/ })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
    // The answer is the same for an address that already had an account: the page says what happens then.
    await expect(page.getByText(/Si ya tenías una cuenta con esta dirección/)).toBeVisible()
  })

  await test.step('the same address again: the same answer, and the owner is told by mail', async () => {
    const again = await request.post('/usr/register', {
      headers: { 'X-Api-Key': 'egresa-dev-public-key', 'Accept-Language': 'es' },
      data: {
        name: 'Otra',
        surname: 'Persona',
        email,
        email_repeat: email,
        password,
        password_repeat: password,
        document_type: 'dni',
        document_number: dni,
        is_privacy: true,
        is_conditions: true,
      },
    })
    expect(again.status()).toBe(201)
    expect(await again.json()).toEqual({ email, status: 'pending' })
    const notice = await waitForMail(email, /ya tienes una cuenta/i)
    expect(linkIn(notice, /\/es\/login$/)).toMatch(/^http:\/\/localhost:\d+\/es\/login$/)
  })

  await test.step('the alumni office verifies it with pnpm admin users:verify; the confirmation mail arrives', async () => {
    await verifyByCommand(email)
    const mail = await waitForMail(email, /verificada/i)
    await page.goto(linkIn(mail, /\/es\/login$/))
  })

  await test.step('sign in: the incomplete profile keeps the members area closed until it is saved', async () => {
    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByLabel('Contraseña').fill(password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    // Sign-in leads to the news, and the site's rule sends an incomplete profile on to its form.
    await expect(page).toHaveURL(/\/es\/user\/profile\/edit$/)
    await page.goto('/es/user/profile/settings')
    await expect(page).toHaveURL(/\/es\/user\/profile\/edit$/)
    await expect(
      page.getByText('Rellena los campos obligatorios y guarda para seguir navegando.'),
    ).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Guardar los cambios' }).click()
    await expect(page.getByLabel(/^Fecha de nacimiento/)).toBeFocused()
    await expect(page.getByText('El campo Estudios es obligatorio')).toBeVisible()
  })

  await test.step('complete the profile', async () => {
    await page.getByLabel(/^Fecha de nacimiento/).fill('1990-04-12')
    await page.getByLabel(/^Género/).selectOption('female')
    const studies = page.getByLabel(/^Estudios/)
    const degree = await studies
      .locator('option:not([disabled]):not([value=""])')
      .first()
      .getAttribute('value')
    if (!degree) throw new Error('The studies list offers no degree')
    await studies.selectOption(degree)
    await page.getByLabel(/^Puesto actual/).fill('Analista de datos')
    await page.getByLabel(/^LinkedIn/).fill('https://www.linkedin.com/in/lucia-martin')
    await page.getByRole('button', { name: 'Guardar los cambios' }).click()
    await expect(page).toHaveURL(/\/es\/user\/profile$/)
    await expect(page.getByText('Guardado correctamente')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Lucía Martín Pérez' })).toBeVisible()
    await page.goto('/es/user/profile/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible()
    await expectAccessible(page)
    await page.goto('/es/user/profile')
  })

  await test.step('upload a CV: a file that is not a PDF is refused, a PDF is kept', async () => {
    await page.getByRole('button', { name: 'Subir el CV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Subir el CV' })
    await dialog.getByRole('button', { name: 'Subir' }).click()
    await expect(dialog.getByText('Elige un archivo.')).toBeVisible()
    await dialog.getByLabel(/^Archivo PDF/).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ not a pdf at all'),
    })
    await dialog.getByRole('button', { name: 'Subir' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(/debe ser un PDF/)
    await dialog
      .getByLabel(/^Archivo PDF/)
      .setInputFiles({ name: 'lucia-cv.pdf', mimeType: 'application/pdf', buffer: PDF })
    await dialog.getByRole('button', { name: 'Subir' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Tu CV: lucia-cv.pdf')).toBeVisible()
  })

  await test.step('add a job experience, the current one', async () => {
    await page.getByRole('link', { name: 'Añadir una experiencia' }).click()
    await page.getByLabel(/^Puesto/).fill('Analista de datos')
    await page.getByLabel(/^Empresa/).fill('Hospital Clínic')
    await page.getByLabel(/^Tipo de contrato/).selectOption('TEMPORAL')
    await page.getByLabel(/^Fecha de inicio/).fill('2020-03-01')
    await page.getByLabel('Es mi trabajo actual').check()
    await expect(page.getByLabel(/^Fecha de fin/)).toBeDisabled()
    await page.getByLabel(/^Lugar/).fill('Barcelona')
    await page.getByRole('button', { name: 'Guardar', exact: true }).click()
    await expect(page).toHaveURL(/\/es\/user\/profile#experiences$/)
    const experiences = page.getByRole('region', { name: 'Experiencia laboral' })
    await expect(experiences.getByRole('heading', { name: 'Analista de datos' })).toBeVisible()
    await expect(experiences.getByText(/Trabajo actual · Barcelona/)).toBeVisible()
  })

  await test.step('add a project with a link and an image, and publish it from the warning', async () => {
    await page.getByRole('link', { name: 'Añadir un proyecto' }).click()
    await page.getByLabel(/^Nombre del proyecto/).fill('Mapa de urgencias')
    await page.getByLabel(/^Descripción/).fill('Ocupación de las urgencias en tiempo real.')
    await page.getByRole('button', { name: 'Añadir un enlace' }).click()
    await page.getByLabel('Enlace 1', { exact: true }).fill('https://github.com/lucia/mapa')
    await page.getByRole('button', { name: 'Guardar y añadir imágenes' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Editar el proyecto' })).toBeVisible()
    await page.getByRole('button', { name: 'Añadir una imagen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Añadir una imagen' })
    await dialog.getByLabel(/^Imagen/).setInputFiles({
      name: 'mapa.png',
      mimeType: 'image/png',
      // 1×1 PNG
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    })
    await expect(dialog.getByRole('img', { name: 'Vista previa de la imagen elegida' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Subir' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('img', { name: 'Mapa de urgencias, imagen 1' })).toBeVisible()
    await expect(page.getByText('Proyecto sin publicar.')).toBeVisible()
    await page.getByRole('button', { name: 'Publicar «Mapa de urgencias»' }).click()
    await expect(page.getByText('Proyecto sin publicar.')).toBeHidden()
  })

  await test.step('the public profile shows the experience and the published project', async () => {
    await page.goto('/es/user/profile')
    await page.getByRole('link', { name: 'Ver mi perfil público' }).click()
    await expect(page).toHaveURL(/\/es\/comunidad\/[\w-]+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Lucía Martín Pérez' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Analista de datos' }).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Mapa de urgencias' })).toBeVisible()
    await expectAccessible(page)
  })

  await test.step('sign out', async () => {
    await openUserMenu(page, email)
    await page.getByRole('menuitem', { name: /cerrar sesión/i }).click()
    await expect(page).toHaveURL(/\/es\/login$/)
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
    await page.goto('/es/user/profile')
    await expect(page).toHaveURL(
      new RegExp(`/es/login\\?redirect=${escapeRegExp(encodeURIComponent('/es/user/profile'))}`),
    )
  })
})
