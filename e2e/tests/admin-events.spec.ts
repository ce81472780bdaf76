import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { type APIRequestContext, chromium, expect, type Page, test } from '@playwright/test'
import { apiSession, signInOffice } from './admin-support'
import { acceptConsent, DEMO, expectAccessible, PASSWORD } from './fixtures'
import { waitForMail } from './mailbox'
import { ADMIN_URL, ALUMNI_URL } from './urls'

// The office and the demo's event with sign-ups in the portal («Encuentro anual de antiguos alumnos», seeded with
// some twenty people): its attendees (filter, CSV, a message to them, closing and reopening the sign-ups), and
// the door: a check-in by name, and one by scanning a real ticket with a camera that films its QR code (a Y4M
// file Chromium plays as the camera). axe on each page, the door's at a phone's width.

test.use({ baseURL: ADMIN_URL })

type Registration = {
  id: string
  state: string
  checked_in_at: string | null
  user: { name: string; surname: string; email: string }
}

const EVENT_TITLE = 'Encuentro anual de antiguos alumnos'

/** The seeded event's hash and the people with a place not yet in, as the office's API lists them. */
async function seededEvent(request: APIRequestContext) {
  const headers = await apiSession(request, DEMO.office)
  const list = await request.get(`${ALUMNI_URL}/usr/admin/articles`, {
    headers,
    params: { text: EVENT_TITLE, type: 'EVENT' },
  })
  expect(list.status(), await list.text()).toBe(200)
  const event = ((await list.json()) as { items: { hash: string; title: string }[] }).items.find(
    (a) => a.title === EVENT_TITLE,
  )
  expect(event, 'the demo set has its event with sign-ups').toBeTruthy()
  const hash = event?.hash ?? ''
  const regs = await request.get(`${ALUMNI_URL}/usr/admin/events/${hash}/registrations`, {
    headers,
    params: { state: 'confirmed', size: '200' },
  })
  const items = ((await regs.json()) as { items: Registration[] }).items
  return { hash, waiting: items.filter((r) => !r.checked_in_at) }
}

/** A Y4M video (what Chromium's fake camera plays) of a QR code holding `text`, black on white, 640×480. */
function qrVideo(text: string, file: string) {
  // The QR code's modules from the `qrcode` package the API makes tickets with.
  const require = createRequire(join(import.meta.dirname, '../../apps/api/package.json'))
  const qrcode = require('qrcode') as {
    create: (text: string, o: object) => { modules: { size: number; get: (r: number, c: number) => number } }
  }
  const { modules } = qrcode.create(text, { errorCorrectionLevel: 'M' })
  const [w, h] = [640, 480]
  const scale = Math.floor(400 / (modules.size + 8))
  const side = modules.size * scale
  const [left, top] = [Math.floor((w - side) / 2), Math.floor((h - side) / 2)]
  const y = Buffer.alloc(w * h, 235)
  for (let r = 0; r < side; r++)
    for (let c = 0; c < side; c++)
      if (modules.get(Math.floor(r / scale), Math.floor(c / scale))) y[(top + r) * w + left + c] = 16
  const chroma = Buffer.alloc((w / 2) * (h / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${w} H${h} F10:1 Ip A1:1 C420jpeg\n`)
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]))
}

async function openAttendees(page: Page) {
  await page.goto(`/es/articles?type=EVENT&text=${encodeURIComponent(EVENT_TITLE)}`)
  await page.getByRole('link', { name: `Inscritos en «${EVENT_TITLE}»` }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inscritos' })).toBeVisible()
}

test('the office reads an event’s attendees, filters them, downloads the CSV, writes to them, closes and reopens', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { waiting } = await seededEvent(request)
  const someone = waiting[0] as Registration
  await signInOffice(page)
  await openAttendees(page)
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible()
  await expectAccessible(page)

  await page.getByLabel('Buscar').fill(someone.user.surname)
  await expect(page).toHaveURL(/text=/)
  await expect(
    page.getByRole('heading', { level: 3, name: `${someone.user.name} ${someone.user.surname}` }),
  ).toBeVisible()
  await page.getByLabel('Estado').selectOption('waiting')
  await expect(page.getByText('Ningún resultado coincide', { exact: false })).toBeVisible()
  await page.goto(page.url().replace(/\?.*$/, ''))

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Descargar CSV' }).click()
  const csv = readFileSync((await (await download).path()) as string, 'utf8')
  expect(csv).toContain(someone.user.email)

  const subject = `Indicaciones para el encuentro ${Date.now().toString(36)}`
  const since = Date.now()
  await page.getByRole('button', { name: 'Escribir a los inscritos' }).click()
  const dialog = page.getByRole('dialog', { name: 'Escribir a los inscritos' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByLabel(/^Asunto/).fill(subject)
  await dialog.getByLabel(/^Texto/).fill('Entrad por la puerta norte.')
  await dialog.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByText(/Mensaje en cola para \d+ personas\./)).toBeVisible()
  const mail = await waitForMail(someone.user.email, new RegExp(subject), { since })
  expect(mail.text).toContain('Entrad por la puerta norte.')

  await page.getByRole('button', { name: 'Cerrar las inscripciones' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar las inscripciones' }).click()
  await expect(page.getByText('Las inscripciones están cerradas por la oficina.')).toBeVisible()
  await page.getByRole('button', { name: 'Reabrir las inscripciones' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reabrir' }).click()
  await expect(page.getByText('Las inscripciones están cerradas por la oficina.')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Cerrar las inscripciones' })).toBeVisible()

  // The editor's section, reached from the attendees page.
  await page.getByRole('link', { name: 'Editar el evento' }).click()
  const signups = page.getByRole('group', { name: 'Inscripciones en el portal' })
  await expect(signups.getByLabel('Plazas')).toHaveValue('120')
  await expect(signups.getByRole('group', { name: 'Pregunta 1' })).toBeVisible()
  await expectAccessible(page)
  await signups.getByRole('link', { name: 'Ver los inscritos' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inscritos' })).toBeVisible()
})

test('the door checks a person in by name, on a phone', async ({ page, request }) => {
  test.setTimeout(90_000)
  const { hash, waiting } = await seededEvent(request)
  const person = waiting[1] as Registration
  const name = `${person.user.name} ${person.user.surname}`
  await page.setViewportSize({ width: 390, height: 844 })
  await signInOffice(page)
  await page.goto(`/es/events/${hash}/check-in`)
  await expect(page.getByRole('heading', { level: 1, name: 'Control de acceso' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Nombre, apellidos o correo').fill(person.user.surname)
  await page.getByRole('button', { name: `Registrar la entrada de ${name}` }).click()
  await expect(page.getByRole('status').filter({ hasText: `${name} ha entrado.` })).toBeVisible()
  await expectAccessible(page)
  // The page fits a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('the door scans a real ticket with the camera, then the same ticket again', async ({ request }) => {
  test.setTimeout(120_000)
  const { hash, waiting } = await seededEvent(request)
  const person = waiting[2] as Registration
  const headers = await apiSession(request, person.user.email, PASSWORD)
  const ticket = await request.get(`${ALUMNI_URL}/usr/events/${hash}/ticket`, { headers })
  expect(ticket.status(), await ticket.text()).toBe(200)
  const { token } = (await ticket.json()) as { token: string }
  const video = test.info().outputPath('ticket.y4m')
  qrVideo(token, video)

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
  try {
    const context = await browser.newContext({ baseURL: ADMIN_URL, locale: 'es-ES' })
    await acceptConsent(context, ADMIN_URL)
    const page = await context.newPage()
    await signInOffice(page)
    await page.goto(`/es/events/${hash}/check-in`)
    await page.getByRole('button', { name: 'Escanear con la cámara' }).click()
    const name = `${person.user.name} ${person.user.surname}`
    await expect(page.getByRole('status').filter({ hasText: 'Entrada registrada' })).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByRole('status').filter({ hasText: name })).toBeVisible()
    await expectAccessible(page)

    // The code stays in view: read once. Started again, the camera reads it anew: already used.
    await page.getByRole('button', { name: 'Detener la cámara' }).click()
    await page.getByRole('button', { name: 'Escanear con la cámara' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: /Esta entrada ya se usó: se registró el/ }),
    ).toBeVisible({ timeout: 20_000 })
  } finally {
    await browser.close()
  }
})
