import { resetSession } from '@egresa/api-client/auth'
import type { Locale } from '@egresa/i18n/locales'
import { localePath } from '@egresa/i18n/segments'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useLocale } from './locale'
import { useShell } from './shell'

/**
 * Where to go after signing in: a page of this app and language the person wanted (never another site, nor
 * a sign-in page again), or the app's home for signed-in people.
 */
export function afterSignIn(locale: Locale, redirect: string | undefined, home: readonly string[]): string {
  if (
    redirect?.startsWith(`/${locale}/`) &&
    !redirect.startsWith('//') &&
    !/\/(login|success|user\/logout)(\?|$)/.test(redirect)
  ) {
    return redirect
  }
  return localePath(locale, ...home)
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
      await navigate({ href: afterSignIn(locale, redirect, home), replace: true })
    },
    [locale, navigate, queryClient, home],
  )
}
