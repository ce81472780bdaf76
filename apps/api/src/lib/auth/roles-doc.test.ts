// docs/roles.md carries the roles × permissions table of packages/api-contract/src/permissions.ts; this test
// keeps them equal. After changing the permissions: `UPDATE_DOCS=1 npx vitest run src/lib/auth/roles-doc`.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { can, permissions, roles } from '@egresa/api-contract/permissions'
import { expect, it } from 'vitest'

const DOC = fileURLToPath(new URL('../../../../../docs/roles.md', import.meta.url))
const START = '<!-- permissions-table:start (generated from permissions.ts; checked by a test) -->'
const END = '<!-- permissions-table:end -->'
const columns = ['anonymous', ...roles] as const

function rows(): string[][] {
  return [
    ['permission', ...columns],
    ...permissions.map((p) => [`\`${p}\``, ...columns.map((role) => (can(role, p) ? '✓' : ''))]),
  ]
}

function render(table: string[][]): string {
  const [header = [], ...body] = table
  const widths = header.map((_, i) => Math.max(3, ...table.map((row) => row[i]?.length ?? 0)))
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n')
}

function parse(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|[\s|:-]+\|$/.test(l))
    .map((l) =>
      l
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
}

it('docs/roles.md shows the permission table the server enforces', () => {
  const doc = readFileSync(DOC, 'utf8')
  const start = doc.indexOf(START)
  const end = doc.indexOf(END)
  expect(start, `docs/roles.md needs the markers ${START} ... ${END}`).toBeGreaterThan(-1)
  const current = doc.slice(start + START.length, end)
  if (process.env.UPDATE_DOCS) {
    writeFileSync(DOC, `${doc.slice(0, start + START.length)}\n\n${render(rows())}\n\n${doc.slice(end)}`)
    return
  }
  expect(
    parse(current),
    'docs/roles.md is out of date: run UPDATE_DOCS=1 npx vitest run src/lib/auth/roles-doc',
  ).toEqual(rows())
})
