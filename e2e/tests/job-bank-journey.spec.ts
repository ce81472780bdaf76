import { expect, test } from '@playwright/test'
import { escapeRegExp, uniqueEmail } from './accounts-support'
import { adminCommand } from './admin-command'
import { acceptConsent, DEMO, expectAccessible, storageStateOf } from './fixtures'
import { removeCv, uploadCv } from './jobs-support'
import { linkIn, waitForMail } from './mailbox'
import { ALUMNI_URL, COMPANY_URL } from './urls'

// The job bank end to end, across both apps, as the issue draws it: a new company registers (apps/company),
// the alumni office validates it (its command), it writes an offer and sends it to review, the office approves
// it (its command), a Premium alumni finds it in the job bank by its filters and applies with a CV uploaded
// when asked (apps/alumni), the company marks the candidate in process, the alumni sees it and has the mail,
// and the company closes the offer with its feedback. The company and the offer are this run's own; the demo
// Premium account is left with a CV or without one, as it was found.

/** A 1×1 PNG: the server judges a logo by its bytes. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** The company's own: the demo accounts' password is published, and refused as a new one. */
const companyPassword = 'Ceramicas-del-Grao-2026'

/** A CIF whose control digit is right (B, 1234567, 4). */
const CIF = 'B12345674'

/** The date `days` from today, as a date field takes it. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

test('a company registers, is validated, publishes an offer that a Premium alumni finds and applies to, moves the candidate on and closes the offer with feedback', async ({
  page: company,
  context: companyContext,
  browser,
}) => {
  test.setTimeout(240_000)
  const run = Date.now().toString(36)
  const companyName = `Cerámicas del Grao ${run}`
  const email = uniqueEmail('rrhh')
  const title = `Técnica de esmaltes ${run}`
  const candidateName = 'Javier Ruiz Navarro'
  await acceptConsent(companyContext, COMPANY_URL)
  const offerCard = () => company.getByRole('article', { name: title })

  await test.step('1. the company registers with both tabs, its logo included, and waits for validation', async () => {
    await company.goto(`${COMPANY_URL}/es/register`)
    await expect(company.getByRole('heading', { level: 1, name: 'Registrar una empresa' })).toBeVisible()
    await company.getByRole('textbox', { name: /^Nombre de la empresa/ }).fill(companyName)
    await company.getByRole('textbox', { name: /^CIF o NIF/ }).fill(CIF)
    await company.getByRole('textbox', { name: /^Persona de contacto/ }).fill('Rosa Adell Font')
    await company.getByRole('textbox', { name: /^Teléfono de contacto/ }).fill('964 123 456')
    await company
      .getByLabel(/^Logotipo/)
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO })
    await expect(company.getByText('logo.png')).toBeVisible()
    await expect(company.getByRole('img', { name: 'Vista previa del logotipo' })).toBeVisible()
    await expectAccessible(company)

    await company.getByRole('button', { name: /Continuar con los datos de usuario/ }).click()
    await expect(company.getByRole('tab', { name: /Datos de usuario/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await company.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email)
    await company.getByRole('textbox', { name: /^Repite el correo electrónico/ }).fill(email)
    await company.getByRole('textbox', { name: /^Contraseña/ }).fill(companyPassword)
    await company.getByRole('textbox', { name: /^Repite la contraseña/ }).fill(companyPassword)
    // The company reads its mail in English; the portal it uses stays in Spanish.
    await company.getByRole('combobox', { name: /^Idioma de los correos/ }).selectOption('en')
    await company.getByRole('checkbox', { name: /política de privacidad/ }).check()
    await company.getByRole('checkbox', { name: /condiciones de uso/ }).check()
    await expectAccessible(company)
    await company.getByRole('button', { name: 'Enviar la solicitud' }).click()

    await expect(
      company.getByRole('heading', { level: 1, name: 'Tu empresa está pendiente de validación' }),
    ).toBeVisible()
    await expect(company).toHaveURL(/\/es\/register\/pending/)
    await expect(company.getByText(email)).toBeVisible()
    await expectAccessible(company)
  })

  await test.step('2. the office validates it with its command; the company gets the mail in English and signs in', async () => {
    expect(await adminCommand('companies:validate', email)).toContain(`${companyName} (${email}) validated`)
    const mail = await waitForMail(
      email,
      new RegExp(`^${escapeRegExp(companyName)} can now publish job offers$`),
    )
    const signIn = linkIn(mail, /\/login$/)
    expect(signIn).toBe(`${COMPANY_URL}/en/login`)

    await company.goto(signIn)
    await expect(company.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessible(company)
    await company.getByLabel(/e-?mail/i).fill(email)
    await company.getByLabel(/password/i).fill(companyPassword)
    await company.getByRole('button', { name: /sign in|log in/i }).click()
    await expect(company).toHaveURL(`${COMPANY_URL}/en/user/offers`)
    await expect(company.getByRole('heading', { level: 1, name: 'My offers' })).toBeVisible()
    await expect(company.getByText('You have not published any offer yet.')).toBeVisible()
    await expectAccessible(company)
    await company.getByRole('link', { name: 'Español' }).click()
    await expect(company.getByRole('heading', { level: 1, name: 'Mis ofertas' })).toBeVisible()
  })

  let category = ''
  const hash =
    await test.step('3. it writes the offer and saves a draft: the page warns it is not published', async () => {
      await company.getByRole('link', { name: 'Publica la primera' }).click()
      await expect(company.getByRole('heading', { level: 1, name: 'Publicar una oferta' })).toBeVisible()
      await company.getByRole('textbox', { name: /^Título/ }).fill(title)
      await company.getByRole('textbox', { name: /^Puesto/ }).fill('Técnico de laboratorio de esmaltes')
      await company
        .getByRole('textbox', { name: /^Descripción/ })
        .fill('Desarrollo de esmaltes y colores cerámicos en nuestro laboratorio de Castellón.')
      await company.getByRole('textbox', { name: /^Localidad/ }).fill('Castellón de la Plana')
      await company.getByRole('combobox', { name: /^País/ }).selectOption('ES')
      await company.getByRole('combobox', { name: /^Tipo de contrato/ }).selectOption('FREELANCE')
      await company.getByRole('combobox', { name: /^Jornada/ }).selectOption('PART-TIME')
      await company.getByLabel(/^Fecha de incorporación/).fill(daysAhead(60))
      await company.getByRole('combobox', { name: /^Área académica/ }).selectOption({ index: 1 })
      await company.getByRole('combobox', { name: /^Especialidad/ }).selectOption({ index: 1 })
      // The first study that can be chosen (an offer may ask for several; branches and levels cannot be chosen).
      const study = company
        .getByRole('group', { name: /^Estudios/ })
        .locator('input[type="checkbox"]')
        .first()
      await study.check()
      category = (await company.locator(`label[for="${await study.getAttribute('id')}"]`).textContent()) ?? ''
      expect(category).not.toBe('')
      await expectAccessible(company)

      await company.getByRole('button', { name: 'Guardar borrador' }).click()
      await expect(company).toHaveURL(/\/es\/user\/offers\/[\w-]+\/edit$/)
      await expect(company.getByText('Esta oferta no está publicada.')).toBeVisible()
      await expect(company.getByRole('button', { name: 'Enviar a revisión', exact: true })).toBeVisible()
      await expectAccessible(company)
      return /\/user\/offers\/([\w-]+)\/edit$/.exec(company.url())?.[1] ?? ''
    })

  await test.step('3. it sends the draft to review: pending publication in its offers', async () => {
    await company.getByRole('button', { name: 'Enviar a revisión', exact: true }).click()
    await expect(company).toHaveURL(`${COMPANY_URL}/es/user/offers`)
    await expect(offerCard().getByText('Pendiente de publicación')).toBeVisible()
    await expectAccessible(company)
  })

  await test.step('4. the office finds it among the pending offers and approves it; the company sees it active', async () => {
    const pending = await adminCommand('offers:list', 'PENDING')
    expect(pending).toMatch(
      new RegExp(`^${hash}\\tPENDING\\t${escapeRegExp(companyName)}\\t${escapeRegExp(title)}\\t`, 'm'),
    )
    expect(await adminCommand('offers:approve', hash)).toContain(
      `${hash} "${title}" of ${companyName} published`,
    )
    await waitForMail(email, new RegExp(`^Your offer "${escapeRegExp(title)}" is published$`))
    await company.reload()
    await expect(offerCard().getByText('Activa')).toBeVisible()
  })

  // The Premium alumni, in a browser of their own (the stored session of auth.setup.ts).
  const alumniContext = await browser.newContext({
    storageState: storageStateOf('premium'),
    baseURL: ALUMNI_URL,
    locale: 'es-ES',
  })
  const alumni = await alumniContext.newPage()
  let hadCv = false

  await test.step('5. a Premium alumni without a CV finds the offer by its filters in the job bank', async () => {
    // The CV upload is part of the journey: start without one, whatever the demo data left.
    hadCv = await removeCv(alumni)
    await alumni.goto('/es/empleo/offers')
    await expect(alumni.getByRole('heading', { level: 1, name: 'Bolsa de empleo' })).toBeVisible()
    const results = alumni.getByRole('region', { name: 'Resultados' })
    await expect(results.getByRole('article').first()).toBeVisible()
    await alumni.getByLabel('Buscar').fill(title)
    await expect(alumni).toHaveURL(/text=/)
    await alumni.getByLabel('Tipo de contrato').selectOption('FREELANCE')
    await expect(alumni).toHaveURL(/contract=FREELANCE/)
    await alumni.getByRole('button', { name: /^Estudios/ }).click()
    await alumni.getByRole('radio', { name: category, exact: true }).check()
    await expect(alumni).toHaveURL(/category=/)
    await expect(results.getByRole('article')).toHaveCount(1)
    const card = results.getByRole('article').filter({ hasText: title })
    await expect(card.getByText(companyName)).toBeVisible()
    await expect(card.getByText('Autónomo', { exact: true })).toBeVisible()
    // The logo sent with the registration, served to the alumni (a decorative image: the name is beside it).
    await expect(card.locator('img')).toHaveJSProperty('naturalWidth', 1)
    await expectAccessible(alumni)
    await card.getByRole('link', { name: title }).click()
    await expect(alumni).toHaveURL(new RegExp(`/es/empleo/${hash}$`))
    await expect(alumni.getByRole('heading', { level: 1, name: title })).toBeVisible()
  })

  await test.step('5. the offer asks for a CV; the alumni uploads one and comes back to apply', async () => {
    const apply = alumni.getByRole('region', { name: 'Inscripción' })
    await expect(apply.getByText('Añade tu CV para inscribirte')).toBeVisible()
    await expectAccessible(alumni)
    await apply.getByRole('link', { name: 'Subir mi CV' }).click()
    await uploadCv(alumni, 'cv-javier-ruiz.pdf')
    await expect(alumni).toHaveURL(new RegExp(`/es/empleo/${hash}$`))
    await expect(alumni.getByRole('heading', { level: 1, name: title })).toBeVisible()

    await apply.getByRole('button', { name: 'Inscribirme' }).click()
    const dialog = alumni.getByRole('alertdialog', { name: '¿Inscribirte en esta oferta?' })
    await expect(dialog).toContainText(`${companyName} verá tu perfil y tu CV cv-javier-ruiz.pdf.`)
    await dialog.getByRole('button', { name: 'Inscribirme' }).click()
    await expect(apply.getByText('Te has inscrito en esta oferta')).toBeVisible()
    await expect(apply.getByText('Pendiente', { exact: true })).toBeVisible()
    await expectAccessible(alumni)
    // The company is told (it gets a mail at each new application, in its language).
    await waitForMail(email, new RegExp(`^New application to "${escapeRegExp(title)}"$`))
  })

  await test.step('6. the company opens the candidates, sees the alumni and marks them in process', async () => {
    await company.reload()
    await expect(offerCard().getByText('Activa')).toBeVisible()
    await offerCard().getByRole('link', { name: 'Candidatos (1)' }).click()
    await expect(company).toHaveURL(`${COMPANY_URL}/es/user/offers/${hash}/candidates`)
    await expect(company.getByRole('heading', { level: 1, name: 'Candidatos' })).toBeVisible()
    const candidate = company.getByRole('article', { name: candidateName })
    await expect(candidate.getByRole('link', { name: DEMO.premium })).toBeVisible()
    await expect(candidate.getByText('Nueva', { exact: true })).toBeVisible()
    await expect(candidate.getByRole('button', { name: /Descargar el CV/ })).toBeVisible()
    await expectAccessible(company)
    await candidate.getByRole('button', { name: /Marcar en proceso/ }).click()
    await expect(candidate.getByText('En proceso', { exact: true })).toBeVisible()
    await expect(company.getByText('Candidatura en proceso. Le hemos avisado por correo.')).toBeVisible()
  })

  await test.step('7. the alumni has the mail, and sees the application in process in the subscribed offers, in English too', async () => {
    const mail = await waitForMail(
      DEMO.premium,
      new RegExp(`^Tu candidatura a «${escapeRegExp(title)}» está en proceso$`),
    )
    expect(mail.text).toContain(companyName)
    expect(linkIn(mail, new RegExp(`/${hash}$`))).toMatch(new RegExp(`^${escapeRegExp(ALUMNI_URL)}/es/`))

    await alumni.getByRole('button', { name: new RegExp(escapeRegExp(DEMO.premium)) }).click()
    await alumni.getByRole('menuitem', { name: 'Ofertas inscritas' }).click()
    await expect(alumni.getByRole('heading', { level: 1, name: 'Ofertas inscritas' })).toBeVisible()
    const row = alumni.getByRole('article').filter({ hasText: title })
    await expect(row.getByText('En proceso', { exact: true })).toBeVisible()
    await expect(row.getByText('Oferta abierta')).toBeVisible()
    await expect(row.getByRole('button', { name: 'Retirar mi inscripción' })).toHaveCount(0)
    await expectAccessible(alumni)

    await alumni.getByRole('link', { name: 'English' }).click()
    await expect(alumni.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible()
    await expect(row.getByText('In process', { exact: true })).toBeVisible()
    await expect(row.getByText('Offer open')).toBeVisible()
    await expectAccessible(alumni)
  })

  await test.step('8. the company closes the offer with its feedback, naming the hired candidate', async () => {
    await company.getByRole('link', { name: 'Volver a mis ofertas' }).click()
    await offerCard()
      .getByRole('button', { name: /Cerrar/ })
      .click()
    const dialog = company.getByRole('dialog', { name: `Cerrar la oferta «${title}»` })
    await dialog
      .getByRole('group', { name: /servicio de la bolsa de empleo/ })
      .getByRole('radio', { name: '5 · Excelente' })
      .check()
    await dialog
      .getByRole('group', { name: /adecuación de los candidatos/ })
      .getByRole('radio', { name: '4 · Buena' })
      .check()
    await dialog.getByRole('radio', { name: 'Sí' }).check()
    await dialog.getByRole('combobox', { name: /^Persona contratada/ }).selectOption({ label: candidateName })
    await expectAccessible(company)
    await dialog.getByRole('button', { name: 'Cerrar la oferta' }).click()
    await expect(dialog).toBeHidden()
    await expect(company.getByText('Oferta cerrada. Gracias por tu valoración.')).toBeVisible()
    await expect(offerCard().getByText('Cerrada')).toBeVisible()
    await expect(offerCard().getByRole('button', { name: /Abrir de nuevo/ })).toBeVisible()
  })

  await test.step('the alumni sees the offer closed', async () => {
    await alumni.reload()
    const row = alumni.getByRole('article').filter({ hasText: title })
    await expect(row.getByText('Offer closed')).toBeVisible()
  })

  // Leave the shared demo account as it was found: with a CV (the one uploaded here) or without one.
  if (!hadCv) await removeCv(alumni)
  await alumniContext.close()
})
