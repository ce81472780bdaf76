// Vitest setup of every app's tests (each app's src/test-setup.ts imports it): Spanish, jsdom gaps, consent.

import { File as NodeFile } from 'node:buffer'
import { setMessageTranslator } from '@egresa/validators/translator'
import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { saveConsent } from '../consent-store'

// Spanish is the source language: with no catalog loaded the macros render the Spanish source text.
i18n.loadAndActivate({ locale: 'es', messages: {} })
// The shared packages' messages in the active language, as `createApp` has them said: a test of a form in
// English activates the app's English catalog.
setMessageTranslator((message) => i18n._(message))

afterEach(() => cleanup())

// jsdom has no scrolling; the router's scroll restoration calls it after each navigation.
window.scrollTo = () => undefined

// jsdom has no CSS.escape, which the router's scroll restoration uses.
if (typeof globalThis.CSS === 'undefined') Object.assign(globalThis, { CSS: {} })
if (typeof CSS.escape !== 'function') {
  CSS.escape = (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`)
}

// A form with a file, sent by fetch: Vitest's jsdom environment turns jsdom's FormData into Node's as the
// Request is made, and Node 24's fetch (undici 7) wraps each file in whatever `File` is global at that moment,
// jsdom's, whose bytes it cannot read: the file would arrive empty (vitest-dev/vitest#9135). While a Request
// is made, `File` is Node's, as it is in a browser's own fetch. Node 20's undici took Node's File at load.
const JsdomRequest = globalThis.Request
globalThis.Request = class Request extends JsdomRequest {
  constructor(...args: ConstructorParameters<typeof JsdomRequest>) {
    const jsdomFile = globalThis.File
    globalThis.File = NodeFile as unknown as typeof File
    try {
      super(...args)
    } finally {
      globalThis.File = jsdomFile
    }
  }
}

// The consent modal hides the page from assistive technology until a choice is made; whole-app tests are about
// the pages, so the choice is stored up front (the consent modal has its own tests in @egresa/ui and e2e).
saveConsent('accepted')
