import { meQueryOptions } from '@egresa/api-client/auth'
import { recordConsent } from '@egresa/api-client/privacy'
import type { CurrentUser } from '@egresa/api-contract/auth'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from 'react-aria-components'
import { buttonStyles } from '../button'
import { Modal } from '../modal'
import { useApi } from './api'
import { useHref } from './links'
import { useLocale } from './locale'
import { notifyError } from './notify'

/**
 * Asks a signed-in person to accept the conditions of use or the privacy policy again when their version
 * changed (`policies_to_accept` of `/usr/users/me`, docs/privacy.md "Consent records"): a dialog that only
 * accepting or signing out closes. The policies' own pages, and the settings where the account can be erased
 * instead, are read without it.
 */
export function PolicyGate({
  user,
  path,
  settingsHref,
}: {
  user: CurrentUser | undefined
  path: string
  /** The settings' privacy tab, where the person may erase the account instead (read without the dialog too). */
  settingsHref?: string
}) {
  const { t } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const href = useHref()
  const queryClient = useQueryClient()
  const due = user?.policies_to_accept ?? []
  const accept = useMutation({
    mutationFn: async () => {
      for (const kind of due) await recordConsent(api, { kind, granted: true })
    },
    onSuccess: () =>
      queryClient.setQueryData(meQueryOptions(api).queryKey, (old) =>
        old ? { ...old, policies_to_accept: [] } : old,
      ),
    onError: notifyError,
  })
  const settingsPath = settingsHref?.split('?')[0]
  if (due.length === 0 || path.includes('/info/') || (settingsPath && path.startsWith(settingsPath)))
    return null
  const link = (slug: 'privacy' | 'conditions', label: string) => (
    <a
      className="font-bold text-primary underline"
      href={href({ to: '/$locale/info/$slug', params: { locale, slug } })}
    >
      {label}
    </a>
  )
  const privacy = link('privacy', t`la política de privacidad`)
  const conditions = link('conditions', t`las condiciones de uso`)
  return (
    <Modal
      isOpen
      onOpenChange={() => {}}
      isDismissable={false}
      role="alertdialog"
      size="md"
      title={t`Hemos actualizado nuestros textos legales`}
      footer={
        <>
          <a
            className={buttonStyles.secondary}
            href={href({ to: '/$locale/user/logout', params: { locale } })}
          >
            <Trans>Cerrar sesión</Trans>
          </a>
          <Button
            className={buttonStyles.primary}
            isDisabled={accept.isPending}
            onPress={() => accept.mutate()}
          >
            <Trans>Aceptar y seguir</Trans>
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p>
          {due.length === 2 ? (
            <Trans>
              Hemos cambiado {privacy} y {conditions}. Léelas y acéptalas para seguir usando el portal.
            </Trans>
          ) : due[0] === 'privacy' ? (
            <Trans>Hemos cambiado {privacy}. Léela y acéptala para seguir usando el portal.</Trans>
          ) : (
            <Trans>Hemos cambiado {conditions}. Léelas y acéptalas para seguir usando el portal.</Trans>
          )}
        </p>
        {settingsHref ? (
          <p className="text-sm">
            <Trans>
              Si no quieres aceptarlas, puedes{' '}
              <a className="font-bold text-primary underline" href={settingsHref}>
                borrar tu cuenta
              </a>
              .
            </Trans>
          </p>
        ) : null}
      </div>
    </Modal>
  )
}
