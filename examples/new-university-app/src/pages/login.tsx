import { login, logout, resetSession } from '@egresa/api-client/auth'
import { isApiError } from '@egresa/api-client/errors'
import type { Locale } from '@egresa/i18n/locales'
import { SignInForm } from '@egresa/ui/sign-in-form'
import { notifySuccess } from '@egresa/ui/toaster'
import { useEffect } from 'react'
import { api, queryClient } from '../api'
import { text } from '../i18n'
import { navigate } from '../router'

/** @egresa/ui's sign-in form, signing in with @egresa/api-client. */
export function LoginPage({ locale }: { locale: Locale }) {
  return (
    <section aria-labelledby="login-title" className="mx-auto flex w-full max-w-md flex-col gap-4">
      <h1 id="login-title" className="text-2xl font-bold">
        {text('login.title')}
      </h1>
      <SignInForm
        onSubmit={async (values) => {
          try {
            await login(api, values)
          } catch (error) {
            // A wrong password (401), an account waiting for verification (403), a bad field (400).
            if (isApiError(error) && !error.handled) {
              return { message: error.message, fieldErrors: error.fieldErrors }
            }
            throw error
          }
          resetSession(queryClient)
          notifySuccess(text('login.welcome'))
          navigate(`/${locale}`)
          return undefined
        }}
      />
    </section>
  )
}

export function LogoutPage({ locale }: { locale: Locale }) {
  useEffect(() => {
    logout(api).finally(() => {
      resetSession(queryClient)
      navigate(`/${locale}`, { replace: true })
    })
  }, [locale])
  return <p>{text('home.loading')}</p>
}
