import { setMessageTranslator } from '@egresa/validators/translator'
import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// jsdom has no CSS.escape, which react-aria's modal uses to read <meta> values.
if (typeof globalThis.CSS === 'undefined') Object.assign(globalThis, { CSS: {} })
if (typeof CSS.escape !== 'function') {
  CSS.escape = (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`)
}

// Spanish is the source language: with no catalog loaded the macros render the Spanish source text.
i18n.loadAndActivate({ locale: 'es', messages: {} })
// The shared packages' messages in the active language, as an app's start-up has them said (`createApp`).
setMessageTranslator((message) => i18n._(message))

afterEach(() => {
  // A file that runs as the server does (`@vitest-environment node`) has no document.
  if (typeof document === 'undefined') return
  cleanup()
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: resetting test cookies
    if (name) document.cookie = `${name}=; path=/; max-age=0`
  }
})
