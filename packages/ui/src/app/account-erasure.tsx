import { resetSession } from '@egresa/api-client/auth'
import { eraseAccount } from '@egresa/api-client/privacy'
import { ERASURE_GRACE_DAYS, EraseAccountInput } from '@egresa/api-contract/privacy'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { buttonStyles } from '../button'
import { ConfirmDialog } from '../confirm-dialog'
import { FormAlert, TextField } from '../form-fields'
import { useFormSubmit } from '../server-errors'
import { useApi } from './api'
import { useLocale } from './locale'
import { notifySuccess } from './notify'

type Values = { password?: string }

/**
 * "Erase my account" in the settings (GDPR art. 17, docs/privacy.md): what goes and what the law keeps, the
 * password to confirm it (an account without one, the university's sign-in, signs in again instead), and a
 * last question. The server ends every session: the person lands on the sign-in page, told the date and that
 * signing in before it cancels the erasure.
 */
export function AccountErasurePanel({ kind }: { kind: 'person' | 'company' }) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const form = useForm<Values>({
    resolver: valibotResolver(EraseAccountInput, { lang: i18n.locale }),
    defaultValues: { password: '' },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const { submit, alert } = useFormSubmit(form, ['password'], async (values) => {
    const { erase_after } = await eraseAccount(api, values.password ? values : {})
    const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(
      new Date(erase_after),
    )
    resetSession(queryClient)
    notifySuccess(t`Tu cuenta se borrará el ${day}. Si cambias de idea, inicia sesión antes de esa fecha.`)
    await navigate({ to: '/$locale/login', params: { locale }, replace: true })
  })
  const days = ERASURE_GRACE_DAYS

  return (
    <section
      aria-labelledby="account-erasure-title"
      className="flex flex-col gap-4 rounded border border-secondary p-5"
    >
      <h2 id="account-erasure-title" className="text-xl font-bold">
        <Trans>Borrar mi cuenta</Trans>
      </h2>
      {kind === 'company' ? (
        <p>
          <Trans>
            Se borrarán la empresa, sus usuarios y sus ofertas; los candidatos de las ofertas abiertas
            recibirán un aviso de que la oferta se ha retirado.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              Se borrarán tu perfil, tu CV y tus archivos, tus candidaturas (las empresas dejarán de verte),
              lo que has guardado y tus sesiones. Tus comentarios en los grupos se quedarán, firmados como
              «Antiguo miembro» y sin sus archivos; si eres el único administrador de un grupo, lo pasaremos a
              otro miembro.
            </Trans>
          </p>
          <p>
            <Trans>
              Por ley, guardamos los pagos de tu cuota y los mandatos SEPA durante los plazos legales, sin
              nada más de tu cuenta.
            </Trans>
          </p>
        </>
      )}
      <p>
        <Trans>
          Cerraremos todas tus sesiones y tendrás {days} días para arrepentirte: si inicias sesión antes, el
          borrado se cancela.
        </Trans>
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          setConfirming(true)
        }}
        className="flex flex-col gap-4"
      >
        <FormAlert messages={alert} />
        <TextField
          id="account-erasure-password"
          label={t`Tu contraseña`}
          type="password"
          autoComplete="current-password"
          className="max-w-md"
          hint={t`Si entras con el acceso de tu universidad, déjala en blanco: si hace más de 10 minutos que iniciaste sesión, te pediremos que vuelvas a hacerlo.`}
          registration={register('password')}
          error={errors.password}
        />
        <div>
          <button type="submit" className={buttonStyles.dangerSecondary} disabled={isSubmitting}>
            <Trans>Borrar mi cuenta</Trans>
          </button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t`¿Borrar tu cuenta?`}
        message={t`Cerraremos todas tus sesiones ahora y borraremos tu cuenta dentro de ${days} días. Si inicias sesión antes, se cancelará.`}
        confirmLabel={t`Sí, borrar mi cuenta`}
        variant="danger"
        isPending={isSubmitting}
        onConfirm={() => submit()}
      />
    </section>
  )
}
