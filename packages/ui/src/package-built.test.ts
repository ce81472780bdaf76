// @vitest-environment node
// The built package as an app outside this repository runs it: dist/ modules (macros compiled to message ids)
// rendered with the catalogs dist/ ships, loaded into the app's Lingui instance by `loadUiMessages`.
// Needs `pnpm build` (turbo builds the package before its tests).
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createElement, type FunctionComponent } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

// Through a variable, so typechecking (which runs before the build) does not need dist/.
const dist = (module: string) => new URL(`../dist/${module}`, import.meta.url).href
type Messages = typeof import('./messages')

async function render(locale: string, module: string, name: string, props: object) {
  const { loadUiMessages } = (await import(/* @vite-ignore */ dist('messages.js'))) as Messages
  const component = (await import(/* @vite-ignore */ dist(module)))[name] as FunctionComponent
  const i18n = setupI18n()
  await loadUiMessages(i18n, locale)
  i18n.activate(locale)
  return renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(component, props)))
}

const pagination = { page: 2, maxPages: 3, hrefFor: (p: number) => `?page=${p}` }

describe('the built package with its own catalogs', () => {
  it('speaks Spanish, English and Catalan', async () => {
    expect(await render('es', 'pagination.js', 'Pagination', pagination)).toContain('aria-label="Paginación"')
    expect(await render('en', 'pagination.js', 'Pagination', pagination)).toContain('aria-label="Pagination"')
    const ca = await render('ca', 'pagination.js', 'Pagination', pagination)
    expect(ca).toContain('aria-label="Paginació"')
    expect(ca).toContain('Següent')
  })

  it('renders a page with interpolated and rich texts from the compiled catalog', async () => {
    const ca = await render('ca', 'error-page.js', 'ErrorPage', { status: 404, homeHref: '/ca' })
    expect(ca).toContain('No s’ha trobat la pàgina')
    expect(ca).toContain('Torna a l’inici')
  })

  it('falls back to Spanish for a language it does not have, and reads a region tag as its language', async () => {
    expect(await render('fr', 'pagination.js', 'Pagination', pagination)).toContain('Siguiente')
    const { uiMessages } = (await import(/* @vite-ignore */ dist('messages.js'))) as Messages
    expect(await uiMessages('ca-ES')).toEqual(await uiMessages('ca'))
    expect(await uiMessages('en-GB')).not.toEqual(await uiMessages('ca'))
  })
})
