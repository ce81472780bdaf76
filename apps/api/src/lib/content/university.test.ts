// The legal notice, the association and the accessibility pages name the university of the configuration
// (UNIVERSITY_* variables), never a template's brackets; a production start warns while one is unset.
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_UNIVERSITY, parseEnv, startWarnings } from '../../env'
import { createTestApp, type TestApp } from '../../test/harness'
import { eventually, freePort, runApi } from '../../test/process'
import { productionVars } from '../../test/security'

const CONTENT_DIR = new URL('../../../../../content', import.meta.url).pathname
const university = {
  UNIVERSITY_NAME: 'Universitat de Prova',
  UNIVERSITY_TAX_ID: 'Q9650010C',
  UNIVERSITY_OFFICE_ADDRESS: 'Carrer de la Universitat, 7, 12071 Castelló de la Plana',
  UNIVERSITY_OFFICE_EMAIL: 'alumni@prova.example',
  UNIVERSITY_OFFICE_PHONE: '+34 964 000 111',
}
const variables = Object.keys(university)
const pages = ['legal-notice', 'association', 'accessibility'] as const

const apps: TestApp[] = []
afterAll(async () => {
  for (const t of apps) await t.close()
})
async function pagesOf(env: Record<string, string>) {
  const t = await createTestApp({ env: { CONTENT_DIR, ...env } })
  apps.push(t)
  const out: Record<string, string> = {}
  for (const locale of ['es', 'en'] as const) {
    for (const page of pages) {
      const res = await t.request(`/_content/${locale}/info/${page}`, { method: 'POST', json: {}, locale })
      expect(res.status, `${locale}/${page}`).toBe(200)
      const doc = (await res.json()) as { body: string; title: string }
      out[`${locale}/${page}`] = `${doc.title}\n${doc.body}`
    }
  }
  return out
}

describe('the university’s pages', () => {
  it('show the configured name, tax id, address, e-mail and phone, and no template bracket', async () => {
    const shown = await pagesOf(university)
    for (const [page, html] of Object.entries(shown)) {
      expect(html, page).not.toContain('[')
      expect(html, page).not.toContain('{{')
      expect(html, page).toContain('Universitat de Prova')
      expect(html, page).toContain('alumni@prova.example')
    }
    for (const locale of ['es', 'en']) {
      const notice = shown[`${locale}/legal-notice`]
      expect(notice).toContain('Q9650010C')
      expect(notice).toContain('Carrer de la Universitat, 7, 12071 Castelló de la Plana')
      expect(notice).toContain('+34 964 000 111')
      expect(shown[`${locale}/association`]).toContain('+34 964 000 111')
    }
  })

  it('show the demo university outside production when nothing is configured', async () => {
    const shown = await pagesOf({})
    expect(shown['es/legal-notice']).toContain(DEMO_UNIVERSITY.name)
    expect(shown['en/legal-notice']).toContain(DEMO_UNIVERSITY.taxId)
    for (const html of Object.values(shown)) expect(html).not.toMatch(/\[|\{\{|UNIVERSITY_/)
  })
})

describe('a production start', () => {
  it('is warned of each unset setting, by its variable, and not when all are set', () => {
    const [warning, ...rest] = startWarnings(parseEnv(productionVars))
    expect(rest).toEqual([])
    for (const name of variables) expect(warning).toContain(name)
    const { UNIVERSITY_OFFICE_PHONE: _phone, ...allButPhone } = university
    expect(startWarnings(parseEnv({ ...productionVars, ...allButPhone }))).toEqual([
      expect.stringMatching(/^UNIVERSITY_OFFICE_PHONE: unset/),
    ])
    expect(startWarnings(parseEnv({ ...productionVars, ...university }))).toEqual([])
    expect(startWarnings(parseEnv({ NODE_ENV: 'development' }))).toEqual([])
  })

  it('prints the warning when the real entry point starts', async () => {
    const port = String(await freePort())
    const api = runApi({ ...productionVars, PORT: port, UNIVERSITY_NAME: 'Universitat de Prova' })
    try {
      const line = await eventually(async () =>
        api
          .output()
          .split('\n')
          .find((l) => l.includes('UNIVERSITY_TAX_ID')),
      )
      expect(line).toContain('UNIVERSITY_OFFICE_EMAIL')
      expect(line).not.toContain('UNIVERSITY_NAME')
      expect(line).toMatch(/"level":(40|"warn")/)
    } finally {
      await api.stop()
    }
  }, 120_000)
})
