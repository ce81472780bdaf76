import { XMLParser, XMLValidator } from 'fast-xml-parser'

// The bank's payment status report (pain.002, "Customer Payment Status Report"): the standard way a
// Spanish bank hands back the direct debits it rejected or that were returned (R-transactions), each with
// the end-to-end id and mandate of the original charge and an ISO reason code (AC04 account closed, AM04
// insufficient funds, MD01 no mandate, MS02 refused by the debtor…). Any version (001.02, 001.03, …) is
// read: only the elements common to them are used.

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

export type Pain002ErrorCode = 'not_xml' | 'not_status_report'

export class Pain002Error extends Error {
  constructor(readonly code: Pain002ErrorCode) {
    super(code)
    this.name = 'Pain002Error'
  }
}

type Node = { [key: string]: Node[] | string | undefined }

const repeated = new Set(['OrgnlPmtInfAndSts', 'TxInfAndSts', 'StsRsnInf'])
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  // The report's values are ids and codes: no entity is worth expanding (and none can grow the document).
  processEntities: false,
  isArray: (name) => repeated.has(name),
})

function child(node: Node | undefined, ...path: string[]): Node | undefined {
  let current: Node | undefined = node
  for (const step of path) {
    const next: Node[] | string | undefined = current?.[step]
    current = Array.isArray(next) ? next[0] : (next as Node | undefined)
  }
  return current
}

function text(node: Node | undefined, ...path: string[]): string | null {
  const value = path.length ? (child(node, ...path.slice(0, -1))?.[path.at(-1) as string] as unknown) : node
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : null
}

function list(node: Node | undefined, name: string): Node[] {
  const value = node?.[name]
  return Array.isArray(value) ? value : []
}

function reasonOf(node: Node | undefined): string | null {
  const code =
    text(list(node, 'StsRsnInf')[0], 'Rsn', 'Cd') ?? text(list(node, 'StsRsnInf')[0], 'Rsn', 'Prtry')
  return code && /^[A-Za-z0-9]{1,35}$/.test(code) ? code.toUpperCase() : null
}

/** Reads a pain.002 report: the debits whose status is RJCT, and whole blocks or the file refused. */
export function parsePain002(xml: string): StatusReport {
  // A document type declaration has no place in a bank's report, and is how entity bombs come in.
  if (/<!DOCTYPE/i.test(xml) || XMLValidator.validate(xml) !== true) throw new Pain002Error('not_xml')
  const document = parser.parse(xml) as Node
  const report = child(document, 'Document', 'CstmrPmtStsRpt')
  if (!report) throw new Pain002Error('not_status_report')

  const group = child(report, 'OrgnlGrpInfAndSts')
  const rejected: RejectedDebit[] = []
  const rejectedBlocks: StatusReport['rejectedBlocks'] = []
  for (const block of list(report, 'OrgnlPmtInfAndSts')) {
    const transactions = list(block, 'TxInfAndSts')
    if (transactions.length === 0 && text(block, 'PmtInfSts') === 'RJCT') {
      rejectedBlocks.push({ paymentInformationId: text(block, 'OrgnlPmtInfId'), reason: reasonOf(block) })
    }
    for (const tx of transactions) {
      if (text(tx, 'TxSts') !== 'RJCT') continue
      rejected.push({
        endToEndId: text(tx, 'OrgnlEndToEndId'),
        mandateReference: text(tx, 'OrgnlTxRef', 'MndtRltdInf', 'MndtId'),
        reason: reasonOf(tx),
      })
    }
  }
  return {
    originalMessageId: text(group, 'OrgnlMsgId'),
    groupStatus: text(group, 'GrpSts'),
    groupReason: reasonOf(group),
    rejectedBlocks,
    rejected,
  }
}
