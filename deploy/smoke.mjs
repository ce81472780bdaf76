// The smoke journey through the proxy of a running cluster (`node deploy/cluster.mjs smoke`): what a person
// and an operator would notice, over TLS checked against Caddy's local certificate authority. Throws, naming
// the step, on the first thing that is not as it should be.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { FormData } from 'undici'
import { isOurs, proxyClient, startApi, waitUntil, writeState } from './lib.mjs'

const DEMO_PASSWORD = 'Egresa-demo-2026' // apps/api/src/seed/demo/accounts.ts
const ALUMNUS = 'alumni.premium@demo.egresa.test' // Premium: may apply to offers
const WEB_DEVICE_TYPE = 2 // @egresa/api-contract/auth

class SmokeError extends Error {}

function check(condition, message) {
  if (!condition) throw new SmokeError(message)
}

/** A small, well-formed one-page PDF (its cross-reference table's offsets computed), saying `text`. */
function pdf(text) {
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets = objects.map((body, i) => {
    const at = out.length
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
    return at
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const at of offsets) out += `${String(at).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/** `egresa_http_request_duration_seconds_count` of `route` (GET, 200) in one process's /metrics, read on loopback. */
async function requestCount(port, route) {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`)
  check(res.ok, `/metrics of the process on port ${port} answered ${res.status}`)
  const line = (await res.text())
    .split('\n')
    .find(
      (l) =>
        l.startsWith('egresa_http_request_duration_seconds_count{') &&
        l.includes('method="GET"') &&
        l.includes(`route="${route}"`) &&
        l.includes('status="200"'),
    )
  return line ? Number(line.split(' ').at(-1)) : 0
}

export async function runSmoke(state) {
  const started = Date.now()
  const client = proxyClient(state)
  const step = (line) => console.log(`smoke: ${line}`)
  let current = 'start'
  try {
    const { fetch } = client
    const alumni = state.origins.alumni

    // 1. Each host is its own app's page, with that app's key in its configuration.
    const keys = {}
    for (const [app, origin] of Object.entries(state.origins)) {
      current = `${app} page`
      const res = await fetch(`${origin}/es`)
      const html = await res.text()
      check(res.status === 200, `${origin}/es answered ${res.status}`)
      check(res.headers.get('content-type')?.startsWith('text/html'), `${origin}/es is not HTML`)
      const config = html.match(/<script id="egresa-site" type="application\/json">([^<]*)<\/script>/)?.[1]
      check(config, `${origin}/es has no <script id="egresa-site">`)
      keys[app] = JSON.parse(config).apiKey
      check(
        keys[app] === state.apiKeys[app],
        `${origin}/es carries another app's API key (the Host did not pick the ${app} app)`,
      )
      step(`${origin}/es: 200 HTML, the ${app} app's configuration and key`)
    }

    // 2. An alumnus signs in on the alumni host, with the key the page handed over (as the app does).
    current = 'sign-in'
    const base = { 'X-Api-Key': keys.alumni, 'Accept-Language': 'es' }
    const login = await fetch(`${alumni}/usr/login`, {
      method: 'POST',
      headers: { ...base, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: ALUMNUS,
        password: DEMO_PASSWORD,
        deviceId: 'cluster-smoke',
        deviceType: 2,
      }),
    })
    check(
      login.status === 200,
      `sign-in of ${ALUMNUS} answered ${login.status}: ${await login.clone().text()}`,
    )
    const { token } = await login.json()
    const session = {
      ...base,
      'X-Token': token,
      'X-Device-Id': 'cluster-smoke',
      'X-Device-Type': String(WEB_DEVICE_TYPE),
    }
    step(`${ALUMNUS} signed in`)

    // 3. The same session on every process: round-robin sends consecutive calls to each in turn, and each
    // process's own metrics (read at its own address) show it answered some of them.
    current = 'session on every process'
    const before = await Promise.all(state.apis.map((api) => requestCount(api.port, '/api/init')))
    const calls = state.apis.length * 3
    for (let i = 0; i < calls; i++) {
      const res = await fetch(`${alumni}/api/init`, { headers: session })
      check(res.status === 200, `/api/init answered ${res.status}`)
      const { role } = await res.json()
      check(role === 'alumniPremium', `/api/init call ${i + 1} saw the session as ${role}`)
    }
    const after = await Promise.all(state.apis.map((api) => requestCount(api.port, '/api/init')))
    const answered = after.map((n, i) => n - before[i])
    check(
      answered.every((n) => n > 0),
      `not every API process answered the signed-in calls (per process: ${answered.join(', ')})`,
    )
    step(
      `the session holds on each of the ${state.apis.length} processes (${answered.join(' + ')} of ${calls} calls)`,
    )

    // 4. A CV, uploaded through the proxy into the S3 store, read back whole by the next calls (the next processes).
    current = 'CV upload'
    const cv = pdf('Curriculum of the cluster smoke')
    const form = new FormData()
    form.append('file', new Blob([cv], { type: 'application/pdf' }), 'cv.pdf')
    const upload = await fetch(`${alumni}/usr/users/cv`, { method: 'POST', headers: session, body: form })
    check(upload.status === 200, `the CV upload answered ${upload.status}: ${await upload.clone().text()}`)
    for (let i = 0; i < state.apis.length; i++) {
      const back = await fetch(`${alumni}/usr/users/cv`, { headers: session })
      check(back.status === 200, `reading the CV back answered ${back.status}`)
      check(Buffer.from(await back.arrayBuffer()).equals(cv), 'the CV read back is not the one uploaded')
    }
    step(
      `CV uploaded (${cv.length} bytes) and read back whole on ${state.apis.length} calls in a row (round-robin)`,
    )

    // 5. Applying to an open offer: the receipt is mailed to the alumnus, with a link to the alumni origin.
    current = 'application'
    const bank = await fetch(`${alumni}/api/jobs?page=1`, { headers: session })
    check(bank.status === 200, `the job bank answered ${bank.status}`)
    const offer = (await bank.json()).items.find((o) => !o.my_application)
    check(offer, 'the job bank has no open offer this alumnus has not applied to')
    const mailsBefore = new Set(readdirSync(state.mailDir))
    const apply = await fetch(`${alumni}/usr/jobs/${offer.id}/application`, {
      method: 'POST',
      headers: session,
    })
    check(
      apply.status === 201,
      `applying to «${offer.title}» answered ${apply.status}: ${await apply.clone().text()}`,
    )
    step(`applied to «${offer.title}»`)

    current = 'the receipt by mail'
    let receipt
    await waitUntil(
      'the application receipt in the SMTP catcher',
      async () => {
        for (const name of readdirSync(state.mailDir)) {
          if (mailsBefore.has(name) || !name.endsWith('.eml')) continue
          const mail = await simpleParser(readFileSync(join(state.mailDir, name)))
          if (mail.to?.text.includes(ALUMNUS) && mail.subject?.includes(offer.title)) receipt = mail
        }
        return receipt
      },
      20_000,
    )
    const links = `${receipt.text ?? ''} ${receipt.html || ''}`
    check(links.includes(`${alumni}/`), `the receipt does not link to ${alumni}`)
    step(`the receipt «${receipt.subject}» reached the SMTP catcher, linking to ${alumni}`)

    // 6. One process dies: reads through the proxy go on (Caddy tries the next one), and it comes back.
    current = 'a process dies'
    const victim = state.apis[0]
    process.kill(victim.pid, 'SIGKILL')
    await waitUntil('the killed process gone', () => !isOurs(victim.pid, 'main.js'), 5_000)
    for (let i = 0; i < calls; i++) {
      const res = await fetch(`${alumni}/api/init`, { headers: session })
      check(res.status === 200, `with process 1 killed, call ${i + 1} answered ${res.status}`)
      check(
        (await res.json()).role === 'alumniPremium',
        `with process 1 killed, call ${i + 1} lost the session`,
      )
    }
    step(`process 1 killed: ${calls} signed-in reads in a row still answered 200`)
    startApi(state, 0)
    writeState(state)
    await waitUntil(
      'process 1 ready again',
      async () => (await fetch(`http://127.0.0.1:${victim.port}/readyz`)).ok,
      60_000,
    )
    // Caddy's active check (every 2 s) finds it up, and after the passive check's 10 s it takes requests again.
    const back = await requestCount(victim.port, '/api/init')
    await waitUntil(
      'process 1, restarted, back in the pool',
      async () => {
        const res = await fetch(`${alumni}/api/init`, { headers: session })
        check(res.status === 200, `/api/init answered ${res.status} after the restart`)
        return (await requestCount(victim.port, '/api/init')) > back
      },
      20_000,
    )
    step('process 1 restarted and back in the pool')

    console.log(`smoke: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } catch (error) {
    // A request that got no answer says why in its cause (connection refused, certificate not trusted).
    const cause = error.cause?.message ?? error.cause?.code
    const reason =
      error instanceof SmokeError || error.message?.includes(': not within')
        ? error.message
        : cause
          ? `${error.message} (${cause})`
          : error.stack
    throw new Error(`smoke failed at "${current}": ${reason}`)
  } finally {
    await client.close()
  }
}
