import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { DEMO, PASSWORD } from './fixtures'

/** The development API key the built apps send (X-Api-Key). */
export const API_KEY = 'egresa-dev-public-key'

/**
 * The alumni office verifies an account through its endpoint, signed in as the demo administrator (the
 * `users:verify` command does the same on the database, but the embedded database belongs to the running
 * server, so the tests go through the API).
 */
export async function verifyByAdmin(request: APIRequestContext, email: string): Promise<void> {
  const headers = { 'X-Api-Key': API_KEY, 'Accept-Language': 'es' }
  const deviceId = `e2e-admin-${Date.now()}`
  const login = await request.post('/usr/login', {
    headers,
    data: { email: DEMO.admin, password: PASSWORD, deviceId, deviceType: 2, push: null },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const auth = { ...headers, 'X-Token': token, 'X-Device-Id': deviceId, 'X-Device-Type': '2' }
  const pending = await request.get('/usr/admin/users', { headers: auth, params: { text: email } })
  const { items } = (await pending.json()) as { items: { hash: string; email: string }[] }
  const account = items.find((i) => i.email === email)
  if (!account) throw new Error(`${email} does not wait for verification`)
  const verified = await request.post(`/usr/admin/users/${account.hash}/verify`, { headers: auth })
  expect(verified.status()).toBe(200)
  await request.get('/usr/users/logout', { headers: auth })
}

/** A new address for each run, so the journeys can run again on the same database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@alumni.example.org`
}

const dniLetters = 'TRWAGMYFPDXBNJZSQVHLCKE'

/** A valid DNI of its own for each run: no two accounts may share one (the demo's is `12345678Z`). */
export function uniqueDni(): string {
  const digits = Math.floor(Math.random() * 100_000_000)
  return `${String(digits).padStart(8, '0')}${dniLetters.charAt(digits % 23)}`
}

/** A valid NIE (X, 7 digits and its letter) of its own for each run. */
export function uniqueNie(): string {
  const digits = Math.floor(Math.random() * 10_000_000)
  return `X${String(digits).padStart(7, '0')}${dniLetters.charAt(digits % 23)}`
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The user menu in the header (its button names the signed-in e-mail). */
export async function openUserMenu(page: Page, email: string) {
  await page.getByRole('button', { name: new RegExp(escapeRegExp(email), 'i') }).click()
}

/** A small, valid PDF: the server checks a CV by its bytes. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

/**
 * A verified alumni account with a complete profile (registration takes birthdate, gender and studies too),
 * registered through the API and verified by the office.
 */
export async function registerVerified(
  request: APIRequestContext,
  account: { email: string; password: string; name: string; surname: string; gender?: string },
  /** More fields of the registration (the profile's optional ones: `graduation_year`, `is_newsletter`…). */
  extra: Record<string, unknown> = {},
): Promise<void> {
  const headers = { 'X-Api-Key': API_KEY, 'Accept-Language': 'es' }
  const tree = (await (await request.get('/api/categories/tree', { headers })).json()) as {
    hash: string
    children: unknown[]
  }[]
  const leaf = (nodes: { hash: string; children: unknown[] }[]): string => {
    const [node] = nodes
    if (!node) throw new Error('The studies tree has an empty branch')
    return node.children.length === 0 ? node.hash : leaf(node.children as typeof nodes)
  }
  const { email, password } = account
  const registered = await request.post('/usr/register', {
    headers,
    data: {
      name: account.name,
      surname: account.surname,
      email,
      email_repeat: email,
      password,
      password_repeat: password,
      document_type: 'nie',
      document_number: uniqueNie(),
      is_privacy: true,
      is_conditions: true,
      birthdate: '1988-11-02',
      gender: account.gender ?? 'female',
      category: leaf(tree),
      ...extra,
    },
  })
  expect(registered.status()).toBe(201)
  await verifyByAdmin(request, email)
}
