import { type Env, UNIVERSITY_VARIABLES } from '../../env'

export type University = Env['university']

const PLACEHOLDER = /\{\{\s*university\.(name|taxId|officeAddress|officeEmail|officePhone)\s*\}\}/g

/** Markdown's own characters in a configured value, escaped: a name with `*` or `[` stays text. */
const escapeMarkdown = (value: string) => value.replace(/[\\`*_[\]<>#|]/g, (c) => `\\${c}`)

/**
 * A document's source with `{{university.name}}` (and `taxId`, `officeAddress`, `officeEmail`,
 * `officePhone`) replaced by the university's settings (UNIVERSITY_* variables); an unset one by its
 * variable's name, which the production start warns about (env.ts, `startWarnings`).
 */
export function fillUniversity(source: string, university: University | undefined): string {
  return source.replace(PLACEHOLDER, (_, key: keyof University) => {
    const value = university?.[key]
    return value ? escapeMarkdown(value) : UNIVERSITY_VARIABLES[key]
  })
}
