import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Spanish is the source language: with no catalog loaded the macros render the Spanish source text.
i18n.loadAndActivate({ locale: 'es', messages: {} })

afterEach(() => cleanup())

// jsdom has no scrolling; the router's scroll restoration calls it after each navigation.
window.scrollTo = () => undefined
