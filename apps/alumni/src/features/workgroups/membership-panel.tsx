import { subscribeToWorkgroup, workgroupsQueryKey } from '@egresa/api-client/workgroups'
import type { Workgroup } from '@egresa/api-contract/workgroups'
import { useApi } from '@egresa/ui/app/api'
import { useAddress } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDialog } from '@egresa/ui/confirm-dialog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { pendingAction } from '../../lib/pending-action'
import { UpgradePrompt } from '../membership/public'
import { useWorkgroupViewer } from './viewer'

const noop = () => undefined

/**
 * Following a public group or asking to join a private one (Premium), and leaving it: a guest signs in and
 * comes back, a free member meets the upgrade prompt, a request waits "pending approval".
 */
export function MembershipPanel({ group }: { group: Workgroup }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const address = useAddress()
  const viewer = useWorkgroupViewer()
  const queryClient = useQueryClient()
  const [leaving, setLeaving] = useState(false)
  const isPublic = group.type === 'PUBLIC'
  const subscribe = useMutation({
    mutationFn: (subscribed: boolean) => subscribeToWorkgroup(api, group.hash, subscribed),
    onSuccess: async (answer, subscribed) => {
      notifySuccess(
        !subscribed
          ? isPublic
            ? t`Has dejado de seguir el grupo`
            : t`Has salido del grupo`
          : answer.membership?.status === 'PENDING'
            ? t`Solicitud enviada: un administrador del grupo la revisará`
            : t`Ahora sigues este grupo`,
      )
      await queryClient.invalidateQueries({ queryKey: workgroupsQueryKey })
    },
  })
  if (group.status !== 'PUBLISHED') return null
  const m = group.membership

  let body: ReactNode
  if (!viewer.user) {
    body = (
      <>
        <p>
          {isPublic ? (
            <Trans>Entra con tu cuenta Premium de antiguo alumno para seguir este grupo.</Trans>
          ) : (
            <Trans>Entra con tu cuenta Premium de antiguo alumno para solicitar unirte a este grupo.</Trans>
          )}
        </p>
        <Link
          to="/$locale/login"
          params={{ locale }}
          search={{ redirect: address, action: pendingAction('follow-workgroup', group.hash) }}
          className={`${buttonStyles.primary} self-start`}
        >
          <Trans>Inicia sesión</Trans>
        </Link>
      </>
    )
  } else if (m?.status === 'ACCEPTED') {
    const admin = m.role === 'ADMINISTRATOR'
    body = (
      <>
        <p role="status" className="font-bold">
          <span aria-hidden="true">✓ </span>
          {admin ? (
            <Trans>Administras este grupo</Trans>
          ) : isPublic ? (
            <Trans>Sigues este grupo</Trans>
          ) : (
            <Trans>Eres miembro de este grupo</Trans>
          )}
        </p>
        <button
          type="button"
          disabled={subscribe.isPending}
          onClick={() => setLeaving(true)}
          className={`${buttonStyles.secondary} self-start`}
        >
          {isPublic ? <Trans>Dejar de seguir</Trans> : <Trans>Salir del grupo</Trans>}
        </button>
      </>
    )
  } else if (m?.status === 'PENDING') {
    body = (
      <>
        <p role="status" className="font-bold">
          <Trans>Pendiente de aprobación</Trans>
        </p>
        <p className="text-sm text-muted">
          <Trans>Un administrador del grupo revisará tu solicitud; te avisaremos por correo.</Trans>
        </p>
        <button
          type="button"
          disabled={subscribe.isPending}
          onClick={() => setLeaving(true)}
          className={`${buttonStyles.secondary} self-start`}
        >
          <Trans>Retirar la solicitud</Trans>
        </button>
      </>
    )
  } else if (m?.status === 'CANCELLED') {
    body = (
      <p role="status">
        <Trans>Un administrador del grupo rechazó tu solicitud para unirte.</Trans>
      </p>
    )
  } else if (!viewer.canSubscribe) {
    return viewer.canUpgrade ? (
      <UpgradePrompt
        id="group-upgrade"
        title={
          isPublic ? (
            <Trans>Seguir grupos es Premium</Trans>
          ) : (
            <Trans>Unirse a grupos privados es Premium</Trans>
          )
        }
      >
        <p>
          <Trans>
            Con una cuenta Premium seguirás grupos, pedirás unirte a los privados y crearás los tuyos.
          </Trans>
        </p>
      </UpgradePrompt>
    ) : null
  } else {
    body = (
      <button
        type="button"
        disabled={subscribe.isPending}
        onClick={() => subscribe.mutate(true)}
        className={`${buttonStyles.primary} self-start`}
      >
        {isPublic ? <Trans>Seguir el grupo</Trans> : <Trans>Solicitar unirme</Trans>}
      </button>
    )
  }
  return (
    <section
      aria-labelledby="group-membership"
      className="flex flex-col gap-3 rounded border border-secondary p-5"
    >
      <h2 id="group-membership" className="text-xl font-bold">
        <Trans>Participa</Trans>
      </h2>
      {body}
      <ConfirmDialog
        isOpen={leaving}
        onOpenChange={setLeaving}
        isPending={subscribe.isPending}
        variant="danger"
        title={
          m?.status === 'PENDING' ? (
            <Trans>¿Retirar la solicitud?</Trans>
          ) : isPublic ? (
            <Trans>¿Dejar de seguir el grupo?</Trans>
          ) : (
            <Trans>¿Salir del grupo?</Trans>
          )
        }
        message={
          isPublic ? (
            <Trans>Podrás volver a seguirlo cuando quieras.</Trans>
          ) : (
            <Trans>
              Para volver tendrás que pedirlo de nuevo y esperar a que un administrador te acepte.
            </Trans>
          )
        }
        confirmLabel={
          m?.status === 'PENDING' ? (
            <Trans>Retirar la solicitud</Trans>
          ) : isPublic ? (
            <Trans>Dejar de seguir</Trans>
          ) : (
            <Trans>Salir del grupo</Trans>
          )
        }
        onConfirm={() => subscribe.mutateAsync(false).then(noop, noop)}
      />
    </section>
  )
}
