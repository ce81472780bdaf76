// Validates a direct-debit file against the ISO 20022 schema with libxml2's xmllint (compiled to
// WebAssembly by xmllint-wasm, so no system package is needed). Only imported by *.test.ts files.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { validateXML } from 'xmllint-wasm'

export const pain008SchemaPath = fileURLToPath(
  new URL('../features/membership/sepa/pain.008.001.02.xsd', import.meta.url),
)

/** xmllint --schema pain.008.001.02.xsd: `{ valid, errors }`, the errors as xmllint words them. */
export async function validatePain008(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const schema = await readFile(pain008SchemaPath, 'utf8')
  const result = await validateXML({
    xml: [{ fileName: 'collection.xml', contents: xml }],
    schema: [{ fileName: 'pain.008.001.02.xsd', contents: schema }],
    maxMemoryPages: 1024,
  })
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) }
}

/** A bank's pain.002.001.03 status report refusing the given debits, as Spanish banks send them. */
export function pain002Report(params: {
  originalMessageId: string
  rejected: { endToEndId: string; mandateReference?: string; reason: string; amount?: string }[]
  accepted?: { endToEndId: string }[]
}): string {
  const tx = (
    t: { endToEndId: string; mandateReference?: string; reason?: string; amount?: string },
    status: string,
  ) => `
      <TxInfAndSts>
        <StsId>ST-${t.endToEndId}</StsId>
        <OrgnlEndToEndId>${t.endToEndId}</OrgnlEndToEndId>
        <TxSts>${status}</TxSts>${
          t.reason
            ? `\n        <StsRsnInf><Orgtr><Nm>BANCO</Nm></Orgtr><Rsn><Cd>${t.reason}</Cd></Rsn></StsRsnInf>`
            : ''
        }
        <OrgnlTxRef>
          <Amt><InstdAmt Ccy="EUR">${t.amount ?? '50.00'}</InstdAmt></Amt>
          <ReqdColltnDt>2026-12-01</ReqdColltnDt>
          <MndtRltdInf><MndtId>${t.mandateReference ?? ''}</MndtId></MndtRltdInf>
        </OrgnlTxRef>
      </TxInfAndSts>`
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>BANK-REPORT-1</MsgId><CreDtTm>2026-12-03T10:00:00</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts>
      <OrgnlMsgId>${params.originalMessageId}</OrgnlMsgId>
      <OrgnlMsgNmId>pain.008.001.02</OrgnlMsgNmId>
      <GrpSts>PART</GrpSts>
    </OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts>
      <OrgnlPmtInfId>${params.originalMessageId}-1</OrgnlPmtInfId>${params.rejected.map((t) => tx(t, 'RJCT')).join('')}${(
        params.accepted ?? []
      )
        .map((t) => tx(t, 'ACCP'))
        .join('')}
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>
`
}
