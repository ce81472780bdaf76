import { login, logout, resetSession } from '@egresa/api-client/auth'
import { isApiError } from '@egresa/api-client/errors'
import type { Locale } from '@egresa/i18n/locales'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type NavigateOptions, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { SignInFailure, SignInValues } from '../sign-in-form'
import { useApi } from './api'
import { type PagePath, pageLink } from './links'
import { useLocale } from './locale'
import { errorText } from './notify'
import { useShell } from './shell'

/**
 * Where to go after signing in: a page of this app and language the person wanted (never another site, nor
 * a sign-in page again; `redirect` is its address), or the app's home for signed-in people.
 */
export function afterSignIn(locale: Locale, redirect: string | undefined, home: PagePath): NavigateOptions {
  if (
    redirect?.startsWith(`/${locale}/`) &&
    !redirect.startsWith('//') &&
    !/\/(login|success|user\/logout)(\?|$)/.test(redirect)
  ) {
    return { href: redirect }
  }
  return pageLink(home, locale)
}

/** After a new session: forgets the guest's cached answers and goes where `afterSignIn` says. */
export function useFinishSignIn(): (redirect: string | undefined) => Promise<void> {
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { home } = useShell()
  return useCallback(
    async (redirect) => {
      resetSession(queryClient)
      await navigate({ ...afterSignIn(locale, redirect, home), replace: true })
    },
    [locale, navigate, queryClient, home],
  )
}

/**
 * The sign-in form's submit: opens a session with the e-mail and password, lets the app refuse the account
 * (`refuse` resolves to the message to show, and the session ends again), then goes where `afterSignIn`
 * says. A failure resolves to what the form shows.
 */
export function usePasswordSignIn(
  redirect: string | undefined,
  refuse?: () => Promise<string | null>,
): (values: SignInValues) => Promise<SignInFailure | undefined> {
  const { t } = useLingui()
  const api = useApi()
  const finishSignIn = useFinishSignIn()
  return async (values) => {
    try {
      await login(api, values)
      const refusal = refuse ? await refuse() : null
      if (refusal) {
        await logout(api).catch(() => undefined)
        return { message: refusal }
      }
    } catch (error) {
      if (isApiError(error)) return { message: errorText(error), fieldErrors: error.fieldErrors }
      return { message: t`No se ha podido conectar con el servidor. Inténtalo de nuevo.` }
    }
    await finishSignIn(redirect)
    return undefined
  }
}
