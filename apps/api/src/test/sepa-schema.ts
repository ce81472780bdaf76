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
