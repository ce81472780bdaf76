// The demo CVs: a one-page PDF per person, written by hand (no library: a few objects and their offsets), so
// a company that downloads a candidate's CV in the demo opens a real document.

/** Text for a PDF string in WinAnsi (Latin-1): the accents of Spanish names stay, the rest becomes `?`. */
function pdfText(text: string): string {
  return [...text]
    .map((c) => (c.charCodeAt(0) < 256 ? c : '?'))
    .join('')
    .replace(/[\\()]/g, (c) => `\\${c}`)
}

/** A one-page A4 PDF with a title and lines of text, in Helvetica. */
export function demoCvPdf(title: string, lines: string[]): Uint8Array {
  const text = [
    'BT /F1 20 Tf 72 770 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) ' `),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(out, 'latin1'))
}
