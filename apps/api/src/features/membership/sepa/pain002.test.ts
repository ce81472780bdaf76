import { describe, expect, it } from 'vitest'
import { pain002Report } from '../../../test/sepa'
import { MAX_REPORT_DEPTH, type Pain002Error, Pain002Refused, parsePain002 } from './pain002'

const limits = { maxTransactions: 5000 }
const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.03'

/** What parsePain002 says of a file: its report, or why it refused it. */
async function refusal(xml: string, maxTransactions = 5000): Promise<Pain002Error | 'parsed'> {
  try {
    await parsePain002(xml, { maxTransactions })
    return 'parsed'
  } catch (error) {
    if (error instanceof Pain002Refused) return error.reason
    throw error
  }
}

describe('pain.002 status report', () => {
  it('lists the rejected debits with their end-to-end id, mandate and reason, and skips the accepted', async () => {
    const xml = pain002Report({
      originalMessageId: 'EGR-RUN1',
      rejected: [
        { endToEndId: 'EGR-E-1', mandateReference: 'EGR-M-1', reason: 'AM04' },
        { endToEndId: 'EGR-E-2', mandateReference: 'EGR-M-2', reason: 'MD01' },
      ],
      accepted: [{ endToEndId: 'EGR-E-3' }],
    })
    expect(await parsePain002(xml, limits)).toEqual({
      originalMessageId: 'EGR-RUN1',
      groupStatus: 'PART',
      groupReason: null,
      rejectedBlocks: [],
      rejected: [
        { endToEndId: 'EGR-E-1', mandateReference: 'EGR-M-1', reason: 'AM04' },
        { endToEndId: 'EGR-E-2', mandateReference: 'EGR-M-2', reason: 'MD01' },
      ],
    })
  })

  it('reads a report with a namespace prefix, a block refused whole, and a reason-less rejection', async () => {
    const xml = `<?xml version="1.0"?>
<p:Document xmlns:p="urn:iso:std:iso:20022:tech:xsd:pain.002.001.02"><p:CstmrPmtStsRpt>
  <p:OrgnlGrpInfAndSts><p:OrgnlMsgId>EGR-X</p:OrgnlMsgId><p:GrpSts>RJCT</p:GrpSts>
    <p:StsRsnInf><p:Rsn><p:Cd>FF01</p:Cd></p:Rsn></p:StsRsnInf></p:OrgnlGrpInfAndSts>
  <p:OrgnlPmtInfAndSts><p:OrgnlPmtInfId>EGR-X-1</p:OrgnlPmtInfId><p:PmtInfSts>RJCT</p:PmtInfSts>
    <p:StsRsnInf><p:Rsn><p:Cd>DT01</p:Cd></p:Rsn></p:StsRsnInf></p:OrgnlPmtInfAndSts>
  <p:OrgnlPmtInfAndSts><p:OrgnlPmtInfId>EGR-X-2</p:OrgnlPmtInfId>
    <p:TxInfAndSts><p:OrgnlEndToEndId>E9</p:OrgnlEndToEndId><p:TxSts>RJCT</p:TxSts></p:TxInfAndSts></p:OrgnlPmtInfAndSts>
</p:CstmrPmtStsRpt></p:Document>`
    expect(await parsePain002(xml, limits)).toEqual({
      originalMessageId: 'EGR-X',
      groupStatus: 'RJCT',
      groupReason: 'FF01',
      rejectedBlocks: [{ paymentInformationId: 'EGR-X-1', reason: 'DT01' }],
      rejected: [{ endToEndId: 'E9', mandateReference: null, reason: null }],
    })
  })

  it('refuses broken XML, saying on which line', async () => {
    expect(await refusal('not xml at all')).toEqual({ code: 'not_xml', line: 1 })
    expect(await refusal(`<Document xmlns="${NS}">\n<CstmrPmtStsRpt>`)).toMatchObject({ code: 'not_xml' })
    expect(await refusal(`<Document xmlns="${NS}">\n<CstmrPmtStsRpt></Document>`)).toEqual({
      code: 'not_xml',
      line: 2,
    })
    expect(await refusal('')).toMatchObject({ code: 'not_xml' })
  })

  it('refuses what is not a pain.002 status report: another root, namespace or message', async () => {
    for (const xml of [
      '<Document><CstmrPmtStsRpt/></Document>',
      '<Report xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt/></Report>',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"><CstmrPmtStsRpt/></Document>',
      `<Document xmlns="${NS}"><CstmrDrctDbtInitn/></Document>`,
    ])
      expect(await refusal(xml)).toEqual({ code: 'not_status_report' })
  })

  it('refuses a document type declaration, so no entity of the file is ever expanded (billion laughs)', async () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE Document [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<Document xmlns="${NS}"><CstmrPmtStsRpt><GrpHdr><MsgId>&lol3;</MsgId></GrpHdr></CstmrPmtStsRpt></Document>`
    expect(await refusal(laughs)).toEqual({ code: 'doctype' })
    expect(await refusal('<!DOCTYPE x [<!ENTITY a "aaaa">]><Document><CstmrPmtStsRpt/></Document>')).toEqual({
      code: 'doctype',
    })
  })

  it('refuses an element ISO 20022 has not, such as <__proto__> or <constructor>, and pollutes nothing', async () => {
    for (const name of ['__proto__', 'constructor', 'prototype', 'toString']) {
      const xml = pain002Report({
        originalMessageId: 'EGR-RUN1',
        rejected: [{ endToEndId: 'EGR-E-1', reason: 'AM04' }],
      }).replace('<TxSts>', `<${name}><polluted>yes</polluted></${name}><TxSts>`)
      expect(await refusal(xml)).toEqual({ code: 'element_name', name })
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('refuses nesting deeper than a report goes, before reading it to the end (50,000 tags)', async () => {
    const deep = `<Document xmlns="${NS}"><CstmrPmtStsRpt>${'<A>'.repeat(50_000)}${'</A>'.repeat(50_000)}</CstmrPmtStsRpt></Document>`
    expect(await refusal(deep)).toEqual({ code: 'too_deep', max: MAX_REPORT_DEPTH })
  })

  it('refuses more transactions than the limit, whatever their status', async () => {
    const xml = pain002Report({
      originalMessageId: 'EGR-RUN1',
      rejected: [
        { endToEndId: 'EGR-E-1', reason: 'AM04' },
        { endToEndId: 'EGR-E-2', reason: 'AM04' },
      ],
      accepted: [{ endToEndId: 'EGR-E-3' }, { endToEndId: 'EGR-E-4' }],
    })
    expect(await refusal(xml, 4)).toBe('parsed')
    expect(await refusal(xml, 3)).toEqual({ code: 'too_many_transactions', max: 3 })
  })

  it('gives the event loop back while it reads a large report', async () => {
    const xml = pain002Report({
      originalMessageId: 'EGR-RUN1',
      rejected: Array.from({ length: 2000 }, (_, i) => ({ endToEndId: `EGR-E-${i}`, reason: 'AM04' })),
    })
    const order: string[] = []
    const parsed = parsePain002(xml, limits).then((report) => order.push(`parsed ${report.rejected.length}`))
    setImmediate(() => order.push('another request'))
    await parsed
    expect(order).toEqual(['another request', 'parsed 2000'])
  })
})
