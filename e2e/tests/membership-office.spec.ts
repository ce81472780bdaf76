import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { validateXML } from 'xmllint-wasm'
import { API_KEY, uniqueDni, uniqueEmail, verifyByAdmin } from './accounts-support'
import { adminCommand } from './admin-command'
import { waitForMail } from './mailbox'

// The alumni office's collection run, end to end on the built portal: a member upgrades by direct debit,
// the office exports the run with `pnpm admin membership:export`, and the file the bank gets validates
// against the ISO 20022 schema; the bank returns the debit and the member is back on the free tier.

const SCHEMA = fileURLToPath(
  new URL('../../apps/api/src/features/membership/sepa/pain.008.001.02.xsd', import.meta.url),
)
const password = 'Membership-office-2026'
const headers = { 'X-Api-Key': API_KEY, 'Accept-Language': 'es' }

function daysAhead(days: number): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

async function signIn(request: APIRequestContext, email: string) {
  const deviceId = `e2e-membership-${Date.now()}`
  const login = await request.post('/usr/login', {
    headers,
    data: { email, password, deviceId, deviceType: 2, push: null },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { ...headers, 'X-Token': token, 'X-Device-Id': deviceId, 'X-Device-Type': '2' }
}

/** A verified free member, signed in through the API. */
async function freeMember(request: APIRequestContext, email: string, dni: string) {
  const registered = await request.post('/usr/register', {
    headers,
    data: {
      name: 'Núria',
      surname: 'Pañella i Col·lell',
      email,
      email_repeat: email,
      password,
      password_repeat: password,
      document_type: 'dni',
      // As printed on the card: dots and a dash.
      document_number: `${dni.slice(0, 2)}.${dni.slice(2, 5)}.${dni.slice(5, 8)}-${dni.slice(8)}`,
      is_privacy: true,
      is_conditions: true,
    },
  })
  expect(registered.status()).toBe(201)
  await verifyByAdmin(request, email)
  return signIn(request, email)
}

/** `pnpm admin …` that is expected to fail: its standard error. */
async function failingAdminCommand(...args: string[]): Promise<string> {
  try {
    await adminCommand(...args)
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error)
  }
  throw new Error(`pnpm admin ${args.join(' ')} succeeded`)
}

test('the office exports a collection run that validates against the schema, and records a return', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('nuria')
  const dni = uniqueDni()
  const member = await freeMember(request, email, dni)
  // The DNI as printed on the card was taken, and kept as the rule's form.
  const me = (await (await request.get('/usr/users/me', { headers: member })).json()) as {
    data: { document_number: string }
  }
  expect(me.data.document_number).toBe(dni)

  const membership = (await (await request.get('/usr/membership', { headers: member })).json()) as {
    mandate_text_version: string
  }
  const upgraded = await request.post('/usr/membership/upgrade', {
    headers: member,
    data: {
      holder: 'Núria Pañella i Col·lell',
      bank: 'CaixaBank',
      iban: 'ES91 2100 0418 4502 0005 1332',
      acceptMandate: true,
      mandateVersion: membership.mandate_text_version,
    },
  })
  expect(upgraded.status()).toBe(201)
  const { mandate } = (await upgraded.json()) as { mandate: { reference: string } }

  // The first charge is due after the pre-notification period: a run a month ahead takes it.
  const out = join(mkdtempSync(join(tmpdir(), 'egresa-e2e-run-')), 'remesa.xml')
  const exported = await adminCommand('membership:export', '--date', daysAhead(30), '--out', out)
  expect(exported).toContain(`file: ${out}`)
  const messageId = /^(EGR-\S+): \d+ charges/m.exec(exported)?.[1]
  expect(messageId).toBeTruthy()

  const xml = readFileSync(out, 'utf8')
  const result = await validateXML({
    xml: [{ fileName: 'remesa.xml', contents: xml }],
    schema: [{ fileName: 'pain.008.001.02.xsd', contents: readFileSync(SCHEMA, 'utf8') }],
    maxMemoryPages: 1024,
  })
  expect(result.errors.map((e) => e.rawMessage)).toEqual([])
  expect(result.valid).toBe(true)
  // This member's debit is in it: the mandate, the IBAN in clear (only here), the name within SEPA's set.
  expect(xml).toContain(`<MndtId>${mandate.reference}</MndtId>`)
  expect(xml).toContain('<IBAN>ES9121000418450200051332</IBAN>')
  expect(xml).toContain('<Nm>Nuria Panella i Col.lell</Nm>')
  expect(xml).toContain('<SeqTp>FRST</SeqTp>')

  // Nothing is exported twice: the same run again finds nothing due.
  expect(await failingAdminCommand('membership:export', '--date', daysAhead(30))).toMatch(/No charge is due/)
  expect(await adminCommand('membership:runs')).toContain(messageId as string)

  // The bank returns the debit: the member is on the free tier on the very next request, and is told.
  const since = Date.now()
  const returned = await adminCommand('membership:return', mandate.reference, 'AM04')
  expect(returned).toContain(`returned\t${mandate.reference}`)
  const init = (await (await request.get('/api/init', { headers: member })).json()) as { role: string }
  expect(init.role).toBe('alumniFreemium')
  const mail = await waitForMail(email, /Tu cuenta Premium ha terminado/, { since })
  expect(mail.text).toContain('Tu banco ha devuelto el cargo')
  // Recording it again is harmless.
  expect(await adminCommand('membership:return', mandate.reference, 'AM04')).toContain(
    '0 returned, 1 already',
  )

  await request.get('/usr/users/logout', { headers: member })
})
