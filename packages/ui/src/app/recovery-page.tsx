import { checkRecoveryToken, requestRecovery, resetPassword } from '@egresa/api-client/accounts'
import { resetSession } from '@egresa/api-client/auth'
import { isApiError } from '@egresa/api-client/errors'
import { Email, Password } from '@egresa/api-contract/users'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { buttonStyles } from '../button'
import { FormAlert, TextField } from '../form-fields'
import { localizedFields, withRepeat } from '../form-messages'
import { ReadyFieldset } from '../hydration'
import { useLocalizedSchema } from '../localized-schema'
import { useServerErrors } from '../server-errors'
import { useApi } from './api'
import { useLocale } from './locale'
import { errorText, notifySuccess } from './notify'
import { usePageTitle } from './page-title'

/**
 * `/{locale}/user/recovery` of every app: without a token, asks for the e-mail to send the link to; with the token of
 * the mailed link (`?token=`), asks for the new password.
 */
export function RecoveryPage({ token }: { token: string | undefined }) {
  const { t } = useLingui()
  usePageTitle(token ? t`Elige una contraseña nueva` : t`Recuperar la contraseña`)
  return (
    <section
      aria-labelledby="recovery-title"
      className="flex flex-col gap-4 rounded bg-white p-6 shadow-sm sm:p-8"
    >
      {token ? <ResetPassword token={token} /> : <RequestLink />}
    </section>
  )
}

function BackToLogin() {
  const locale = useLocale()
  return (
    <p>
      <Link to="/$locale/login" params={{ locale }} className="font-bold underline">
        <Trans>Volver a iniciar sesión</Trans>
      </Link>
    </p>
  )
}

/** Focuses a heading that replaced a form, so a screen reader reads what happened. */
function useFocusOnShow<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (shown) ref.current?.focus()
  }, [shown])
  return ref
}

const requestLinkSchema = (lang: string, labels: { email: string }) =>
  localizedFields({ email: Email }, lang, labels)

function RequestLink() {
  const { t, i18n } = useLingui()
  const api = useApi()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const label = t`Correo electrónico`
  const schema = useLocalizedSchema(requestLinkSchema, { email: label })
  const form = useForm<v.InferInput<typeof schema>, unknown, v.InferOutput<typeof schema>>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: { email: '' },
  })
  const server = useServerErrors(form, ['email'])
  const done = useFocusOnShow<HTMLHeadingElement>(sentTo !== null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form

  const submit = handleSubmit(async (values) => {
    server.setAlert([])
    try {
      await requestRecovery(api, values)
      setSentTo(values.email)
    } catch (error) {
      server.handle(error)
    }
  })

  if (sentTo) {
    return (
      <>
        <h1 id="recovery-title" ref={done} tabIndex={-1} className="text-2xl font-bold outline-none">
          <Trans>Revisa tu correo</Trans>
        </h1>
        <p>
          <Trans>
            Si hay una cuenta con la dirección <strong className="break-all">{sentTo}</strong>, te hemos
            enviado un enlace para elegir una contraseña nueva. El enlace caduca en una hora y solo sirve una
            vez.
          </Trans>
        </p>
        <p className="text-muted">
          <Trans>
            ¿No llega? Mira en la carpeta de correo no deseado o vuelve a pedirlo dentro de unos minutos.
          </Trans>
        </p>
        <BackToLogin />
      </>
    )
  }
  return (
    <>
      <h1 id="recovery-title" className="text-2xl font-bold">
        <Trans>Recuperar la contraseña</Trans>
      </h1>
      <p className="text-muted">
        <Trans>
          Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña
          nueva.
        </Trans>
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <ReadyFieldset>
          <FormAlert messages={server.alert} />
          <TextField
            id="recovery-email"
            label={label}
            type="email"
            autoComplete="email"
            required
            registration={register('email')}
            error={errors.email}
          />
          <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
            {isSubmitting ? <Trans>Enviando…</Trans> : <Trans>Enviar el enlace</Trans>}
          </button>
        </ReadyFieldset>
      </form>
      <BackToLogin />
    </>
  )
}

const resetEntries = { password: Password, password_repeat: v.pipe(v.string(), v.nonEmpty()) }
const resetSchema = (lang: string, labels: { password: string; password_repeat: string }) =>
  withRepeat(resetEntries, lang, labels, 'password', 'password_repeat')

function ResetPassword({ token }: { token: string }) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const [changed, setChanged] = useState(false)
  const check = useQuery({
    queryKey: ['recovery-link', token],
    queryFn: () => checkRecoveryToken(api, token).then(() => true),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  const labels = { password: t`Contraseña nueva`, password_repeat: t`Repite la contraseña nueva` }
  const schema = useLocalizedSchema(resetSchema, labels)
  const form = useForm<v.InferInput<typeof schema>, unknown, v.InferOutput<typeof schema>>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: { password: '', password_repeat: '' },
  })
  const server = useServerErrors(form, ['password', 'password_repeat'])
  const done = useFocusOnShow<HTMLHeadingElement>(changed)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form

  const submit = handleSubmit(async (values) => {
    server.setAlert([])
    try {
      await resetPassword(api, { token, ...values })
      // Every session of the account has ended, this browser's too.
      api.session.clear()
      resetSession(queryClient)
      setChanged(true)
      notifySuccess(t`Guardado correctamente`)
    } catch (error) {
      server.handle(error)
    }
  })

  if (check.isPending) {
    return (
      <p aria-live="polite" className="text-muted">
        <Trans>Comprobando el enlace…</Trans>
      </p>
    )
  }
  if (check.isError) {
    const message = isApiError(check.error)
      ? (check.error.fieldErrors.token?.[0] ?? errorText(check.error))
      : t`No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.`
    return (
      <>
        <h1 id="recovery-title" className="text-2xl font-bold">
          <Trans>El enlace no sirve</Trans>
        </h1>
        <p role="alert">{message}</p>
        <p>
          {/* Exact: this page without the spent token is another page, not the current one. */}
          <Link
            to="/$locale/user/recovery"
            params={{ locale }}
            activeOptions={{ exact: true }}
            className={buttonStyles.primary}
          >
            <Trans>Pedir un enlace nuevo</Trans>
          </Link>
        </p>
        <BackToLogin />
      </>
    )
  }
  if (changed) {
    return (
      <>
        <h1 id="recovery-title" ref={done} tabIndex={-1} className="text-2xl font-bold outline-none">
          <Trans>Contraseña cambiada</Trans>
        </h1>
        <p>
          <Trans>
            Ya puedes iniciar sesión con tu contraseña nueva. Hemos cerrado las sesiones abiertas en otros
            dispositivos.
          </Trans>
        </p>
        <p>
          <Link to="/$locale/login" params={{ locale }} className={buttonStyles.primary}>
            <Trans>Iniciar sesión</Trans>
          </Link>
        </p>
      </>
    )
  }
  return (
    <>
      <h1 id="recovery-title" className="text-2xl font-bold">
        <Trans>Elige una contraseña nueva</Trans>
      </h1>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <ReadyFieldset>
          <FormAlert messages={server.alert} />
          <TextField
            id="reset-password"
            label={labels.password}
            type="password"
            autoComplete="new-password"
            required
            hint={<Trans>Al menos 10 caracteres.</Trans>}
            registration={register('password')}
            error={errors.password}
          />
          <TextField
            id="reset-password-repeat"
            label={labels.password_repeat}
            type="password"
            autoComplete="new-password"
            required
            registration={register('password_repeat')}
            error={errors.password_repeat}
          />
          <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
            {isSubmitting ? <Trans>Guardando…</Trans> : <Trans>Cambiar la contraseña</Trans>}
          </button>
        </ReadyFieldset>
      </form>
    </>
  )
}
