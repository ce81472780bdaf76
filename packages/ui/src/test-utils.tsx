/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { i18n, type Messages } from '@lingui/core'
import { formatter } from '@lingui/format-po'
import { I18nProvider } from '@lingui/react'
import { type RenderOptions, render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'

function Wrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

export function renderWithI18n(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: Wrapper, ...options })
}

/**
 * The shared packages' messages in `locale` (@egresa/validators', @egresa/api-contract's), as an app's catalog
 * of that language has them: read from the packages' own catalogs, for a test of a form on a page in it.
 */
export function packageMessages(locale: 'en' | 'ca'): Messages {
  const po = formatter({ lineNumbers: false })
  const messages: Messages = {}
  for (const pkg of ['validators', 'api-contract']) {
    // The tests run in packages/ui (and jsdom gives no file address to resolve from).
    const file = join(process.cwd(), '..', pkg, 'src', 'locales', locale, 'messages.po')
    const catalog = po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'es', filename: file })
    for (const [id, entry] of Object.entries(catalog as Record<string, { translation?: string }>)) {
      if (entry.translation) messages[id] = entry.translation
    }
  }
  return messages
}
