import { describe, expect, it } from 'vitest'
import { pain002Report } from '../../../test/sepa'
import { Pain002Error, parsePain002 } from './pain002'

describe('pain.002 status report', () => {
  it('lists the rejected debits with their end-to-end id, mandate and reason, and skips the accepted', () => {
    const xml = pain002Report({
      originalMessageId: 'EGR-RUN1',
      rejected: [
        { endToEndId: 'EGR-E-1', mandateReference: 'EGR-M-1', reason: 'AM04' },
        { endToEndId: 'EGR-E-2', mandateReference: 'EGR-M-2', reason: 'MD01' },
      ],
      accepted: [{ endToEndId: 'EGR-E-3' }],
    })
    expect(parsePain002(xml)).toEqual({
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

  it('reads a report with a namespace prefix, a block refused whole, and a reason-less rejection', () => {
    const xml = `<?xml version="1.0"?>
<p:Document xmlns:p="urn:iso:std:iso:20022:tech:xsd:pain.002.001.02"><p:CstmrPmtStsRpt>
  <p:OrgnlGrpInfAndSts><p:OrgnlMsgId>EGR-X</p:OrgnlMsgId><p:GrpSts>RJCT</p:GrpSts>
    <p:StsRsnInf><p:Rsn><p:Cd>FF01</p:Cd></p:Rsn></p:StsRsnInf></p:OrgnlGrpInfAndSts>
  <p:OrgnlPmtInfAndSts><p:OrgnlPmtInfId>EGR-X-1</p:OrgnlPmtInfId><p:PmtInfSts>RJCT</p:PmtInfSts>
    <p:StsRsnInf><p:Rsn><p:Cd>DT01</p:Cd></p:Rsn></p:StsRsnInf></p:OrgnlPmtInfAndSts>
  <p:OrgnlPmtInfAndSts><p:OrgnlPmtInfId>EGR-X-2</p:OrgnlPmtInfId>
    <p:TxInfAndSts><p:OrgnlEndToEndId>E9</p:OrgnlEndToEndId><p:TxSts>RJCT</p:TxSts></p:TxInfAndSts></p:OrgnlPmtInfAndSts>
</p:CstmrPmtStsRpt></p:Document>`
    expect(parsePain002(xml)).toEqual({
      originalMessageId: 'EGR-X',
      groupStatus: 'RJCT',
      groupReason: 'FF01',
      rejectedBlocks: [{ paymentInformationId: 'EGR-X-1', reason: 'DT01' }],
      rejected: [{ endToEndId: 'E9', mandateReference: null, reason: null }],
    })
  })

  it('refuses what is not a status report, broken XML and document type declarations', () => {
    const code = (xml: string) => {
      try {
        parsePain002(xml)
        return 'parsed'
      } catch (error) {
        return error instanceof Pain002Error ? error.code : 'other'
      }
    }
    expect(code('not xml at all')).toBe('not_xml')
    expect(code('<Document><CstmrPmtStsRpt>')).toBe('not_xml')
    expect(code('<!DOCTYPE x [<!ENTITY a "aaaa">]><Document><CstmrPmtStsRpt/></Document>')).toBe('not_xml')
    expect(code('<Document><CstmrDrctDbtInitn/></Document>')).toBe('not_status_report')
  })
})
