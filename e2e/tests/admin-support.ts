import { request as httpRequest } from 'node:http'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { API_KEY, uniqueDni } from './accounts-support'
import { acceptConsent, DEMO, PASSWORD } from './fixtures'
import { ADMIN_URL, ALUMNI_URL, PORT } from './urls'

const headers = { 'X-Api-Key': API_KEY, 'Accept-Language': 'es' }

/** Signs the office (or an administrator) in on the office app's own sign-in page; it lands on the home. */
export async function signInOffice(page: Page, who: 'office' | 'admin' = 'office') {
  await acceptConsent(page.context(), ADMIN_URL)
  await page.goto(`${ADMIN_URL}/es/login`)
  await page.getByLabel(/correo electrónico/i).fill(DEMO[who])
  await page.getByLabel(/contraseña/i).fill(PASSWORD)
  await page.getByRole('button', { name: /^iniciar sesión$/i }).click()
  await expect(page).toHaveURL(`${ADMIN_URL}/es`)
}

/**
 * A registration POSTed from a loopback address of its own (127.x.y.z, all this machine's). The portal allows
 * 10 registrations an address in 15 minutes (features/accounts/rate-limit.ts): the office's journeys need
 * many people and companies arriving, as they would from their own homes, and must not use up the budget of
 * the journeys that register through the browser at 127.0.0.1.
 */
function postFromOwnAddress(
  path: string,
  body: { headers: Record<string, string>; json?: unknown; multipart?: Record<string, string> },
): Promise<{ status: number; text: string }> {
  const octet = () => 1 + Math.floor(Math.random() * 254)
  const localAddress = `127.${octet()}.${octet()}.${octet()}`
  const boundary = `egresa-e2e-${Date.now().toString(36)}`
  const payload = body.multipart
    ? `${Object.entries(body.multipart)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('')}--${boundary}--\r\n`
    : JSON.stringify(body.json)
  const type = body.multipart ? `multipart/form-data; boundary=${boundary}` : 'application/json'
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: 'POST',
        localAddress,
        headers: {
          ...body.headers,
          Host: new URL(ALUMNI_URL).host,
          'Content-Type': type,
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

/** A person registers as the alumni app's form does (through the API), so the account waits in the queue. */
export async function registerPerson(person: {
  name: string
  surname: string
  email: string
  language?: 'es' | 'en'
}) {
  const password = 'Office-queues-2026'
  const registered = await postFromOwnAddress('/usr/register', {
    headers: { ...headers, 'Accept-Language': person.language ?? 'es' },
    json: {
      name: person.name,
      surname: person.surname,
      email: person.email,
      email_repeat: person.email,
      password,
      password_repeat: password,
      document_type: 'dni',
      document_number: uniqueDni(),
      is_privacy: true,
      is_conditions: true,
    },
  })
  expect(registered.status, registered.text).toBe(201)
}

/** The demo company writes an offer and sends it to the office's review; its hash. */
export async function offerToReview(request: APIRequestContext, title: string): Promise<string> {
  const deviceId = `e2e-office-${Date.now().toString(36)}`
  const login = await request.post(`${ALUMNI_URL}/usr/login`, {
    headers,
    data: { email: DEMO.company, password: PASSWORD, deviceId, deviceType: 2, push: null },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const auth = { ...headers, 'X-Token': token, 'X-Device-Id': deviceId, 'X-Device-Type': '2' }
  const created = await request.post(`${ALUMNI_URL}/usr/company/offers`, {
    headers: auth,
    data: {
      title,
      description: 'Mantenimiento de las aplicaciones de la oficina y atención a los usuarios.',
      workstation: 'Oficina central',
      location: 'Castellón de la Plana',
      country_code: 'ES',
      contract: 'INDEFINITE',
      working_hours: 'FULL-TIME',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { hash } = (await created.json()) as { hash: string }
  const sent = await request.post(`${ALUMNI_URL}/usr/company/offers/${hash}/publish`, { headers: auth })
  expect(sent.status(), await sent.text()).toBe(200)
  await request.get(`${ALUMNI_URL}/usr/users/logout`, { headers: auth })
  return hash
}

/** Signs an account in through the API, as the mobile app does; the headers of its session. */
export async function apiSession(request: APIRequestContext, email: string, password = PASSWORD) {
  const deviceId = `e2e-office-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const login = await request.post(`${ALUMNI_URL}/usr/login`, {
    headers,
    data: { email, password, deviceId, deviceType: 2, push: null },
  })
  expect(login.status(), await login.text()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { ...headers, 'X-Token': token, 'X-Device-Id': deviceId, 'X-Device-Type': '2' }
}

/**
 * A company registers as the company app's form sends it (`POST /usr/company/register`, multipart), so it
 * waits in the office's queue; its user's e-mail.
 */
export async function registerCompany(company: { name: string; email: string; language?: 'es' | 'en' }) {
  const password = 'Office-companies-2026'
  const registered = await postFromOwnAddress('/usr/company/register', {
    headers: { ...headers, 'Accept-Language': company.language ?? 'es' },
    multipart: {
      data: JSON.stringify({
        company_name: company.name,
        document_number: 'B12345674',
        contact_name: 'Vicent Ferrer Soler',
        contact_phone: '964 000 222',
        email: company.email,
        email_repeat: company.email,
        password,
        password_repeat: password,
        language: company.language ?? 'es',
        is_privacy: true,
        is_conditions: true,
      }),
    },
  })
  expect(registered.status, registered.text).toBe(201)
}

/**
 * The demo Premium member proposes a public group (a draft, then sent to the office's review, as the alumni
 * app's "Enviar a validación" does); its hash and slug.
 */
export async function proposeGroup(
  request: APIRequestContext,
  name: string,
): Promise<{ hash: string; slug: string }> {
  const auth = await apiSession(request, DEMO.premium)
  const created = await request.post(`${ALUMNI_URL}/usr/workgroups`, {
    headers: auth,
    data: { name, type: 'PUBLIC', content: 'Antiguos alumnos que se reúnen a hablar de su oficio.' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const group = (await created.json()) as { hash: string; slug: string }
  const sent = await request.patch(`${ALUMNI_URL}/usr/workgroups/${group.hash}`, {
    headers: auth,
    data: { status: 'PENDING' },
  })
  expect(sent.status(), await sent.text()).toBe(200)
  await request.get(`${ALUMNI_URL}/usr/users/logout`, { headers: auth })
  return { hash: group.hash, slug: group.slug }
}

/**
 * A new alumnus, verified by the office, who becomes Premium by direct debit (the alumni app's upgrade form,
 * through the API): its first charge waits for the next collection run. Its e-mail and mandate reference.
 */
export async function sepaMember(request: APIRequestContext): Promise<{ email: string; reference: string }> {
  const stamp = Date.now().toString(36)
  const email = `remesa.${stamp}${Math.random().toString(36).slice(2, 6)}@alumni.example.org`
  const password = 'Office-queues-2026'
  await registerPerson({ name: 'Amparo', surname: `Domiciliada ${stamp}`, email })
  const office = await apiSession(request, DEMO.admin)
  const pending = await request.get(`${ALUMNI_URL}/usr/admin/users`, {
    headers: office,
    params: { text: email },
  })
  const { items } = (await pending.json()) as { items: { hash: string; email: string }[] }
  const hash = items.find((i) => i.email === email)?.hash
  expect(hash, `${email} waits for verification`).toBeTruthy()
  const verified = await request.post(`${ALUMNI_URL}/usr/admin/users/${hash}/verify`, { headers: office })
  expect(verified.status()).toBe(200)
  await request.get(`${ALUMNI_URL}/usr/users/logout`, { headers: office })

  const member = await apiSession(request, email, password)
  const membership = (await (
    await request.get(`${ALUMNI_URL}/usr/membership`, { headers: member })
  ).json()) as {
    mandate_text_version: string
  }
  const upgraded = await request.post(`${ALUMNI_URL}/usr/membership/upgrade`, {
    headers: member,
    data: {
      holder: `Amparo Domiciliada ${stamp}`,
      bank: 'CaixaBank',
      iban: 'ES91 2100 0418 4502 0005 1332',
      acceptMandate: true,
      mandateVersion: membership.mandate_text_version,
    },
  })
  expect(upgraded.status(), await upgraded.text()).toBe(201)
  const { mandate } = (await upgraded.json()) as { mandate: { reference: string } }
  await request.get(`${ALUMNI_URL}/usr/users/logout`, { headers: member })
  return { email, reference: mandate.reference }
}

/**
 * Opens a page of the office's main menu as a person does on a desktop: through its group's menu button when
 * it sits in one (Empresas, Contenido), else its link.
 */
export async function openFromOfficeMenu(page: Page, label: string, group?: string) {
  const menu = page.getByRole('navigation', { name: 'Menú principal' })
  if (group) {
    await menu.getByRole('button', { name: group }).click()
    await menu.getByRole('menuitem', { name: label }).click()
  } else {
    await menu.getByRole('link', { name: label }).click()
  }
}
