import { getInit, login, logout } from '@egresa/api-client/auth'
import { isApiError } from '@egresa/api-client/errors'
import { type SignInFailure, SignInForm, type SignInValues } from '@egresa/ui/sign-in-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { api } from '../../lib/api'
import { useLocale } from '../../lib/locale'
import { usePageTitle } from '../../lib/page-title'
import { afterSignIn, resetSession } from './session'

export type LoginSearch = { redirect?: string }

export function LoginPage({ redirect }: LoginSearch) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  usePageTitle(t`Iniciar sesión`)

  const onSubmit = async (values: SignInValues): Promise<SignInFailure | undefined> => {
    try {
      await login(api, values)
      // This app is for recruiters: an alumni account signs in on the alumni site instead.
      const { role } = await getInit(api)
      if (role !== 'company') {
        await logout(api).catch(() => undefined)
        return {
          message: t`Esta cuenta no es de empresa. Los antiguos alumnos inician sesión en el portal de antiguos alumnos.`,
        }
      }
    } catch (error) {
      if (isApiError(error)) return { message: error.message, fieldErrors: error.fieldErrors }
      return { message: t`No se ha podido conectar con el servidor. Inténtalo de nuevo.` }
    }
    resetSession(queryClient)
    await navigate({ href: afterSignIn(locale, redirect), replace: true })
    return undefined
  }

  return (
    <section aria-labelledby="login-title" className="rounded bg-white p-6 shadow-sm sm:p-8">
      <h1 id="login-title" className="mb-2 text-2xl font-bold">
        <Trans>Iniciar sesión</Trans>
      </h1>
      <p className="mb-6 text-muted">
        <Trans>
          Accede al espacio de empresas de la bolsa de empleo con tu correo electrónico y tu contraseña.
        </Trans>
      </p>
      <SignInForm onSubmit={onSubmit} />
    </section>
  )
}
