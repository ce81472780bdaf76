import {
  createWorkgroup,
  myWorkgroupQueryOptions,
  updateWorkgroup,
  workgroupsQueryKey,
} from '@egresa/api-client/workgroups'
import type { ManagedWorkgroup } from '@egresa/api-contract/workgroups'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { UpgradePrompt } from '../membership/public'
import { useWorkgroupViewer } from './viewer'
import { WorkgroupForm } from './workgroup-form'

/** Keeps every cached copy of a group in step with the server's answer. */
export function useStoreWorkgroup() {
  const api = useApi()
  const queryClient = useQueryClient()
  return async (group: ManagedWorkgroup) => {
    queryClient.setQueryData(myWorkgroupQueryOptions(api, group.hash).queryKey, group)
    await queryClient.invalidateQueries({ queryKey: workgroupsQueryKey })
  }
}

/** `/{locale}/user/workgroups/new`: a Premium member creates a group, a draft until they submit it. */
export function NewWorkgroupPage() {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const href = useHref()
  const navigate = useNavigate()
  const store = useStoreWorkgroup()
  const viewer = useWorkgroupViewer()
  usePageTitle(t`Crear un grupo`)
  if (!viewer.canCreate) {
    return viewer.canUpgrade ? (
      <UpgradePrompt
        id="create-group-upgrade"
        headingLevel={1}
        title={<Trans>Crear grupos es Premium</Trans>}
      >
        <p>
          <Trans>
            Con una cuenta Premium crearás grupos de trabajo, seguirás los públicos y pedirás unirte a los
            privados.
          </Trans>
        </p>
      </UpgradePrompt>
    ) : (
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">
          <Trans>Crear un grupo</Trans>
        </h1>
        <p>
          <Trans>Los grupos de trabajo los crean los antiguos alumnos con cuenta Premium.</Trans>
        </p>
      </div>
    )
  }
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <Trans>Crear un grupo</Trans>
        </h1>
        <p className="text-muted">
          <Trans>
            El grupo se guarda como borrador: después podrás añadirle una imagen y enviarlo a validación. Lo
            publicará la oficina de antiguos alumnos.
          </Trans>
        </p>
      </header>
      <WorkgroupForm
        cancelHref={href({ to: '/$locale/user/workgroups', params: { locale } })}
        submitLabel={t`Guardar el borrador`}
        onSave={async (values) => {
          const group = await createWorkgroup(api, values)
          await store(group)
          notifySuccess(t`Guardado correctamente`)
          await navigate({ to: '/$locale/user/workgroups/$hash', params: { locale, hash: group.hash } })
        }}
      />
    </article>
  )
}

/** `/{locale}/user/workgroups/{hash}/edit`: its administrators change its name, type, description and language. */
export function EditWorkgroupPage({ hash }: { hash: string }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const href = useHref()
  const navigate = useNavigate()
  const store = useStoreWorkgroup()
  const { data: group } = useSuspenseQuery(myWorkgroupQueryOptions(api, hash))
  usePageTitle(t`Editar el grupo`)
  const back = href({ to: '/$locale/user/workgroups/$hash', params: { locale, hash: group.hash } })
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <Trans>Editar el grupo</Trans>
        </h1>
        {group.status === 'PUBLISHED' ? (
          <p className="text-muted">
            <Trans>El grupo sigue publicado: sus miembros verán los cambios al momento.</Trans>
          </p>
        ) : null}
      </header>
      <WorkgroupForm
        key={group.hash}
        group={group}
        cancelHref={back}
        onSave={async (values) => {
          await store(await updateWorkgroup(api, group.hash, values))
          notifySuccess(t`Guardado correctamente`)
          await navigate({ to: '/$locale/user/workgroups/$hash', params: { locale, hash: group.hash } })
        }}
      />
    </article>
  )
}
