import { DataExportPanel } from '@egresa/ui/app/data-export'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { PasswordChangeForm } from '@egresa/ui/app/password-form'
import { useSignedInUser } from '@egresa/ui/app/site-frame'
import { Trans, useLingui } from '@lingui/react/macro'

/** `/{locale}/user/settings`: the office account's own settings: its password (the mailed links lead here) and
 * "download my data". */
export function SettingsPage() {
  const { t } = useLingui()
  const user = useSignedInUser()
  usePageTitle(t`Ajustes`)
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">
          <Trans>Ajustes</Trans>
        </h1>
        {user ? <p className="break-all text-muted">{user.email}</p> : null}
      </header>
      <section aria-labelledby="settings-password" className="flex flex-col gap-4">
        <h2 id="settings-password" className="text-xl font-bold">
          <Trans>Cambiar la contraseña</Trans>
        </h2>
        <PasswordChangeForm idPrefix="settings-password-form" />
      </section>
      <DataExportPanel kind="person" />
    </div>
  )
}
