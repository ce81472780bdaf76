import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { validatePain008 } from '../../../test/sepa'
import { creditorIdCheckDigits } from './creditor-id'
import { endToEndId, mandateReference, newMessageId } from './ids'
import { buildPain008, type Pain008Input, type SepaDebit, SepaError } from './pain008'

const creditor = {
  name: 'Asociación de Antiguos Alumnos de la Universitat',
  iban: 'ES91 2100 0418 4502 0005 1332',
  bic: 'CAIXESBBXXX',
  identifier: `ES${creditorIdCheckDigits('ES', 'G12345678')}000G12345678`,
}

function debit(overrides: Partial<SepaDebit> = {}): SepaDebit {
  return {
    endToEndId: endToEndId('2026-12-08'),
    amountCents: 5000,
    sequence: 'FRST',
    collectionDate: '2026-12-01',
    mandate: { reference: mandateReference(42, '2026-11-20'), signedOn: '2026-11-20' },
    debtor: { name: 'Ana García', iban: 'ES7921000813610123456789', bic: null },
    remittance: 'Cuota Premium 2026-2027',
    ...overrides,
  }
}

function input(debits: SepaDebit[], overrides: Partial<Pain008Input> = {}): Pain008Input {
  return {
    messageId: newMessageId(),
    createdAt: new Date('2026-11-24T09:30:00Z'),
    creditor,
    debits,
    ...overrides,
  }
}

// Every element as an array, so a block with one transaction reads like one with many.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
})
type Node = Record<string, Node[]> & { '#text'?: string; '@_Ccy'?: string }
function parse(xml: string) {
  const document = parser.parse(xml) as Node
  const root = document.Document?.[0]?.CstmrDrctDbtInitn?.[0] as Node
  return root
}
function text(node: Node | undefined, ...path: string[]): string {
  let current: Node | undefined = node
  for (const step of path) current = current?.[step]?.[0]
  return String(current?.['#text'] ?? current ?? '')
}

describe('pain.008.001.02 builder', () => {
  it('writes a schema-valid file: one block per sequence type and date, counts and control sums', async () => {
    const debits = [
      debit({ amountCents: 5000 }),
      debit({ amountCents: 5000, sequence: 'RCUR' }),
      debit({ amountCents: 2550, sequence: 'RCUR' }),
      debit({ amountCents: 5000, collectionDate: '2026-12-05' }),
    ]
    const file = buildPain008(input(debits))
    expect(await validatePain008(file.xml)).toEqual({ valid: true, errors: [] })
    expect(file).toMatchObject({ count: 4, totalCents: 17550 })

    const root = parse(file.xml)
    expect(text(root, 'GrpHdr', 'NbOfTxs')).toBe('4')
    expect(text(root, 'GrpHdr', 'CtrlSum')).toBe('175.50')
    expect(text(root, 'GrpHdr', 'CreDtTm')).toBe('2026-11-24T09:30:00')
    const blocks = root.PmtInf ?? []
    expect(
      blocks.map((b) => [
        text(b, 'PmtTpInf', 'SeqTp'),
        text(b, 'ReqdColltnDt'),
        text(b, 'NbOfTxs'),
        text(b, 'CtrlSum'),
      ]),
    ).toEqual([
      ['FRST', '2026-12-01', '1', '50.00'],
      ['RCUR', '2026-12-01', '2', '75.50'],
      ['FRST', '2026-12-05', '1', '50.00'],
    ])
    const [first] = blocks
    expect(text(first, 'PmtTpInf', 'LclInstrm', 'Cd')).toBe('CORE')
    expect(text(first, 'CdtrSchmeId', 'Id', 'PrvtId', 'Othr', 'Id')).toBe(creditor.identifier)
    expect(text(first, 'CdtrAcct', 'Id', 'IBAN')).toBe('ES9121000418450200051332')
    expect(text(first, 'CdtrAgt', 'FinInstnId', 'BIC')).toBe('CAIXESBBXXX')
    const tx = first?.DrctDbtTxInf?.[0]
    expect(tx?.InstdAmt?.[0]).toMatchObject({ '#text': '50.00', '@_Ccy': 'EUR' })
    expect(text(tx, 'DrctDbtTx', 'MndtRltdInf', 'MndtId')).toBe(debits[0]?.mandate.reference)
    expect(text(tx, 'DrctDbtTx', 'MndtRltdInf', 'DtOfSgntr')).toBe('2026-11-20')
    expect(text(tx, 'PmtId', 'EndToEndId')).toBe(debits[0]?.endToEndId)
    expect(text(tx, 'DbtrAgt', 'FinInstnId', 'Othr', 'Id')).toBe('NOTPROVIDED')
    expect(text(tx, 'Dbtr', 'Nm')).toBe('Ana Garcia')
    expect(text(tx, 'RmtInf', 'Ustrd')).toBe('Cuota Premium 2026-2027')
    // Payment ids are unique within the file and extend the message id.
    const ids = blocks.map((b) => text(b, 'PmtInfId'))
    expect(new Set(ids).size).toBe(3)
    expect(file.payments.map((p) => p.id)).toEqual(ids)
  })

  it('is checked by a validator that does refuse a broken file', async () => {
    const { xml } = buildPain008(input([debit()]))
    const broken = await validatePain008(xml.replace(/<SeqTp>FRST<\/SeqTp>/, '<SeqTp>ONCE</SeqTp>'))
    expect(broken.valid).toBe(false)
    expect(broken.errors.join('\n')).toMatch(/SeqTp/)
    expect((await validatePain008(xml.replace(/Ana Garcia/, 'A'.repeat(141)))).valid).toBe(false)
  })

  it('keeps names with Spanish and Catalan accents within the character set', async () => {
    const file = buildPain008(
      input([
        debit({
          debtor: { name: 'Núria Pañella i Col·lell', iban: 'ES7921000813610123456789', bic: 'BSABESBB' },
        }),
        debit({ debtor: { name: "Joan O'Brien & Muñoz", iban: 'ES7921000813610123456789', bic: null } }),
      ]),
    )
    expect(await validatePain008(file.xml)).toMatchObject({ valid: true })
    const txs = parse(file.xml).PmtInf?.[0]?.DrctDbtTxInf ?? []
    expect(txs.map((tx) => text(tx, 'Dbtr', 'Nm'))).toEqual([
      'Nuria Panella i Col.lell',
      "Joan O'Brien + Munoz",
    ])
    expect(text(txs[0], 'DbtrAgt', 'FinInstnId', 'BIC')).toBe('BSABESBB')
    expect(text(parse(file.xml), 'GrpHdr', 'InitgPty', 'Nm')).toBe(
      'Asociacion de Antiguos Alumnos de la Universitat',
    )
    expect(file.xml).not.toMatch(/[^\x20-\x7e\n\t]/)
  })

  it('cuts over-long names to 70 characters and texts to 140', async () => {
    const file = buildPain008(
      input([
        debit({
          debtor: { name: 'María de los Ángeles '.repeat(12), iban: 'ES7921000813610123456789', bic: null },
          remittance: 'Cuota anual de la asociación '.repeat(10),
        }),
      ]),
    )
    expect(await validatePain008(file.xml)).toMatchObject({ valid: true })
    const tx = parse(file.xml).PmtInf?.[0]?.DrctDbtTxInf?.[0]
    expect(text(tx, 'Dbtr', 'Nm').length).toBeLessThanOrEqual(70)
    expect(text(tx, 'Dbtr', 'Nm').startsWith('Maria de los Angeles')).toBe(true)
    expect(text(tx, 'RmtInf', 'Ustrd').length).toBeLessThanOrEqual(140)
  })

  it('carries many transactions with an exact control sum', async () => {
    // 0.01 € steps: summing euros as floating point would drift; cents do not.
    const debits = Array.from({ length: 1500 }, (_, i) =>
      debit({ amountCents: 5000 + (i % 7), sequence: i % 3 === 0 ? 'FRST' : 'RCUR' }),
    )
    const expected = debits.reduce((sum, d) => sum + d.amountCents, 0)
    const file = buildPain008(input(debits))
    expect(await validatePain008(file.xml)).toMatchObject({ valid: true })
    expect(file.totalCents).toBe(expected)
    const root = parse(file.xml)
    expect(text(root, 'GrpHdr', 'NbOfTxs')).toBe('1500')
    expect(text(root, 'GrpHdr', 'CtrlSum')).toBe(
      `${Math.floor(expected / 100)}.${String(expected % 100).padStart(2, '0')}`,
    )
    const sums = (root.PmtInf ?? []).map((b) => Math.round(Number(text(b, 'CtrlSum')) * 100))
    expect(sums.reduce((a, b) => a + b, 0)).toBe(expected)
    const amounts = (root.PmtInf ?? []).flatMap((b) =>
      (b.DrctDbtTxInf ?? []).map((tx) => tx.InstdAmt?.[0]?.['#text']),
    )
    expect(amounts.every((a) => /^\d+\.\d{2}$/.test(String(a)))).toBe(true)
    expect(new Set(amounts)).toEqual(new Set(['50.00', '50.01', '50.02', '50.03', '50.04', '50.05', '50.06']))
  })

  it('refuses a wrong creditor identifier, a wrong IBAN or nothing to collect', () => {
    const wrongCheck = {
      ...creditor,
      identifier: creditor.identifier.replace(/^ES(\d\d)/, (_, d) =>
        `ES${(Number(d) + 1) % 100}`.padEnd(4, '0'),
      ),
    }
    expect(() => buildPain008(input([debit()], { creditor: wrongCheck }))).toThrow(
      expect.objectContaining({ code: 'invalid_creditor_id' }),
    )
    expect(() => buildPain008(input([debit()], { creditor: { ...creditor, identifier: '' } }))).toThrow(
      SepaError,
    )
    expect(() =>
      buildPain008(input([debit()], { creditor: { ...creditor, iban: 'ES9121000418450200051333' } })),
    ).toThrow(expect.objectContaining({ code: 'invalid_creditor_iban' }))
    expect(() => buildPain008(input([]))).toThrow(expect.objectContaining({ code: 'no_debits' }))
    for (const bad of [
      debit({ amountCents: 0 }),
      debit({ amountCents: 50.5 }),
      debit({ collectionDate: '2026-13-01' }),
      debit({ debtor: { name: 'Ana', iban: 'US12345', bic: null } }),
      debit({ mandate: { reference: 'has space', signedOn: '2026-11-20' } }),
      debit({ endToEndId: 'x'.repeat(36) }),
      debit({ debtor: { name: '€€€', iban: 'ES7921000813610123456789', bic: null } }),
    ]) {
      expect(() => buildPain008(input([debit(), bad]))).toThrow(
        expect.objectContaining({ code: 'invalid_debit' }),
      )
    }
  })
})
