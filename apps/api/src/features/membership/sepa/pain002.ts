import { setImmediate as nextTurn } from 'node:timers/promises'
import { SaxesParser, type SaxesTagNS } from 'saxes'

// The bank's payment status report (pain.002, "Customer Payment Status Report"): the standard way a
// Spanish bank hands back the direct debits it rejected or that were returned (R-transactions), each with
// the end-to-end id and mandate of the original charge and an ISO reason code (AC04 account closed, AM04
// insufficient funds, MD01 no mandate, MS02 refused by the debtor…). Any version (001.02, 001.03, …) is
// read: only the elements common to them are used.
//
// The report is an upload: it is read with saxes (the strict, namespace-aware XML parser jsdom uses), as a
// stream of events in slices, giving the event loop back between slices so the server keeps answering others
// while a large report is read. No object is ever keyed by a name from the file, saxes expands no entity a
// document declares, and a report is refused as soon as it breaks a limit, before it is read to the end.

export type RejectedDebit = {
  endToEndId: string | null
  mandateReference: string | null
  /** The ISO 20022 reason code (four letters or digits), or null when the bank gave none. */
  reason: string | null
}

export type StatusReport = {
  /** The collection file the report answers (our GrpHdr/MsgId). */
  originalMessageId: string | null
  /** RJCT when the bank refused the whole file. */
  groupStatus: string | null
  groupReason: string | null
  /** Payment blocks refused as a whole, without transactions listed. */
  rejectedBlocks: { paymentInformationId: string | null; reason: string | null }[]
  rejected: RejectedDebit[]
}

/** Elements within elements: a report goes about 13 deep; more is not a bank's report. */
export const MAX_REPORT_DEPTH = 32

export type Pain002Error =
  | { code: 'not_xml'; line: number }
  | { code: 'doctype' }
  | { code: 'too_deep'; max: number }
  | { code: 'element_name'; name: string }
  | { code: 'not_status_report' }
  | { code: 'too_many_transactions'; max: number }

/** What is wrong with the file, for a 400 in the caller's language (collection-routes.ts). */
export class Pain002Refused extends Error {
  constructor(readonly reason: Pain002Error) {
    super(reason.code)
    this.name = 'Pain002Refused'
  }
}

// urn:iso:std:iso:20022:tech:xsd:pain.002.001.03 and the other versions.
const PAIN002 = /^urn:iso:std:iso:20022:tech:xsd:pain\.002\.001\.\d{2}$/
// ISO 20022 XML names are upper camel case abbreviations (CstmrPmtStsRpt, OrgnlEndToEndId): a name of the
// report's namespace that is not one (`__proto__`, `constructor`) is not part of a status report.
const ISO_NAME = /^[A-Z][A-Za-z0-9]{0,69}$/
/** Characters handed to the parser between two turns of the event loop (a few milliseconds of work). */
const SLICE = 64 * 1024

/** The first text of each element path (relative to the scope) of a group, block or transaction. */
type Scope = { depth: number; fields: Map<string, string>; reasons: number }

const field = (scope: Scope, path: string) => {
  const value = scope.fields.get(path)?.trim()
  return value ? value : null
}

function reasonOf(scope: Scope): string | null {
  const code = field(scope, 'StsRsnInf/Rsn/Cd') ?? field(scope, 'StsRsnInf/Rsn/Prtry')
  return code && /^[A-Za-z0-9]{1,35}$/.test(code) ? code.toUpperCase() : null
}

/**
 * Reads a pain.002 report: the debits whose status is RJCT, and whole blocks or the file refused. Refuses
 * (Pain002Refused) what is not well-formed XML, a document type declaration, nesting over
 * MAX_REPORT_DEPTH, a name ISO 20022 has not, a document that is not a pain.002 status report, and more
 * than `maxTransactions` transactions (the contract's RETURN_REPORT_MAX_TRANSACTIONS for an upload).
 */
export async function parsePain002(xml: string, limits: { maxTransactions: number }): Promise<StatusReport> {
  const { maxTransactions } = limits
  const parser = new SaxesParser({ xmlns: true, position: true })
  const refuse = (reason: Pain002Error): never => {
    throw new Pain002Refused(reason)
  }
  const report: StatusReport = {
    originalMessageId: null,
    groupStatus: null,
    groupReason: null,
    rejectedBlocks: [],
    rejected: [],
  }
  // The local names of the open elements ('' for one of another namespace, which nothing reads).
  const open: string[] = []
  let namespace = ''
  let isReport = false
  let transactions = 0
  let text = ''
  let group: Scope | null = null
  let block: (Scope & { transactions: number }) | null = null
  let tx: Scope | null = null
  const scope = (): Scope => ({ depth: open.length, fields: new Map(), reasons: 0 })

  // A report whose DTD declares entities is how entity bombs come in; a bank's report has none.
  parser.on('doctype', () => refuse({ code: 'doctype' }))
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (open.length >= MAX_REPORT_DEPTH) refuse({ code: 'too_deep', max: MAX_REPORT_DEPTH })
    if (open.length === 0) {
      if (tag.local !== 'Document' || !PAIN002.test(tag.uri)) refuse({ code: 'not_status_report' })
      namespace = tag.uri
    }
    const ours = tag.uri === namespace
    if (ours && !ISO_NAME.test(tag.local)) refuse({ code: 'element_name', name: tag.name })
    const name = ours ? tag.local : ''
    open.push(name)
    text = ''
    const at = open.length
    if (at === 2) isReport ||= name === 'CstmrPmtStsRpt'
    if (!isReport || open[1] !== 'CstmrPmtStsRpt') return
    if (at === 3 && name === 'OrgnlGrpInfAndSts') group = scope()
    else if (at === 3 && name === 'OrgnlPmtInfAndSts') block = { ...scope(), transactions: 0 }
    else if (at === 4 && block && name === 'TxInfAndSts') {
      transactions++
      if (transactions > maxTransactions) refuse({ code: 'too_many_transactions', max: maxTransactions })
      block.transactions++
      tx = scope()
    }
    const inner = tx ?? block ?? group
    // Only the first status reason of a group, block or transaction counts.
    if (inner && name === 'StsRsnInf' && at === inner.depth + 1) inner.reasons++
  })
  const addText = (t: string) => {
    text += t
  }
  parser.on('text', addText)
  parser.on('cdata', addText)
  parser.on('closetag', () => {
    const inner = tx ?? block ?? group
    if (inner && open.length > inner.depth) {
      const path = open.slice(inner.depth).join('/')
      const firstReason = !path.startsWith('StsRsnInf/') || inner.reasons === 1
      if (firstReason && !inner.fields.has(path) && !path.split('/').includes(''))
        inner.fields.set(path, text)
    }
    text = ''
    if (tx && open.length === tx.depth) {
      if (field(tx, 'TxSts') === 'RJCT')
        report.rejected.push({
          endToEndId: field(tx, 'OrgnlEndToEndId'),
          mandateReference: field(tx, 'OrgnlTxRef/MndtRltdInf/MndtId'),
          reason: reasonOf(tx),
        })
      tx = null
    } else if (block && open.length === block.depth) {
      if (block.transactions === 0 && field(block, 'PmtInfSts') === 'RJCT')
        report.rejectedBlocks.push({
          paymentInformationId: field(block, 'OrgnlPmtInfId'),
          reason: reasonOf(block),
        })
      block = null
    } else if (group && open.length === group.depth) {
      report.originalMessageId = field(group, 'OrgnlMsgId')
      report.groupStatus = field(group, 'GrpSts')
      report.groupReason = reasonOf(group)
      group = null
    }
    open.pop()
  })

  try {
    // saxes joins a surrogate pair cut between two slices.
    for (let start = 0; start < xml.length; start += SLICE) {
      parser.write(xml.slice(start, start + SLICE))
      await nextTurn()
    }
    parser.close()
  } catch (error) {
    if (error instanceof Pain002Refused) throw error
    throw new Pain002Refused({ code: 'not_xml', line: parser.line })
  }
  if (!isReport) refuse({ code: 'not_status_report' })
  return report
}
