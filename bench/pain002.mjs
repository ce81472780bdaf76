// Budget: the office uploads the largest bank report the portal takes (pain.002, 5,000 transactions, every
// debit of a run refused: 5,000 returns, each lapsing a member and queueing a mail) to the built API on its
// embedded PGlite database, while another client asks GET /healthz one request after another. No health
// check fails, and none waits more than 100 ms: the longest the event loop was held, as a client sees it.
// Then the same report again (every return recorded already: the lookups only). Prints the uploads' times.
// Needs only the built API.
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, openPglite, signIn, startPortal } from './lib.mjs'

const TRANSACTIONS = 5000
const BUDGET_MS = 100
const id = (i) => String(i).padStart(5, '0')

// Members who pay by direct debit, each with a mandate and a first charge exported in one run.
const MEMBERS = `
  insert into users (hash, email, role, status, name, surname, is_privacy, is_conditions, subscription_type,
      subscription_end)
    select 'bench' || lpad(g::text, 5, '0'), 'socio' || g || '@bench.egresa.test', 'alumniPremium', 'active',
      'Socio', 'Bench ' || g, true, true, 'sepa', current_date + 300
    from generate_series(1, ${TRANSACTIONS}) g;
  insert into membership_mandates (user_id, reference, holder_name, bank_name, iban_encrypted, iban_masked,
      country, text_version)
    select id, 'EGR-M-BENCH-' || substr(hash, 6), 'Socio Bench', 'Banco', 'not-used', 'ES91 **** 1332', 'ES', '1'
    from users where email like '%@bench.egresa.test';
  insert into membership_collection_runs (message_id, created_by_label, collection_date, charge_count,
      total_cents, file_sha256)
    values ('EGR-BENCH-RUN', 'bench', current_date, ${TRANSACTIONS}, ${TRANSACTIONS * 5000}, repeat('0', 64));
  insert into membership_charges (hash, user_id, mandate_id, kind, amount_cents, due_on, sequence, end_to_end_id,
      status, run_id, exported_at, covers_until)
    select 'benchCharge' || substr(m.reference, 13), m.user_id, m.id, 'sepa', 5000, current_date, 'FRST',
      'EGR-E-BENCH-' || substr(m.reference, 13), 'exported', r.id, now(), current_date + 365
    from membership_mandates m cross join membership_collection_runs r
    where m.reference like 'EGR-M-BENCH-%' and r.message_id = 'EGR-BENCH-RUN';
`

/** A bank's pain.002.001.03 report refusing every debit of the run, as Spanish banks write one. */
function report() {
  const tx = (i) => `
      <TxInfAndSts>
        <StsId>ST-${id(i)}</StsId>
        <OrgnlEndToEndId>EGR-E-BENCH-${id(i)}</OrgnlEndToEndId>
        <TxSts>RJCT</TxSts>
        <StsRsnInf><Orgtr><Nm>BANCO</Nm></Orgtr><Rsn><Cd>AM04</Cd></Rsn></StsRsnInf>
        <OrgnlTxRef>
          <Amt><InstdAmt Ccy="EUR">50.00</InstdAmt></Amt>
          <ReqdColltnDt>2026-12-01</ReqdColltnDt>
          <MndtRltdInf><MndtId>EGR-M-BENCH-${id(i)}</MndtId></MndtRltdInf>
        </OrgnlTxRef>
      </TxInfAndSts>`
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>BANK-REPORT-1</MsgId><CreDtTm>2026-12-03T10:00:00</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts><OrgnlMsgId>EGR-BENCH-RUN</OrgnlMsgId><OrgnlMsgNmId>pain.008.001.02</OrgnlMsgNmId>
      <GrpSts>RJCT</GrpSts></OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts><OrgnlPmtInfId>EGR-BENCH-RUN-1</OrgnlPmtInfId>${Array.from({ length: TRANSACTIONS }, (_, i) => tx(i + 1)).join('')}
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>
`
}

/** Uploads the report while GET /healthz is asked one request after another until the upload's answer. */
async function uploadWhileChecking(base, headers, xml) {
  const body = new FormData()
  body.append('file', new File([xml], 'devoluciones.xml', { type: 'application/xml' }))
  let answered = false
  const started = performance.now()
  const upload = fetch(`${base}/usr/admin/collection-returns/report`, { method: 'POST', headers, body }).then(
    async (res) => {
      const result = { status: res.status, body: await res.json(), ms: performance.now() - started }
      answered = true
      return result
    },
  )
  const waits = []
  let failed = 0
  while (!answered) {
    const asked = performance.now()
    try {
      const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(30_000) })
      await res.arrayBuffer()
      if (!res.ok) failed++
    } catch {
      failed++
    }
    waits.push(performance.now() - asked)
  }
  const result = await upload
  if (result.status !== 200) throw new Error(`upload: ${result.status} ${JSON.stringify(result.body)}`)
  waits.sort((a, b) => a - b)
  return {
    ...result,
    checks: waits.length,
    failed,
    longest: waits.at(-1) ?? 0,
    p99: waits[Math.floor(waits.length * 0.99)] ?? 0,
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'egresa-bench-pain002-'))
try {
  // The small demo set, then the members, added while no portal holds the database.
  await (await startPortal(await freePort(), { LOG_LEVEL: 'warn' }, { dataDir })).stop()
  const db = await openPglite(dataDir)
  try {
    await db.exec(MEMBERS)
  } finally {
    await db.close()
  }
  const portal = await startPortal(await freePort(), { LOG_LEVEL: 'warn' }, { dataDir })
  try {
    const base = portal.base.replace('localhost', '127.0.0.1')
    const office = await signIn(base, 'admin@demo.egresa.test')
    const xml = report()
    const first = await uploadWhileChecking(base, office, xml)
    const again = await uploadWhileChecking(base, office, xml)
    const row = (name, r, what) =>
      `  ${name.padEnd(18)} ${what.padEnd(28)} in ${(r.ms / 1000).toFixed(1).padStart(5)} s   ${String(r.checks).padStart(5)} health checks meanwhile, longest ${r.longest.toFixed(0).padStart(4)} ms, p99 ${r.p99.toFixed(0).padStart(3)} ms, failed ${r.failed}`
    console.log(
      `POST /usr/admin/collection-returns/report: a pain.002 report of ${TRANSACTIONS} transactions (${(Buffer.byteLength(xml) / 1024 / 1024).toFixed(1)} MB) on PGlite, while GET /healthz is asked one request after another (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`,
    )
    console.log(row('first upload', first, `${first.body.returned.length} returned`))
    console.log(row('the same again', again, `${again.body.already.length} already recorded`))
    const longest = Math.max(first.longest, again.longest)
    const failed = first.failed + again.failed
    const within = longest < BUDGET_MS && failed === 0
    console.log(
      `  longest health check ${longest.toFixed(0)} ms (budget < ${BUDGET_MS} ms), ${failed} failed: ${within ? 'WITHIN' : 'OVER'}`,
    )
    process.exitCode = within ? 0 : 1
  } finally {
    await portal.stop()
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
