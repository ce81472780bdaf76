import { getInit, login, logout } from '@egresa/api-client/auth'
import { isApiError } from '@egresa/api-client/errors'
import { localePath } from '@egresa/i18n/segments'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { useFinishSignIn } from '@egresa/ui/app/sign-in'
import { Link } from '@egresa/ui/link'
import { type SignInFailure, SignInForm, type SignInValues } from '@egresa/ui/sign-in-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { api } from '../../lib/api'

export type LoginSearch = { redirect?: string }

export function LoginPage({ redirect }: LoginSearch) {
  const { t } = useLingui()
  const locale = useLocale()
  const finishSignIn = useFinishSignIn()
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
    await finishSignIn(redirect)
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
      <p className="mt-6 border-t border-secondary pt-4">
        <Link href={localePath(locale, 'user', 'recovery')} className="underline">
          <Trans>¿Has olvidado tu contraseña?</Trans>
        </Link>
      </p>
    </section>
  )
}
