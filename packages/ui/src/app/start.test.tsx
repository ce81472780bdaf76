import type { ApiClient } from '@egresa/api-client/client'
import { activateLocale, i18n } from '@egresa/i18n/activate'
import { inputMessage, inputMessages } from '@egresa/validators/issue-messages'
import { setMessageTranslator } from '@egresa/validators/translator'
import { createRootRoute, createRouter } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from './start'

describe('createApp', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'es', messages: {} }))

  it('has the shared packages’ messages said in the page’s language, from the app’s catalogs', async () => {
    setMessageTranslator(undefined)
    createApp({
      catalogs: {
        es: async () => ({ messages: {} }),
        en: async () => ({ messages: { [inputMessages.required.id]: 'This field is required.' } }),
        ca: async () => ({ messages: {} }),
      },
      // A router with no page: the start-up wires the API client's status policy to it, nothing more.
      createRouter: (queryClient) =>
        createRouter({
          routeTree: createRootRoute(),
          context: { queryClient, api: { setPolicyHandlers: () => undefined } as unknown as ApiClient },
        }),
    })
    await activateLocale('en')
    expect(inputMessage('required', 'en')).toBe('This field is required.')
    await activateLocale('es')
    expect(inputMessage('required', 'es')).toBe('Este campo es obligatorio.')
  })
})
