import {
  deleteWorkgroup,
  managedMembersQueryOptions,
  myWorkgroupQueryOptions,
  removeWorkgroupMember,
  updateWorkgroup,
  updateWorkgroupMember,
  uploadWorkgroupImage,
  workgroupsQueryKey,
} from '@egresa/api-client/workgroups'
import {
  type ManagedWorkgroup,
  MEMBERS_PAGE_SIZE,
  type MemberPatch,
  WORKGROUP_IMAGE_MAX_BYTES,
  type WorkgroupMember,
} from '@egresa/api-contract/workgroups'
import { useApi } from '@egresa/ui/app/api'
import { Avatar } from '@egresa/ui/app/avatar'
import { useApiHref } from '@egresa/ui/app/files'
import { useLocale } from '@egresa/ui/app/locale'
import { notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { WorkgroupTypeBadge } from '@egresa/ui/app/workgroup'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDeleteDialog, ConfirmDialog } from '@egresa/ui/confirm-dialog'
import { Pagination } from '@egresa/ui/pagination'
import { UploadDialog } from '@egresa/ui/upload-dialog'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { WorkgroupStatusBadge } from './my-workgroups-page'
import { useStoreWorkgroup } from './workgroup-editor-pages'

const noop = () => undefined

/** The state of a group for its administrators, with the step that comes next (spec section 4). */
function StatusNotice({ group }: { group: ManagedWorkgroup }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const store = useStoreWorkgroup()
  const change = useMutation({
    mutationFn: (status: 'PENDING' | 'UNPUBLISHED') => updateWorkgroup(api, group.hash, { status }),
    onSuccess: async (saved) => {
      await store(saved)
      notifySuccess(saved.status === 'PENDING' ? t`Enviado a validación` : t`Guardado correctamente`)
    },
  })
  const box = 'flex flex-col gap-3 rounded border px-4 py-3 sm:flex-row sm:items-center sm:justify-between'
  if (group.status === 'PUBLISHED') {
    return (
      <div className={`${box} border-secondary bg-surface`}>
        <p>
          <Trans>
            <strong>Publicado.</strong> Cualquiera encuentra el grupo en la lista de grupos.
          </Trans>
        </p>
        <Link
          to="/$locale/workgroups/$slug"
          params={{ locale, slug: group.slug }}
          className={`${buttonStyles.secondary} shrink-0`}
        >
          <Trans>Ver la página del grupo</Trans>
        </Link>
      </div>
    )
  }
  if (group.status === 'PENDING') {
    return (
      <div role="status" className={`${box} border-[#b26b00] bg-[#fff7e6]`}>
        <p>
          <Trans>
            <strong>Pendiente de validación por el administrador.</strong> La oficina de antiguos alumnos lo
            revisará y te avisaremos por correo cuando se publique.
          </Trans>
        </p>
        <button
          type="button"
          className={`${buttonStyles.secondary} shrink-0`}
          disabled={change.isPending}
          onClick={() => change.mutate('UNPUBLISHED')}
        >
          <Trans>Retirar de la validación</Trans>
        </button>
      </div>
    )
  }
  return (
    <div className={`${box} border-[#b26b00] bg-[#fff7e6]`}>
      <div className="flex flex-col gap-2">
        <p>
          <Trans>
            <strong>Borrador sin publicar.</strong> Solo lo ven sus administradores; envíalo a validación
            cuando esté listo.
          </Trans>
        </p>
        {group.review_note ? (
          <p>
            <Trans>
              <strong>La oficina lo devolvió:</strong> {group.review_note}
            </Trans>
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={`${buttonStyles.primary} shrink-0`}
        disabled={change.isPending}
        onClick={() => change.mutate('PENDING')}
      >
        {change.isPending ? <Trans>Enviando…</Trans> : <Trans>Enviar a validación</Trans>}
      </button>
    </div>
  )
}

/**
 * `/{locale}/user/workgroups/{hash}`: a group I administer: its state and the step to publish it, editing,
 * its image, deleting it, and its members and requests.
 */
export function ManageWorkgroupPage({
  hash,
  page,
  hrefFor,
}: {
  hash: string
  page: number
  hrefFor: (page: number) => string
}) {
  const apiHref = useApiHref()
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const store = useStoreWorkgroup()
  const { data: group } = useSuspenseQuery(myWorkgroupQueryOptions(api, hash))
  const [uploading, setUploading] = useState(false)
  const [deleting, setDeleting] = useState(false)
  usePageTitle(group.name)
  const upload = useMutation({
    mutationFn: (file: File) => uploadWorkgroupImage(api, group.hash, file),
    meta: { inlineErrors: true },
    onSuccess: async ({ image }) => {
      await store({ ...group, image })
      notifySuccess(t`Imagen guardada`)
    },
  })
  const remove = useMutation({
    mutationFn: () => deleteWorkgroup(api, group.hash),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: myWorkgroupQueryOptions(api, group.hash).queryKey })
      await queryClient.invalidateQueries({ queryKey: workgroupsQueryKey })
      notifySuccess(t`Grupo eliminado`)
      await navigate({ to: '/$locale/user/workgroups', params: { locale } })
    },
  })
  return (
    <article className="flex flex-col gap-8">
      <p>
        <Link to="/$locale/user/workgroups" params={{ locale }} className="underline">
          <span aria-hidden="true">‹ </span>
          <Trans>Volver a mis grupos</Trans>
        </Link>
      </p>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <WorkgroupTypeBadge type={group.type} />
          <WorkgroupStatusBadge group={group} />
        </div>
        <h1 className="break-words text-3xl font-bold">{group.name}</h1>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/$locale/user/workgroups/$hash/edit"
            params={{ locale, hash: group.hash }}
            className={buttonStyles.secondary}
          >
            <Trans>Editar el grupo</Trans>
          </Link>
          <button type="button" className={buttonStyles.secondary} onClick={() => setUploading(true)}>
            {group.image ? <Trans>Cambiar la imagen</Trans> : <Trans>Añadir una imagen</Trans>}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={() => setDeleting(true)}>
            <Trans>Eliminar el grupo</Trans>
          </button>
        </div>
      </header>
      <StatusNotice group={group} />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <MembersSection group={group} page={page} hrefFor={hrefFor} />
        <aside className="order-first flex flex-col gap-3 lg:order-none">
          {group.image ? (
            <img
              src={apiHref(group.image)}
              alt={t`Imagen de «${group.name}»`}
              className="aspect-video w-full rounded object-cover"
            />
          ) : (
            <p className="rounded bg-surface p-4 text-muted">
              <Trans>El grupo aún no tiene imagen.</Trans>
            </p>
          )}
          <p className="line-clamp-6 whitespace-pre-line text-muted">{group.content}</p>
        </aside>
      </div>
      <UploadDialog
        isOpen={uploading}
        onOpenChange={setUploading}
        title={<Trans>Imagen del grupo</Trans>}
        kind="image"
        maxBytes={WORKGROUP_IMAGE_MAX_BYTES}
        onUpload={async (file) => {
          await upload.mutateAsync(file)
        }}
      />
      <ConfirmDeleteDialog
        isOpen={deleting}
        onOpenChange={setDeleting}
        isPending={remove.isPending}
        title={<Trans>¿Eliminar este grupo?</Trans>}
        message={
          <Trans>
            «{group.name}» se borrará con sus miembros, comentarios y archivos. Esta acción no se puede
            deshacer.
          </Trans>
        }
        onConfirm={() => remove.mutateAsync().then(noop, noop)}
      />
    </article>
  )
}

/** Its members and the requests to join (first): accept, refuse, change the role or remove. */
function MembersSection({
  group,
  page,
  hrefFor,
}: {
  group: ManagedWorkgroup
  page: number
  hrefFor: (page: number) => string
}) {
  const api = useApi()
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [removing, setRemoving] = useState<WorkgroupMember | null>(null)
  const [refusing, setRefusing] = useState<WorkgroupMember | null>(null)
  const list = useQuery({
    ...managedMembersQueryOptions(api, group.hash, { page, size: MEMBERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  const done = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: workgroupsQueryKey })
    notifySuccess(message)
  }
  const patch = useMutation({
    mutationFn: ({ member, body }: { member: WorkgroupMember; body: MemberPatch }) =>
      updateWorkgroupMember(api, group.hash, member.hash, body),
    onSuccess: (_, { body }) =>
      done(
        body.status === 'ACCEPTED'
          ? t`Solicitud aceptada`
          : body.status === 'CANCELLED'
            ? t`Solicitud rechazada`
            : t`Rol cambiado`,
      ),
  })
  const remove = useMutation({
    mutationFn: (member: WorkgroupMember) => removeWorkgroupMember(api, group.hash, member.hash),
    onSuccess: () => done(t`Miembro eliminado del grupo`),
  })
  const roleLabels = { ADMINISTRATOR: t`Administrador`, FOLLOWER: t`Seguidor` }
  return (
    <section
      aria-labelledby="manage-members"
      aria-busy={list.isFetching}
      className="flex min-w-0 flex-col gap-4"
    >
      <h2 id="manage-members" className="text-xl font-bold">
        <Trans>Miembros y solicitudes</Trans>
      </h2>
      {list.isError ? (
        <p role="alert">
          <Trans>No se han podido cargar los miembros.</Trans>
        </p>
      ) : null}
      <ul className={`flex flex-col divide-y divide-secondary ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
        {list.data?.items.map((member) => {
          const name = `${member.name} ${member.surname}`
          const roleId = `role-${member.hash}`
          return (
            <li
              key={member.hash}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 items-center gap-3">
                <Avatar src={member.avatar} name={member.name} surname={member.surname} size="sm" />
                <div className="flex min-w-0 flex-col">
                  <span className="truncate font-bold">{name}</span>
                  <span className="text-sm text-muted">
                    {member.status === 'PENDING' ? (
                      <Trans>Pide unirse al grupo</Trans>
                    ) : member.status === 'CANCELLED' ? (
                      <Trans>Solicitud rechazada</Trans>
                    ) : (
                      roleLabels[member.role]
                    )}
                  </span>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {member.status !== 'ACCEPTED' ? (
                  <button
                    type="button"
                    className={buttonStyles.primary}
                    disabled={patch.isPending}
                    onClick={() => patch.mutate({ member, body: { status: 'ACCEPTED' } })}
                    aria-label={t`Aceptar a ${name}`}
                  >
                    <Trans>Aceptar</Trans>
                  </button>
                ) : (
                  <>
                    <label htmlFor={roleId} className="sr-only">
                      <Trans>Rol de {name}</Trans>
                    </label>
                    <select
                      id={roleId}
                      className="min-h-[2.625rem] rounded border border-secondary bg-white px-3 py-2"
                      value={member.role}
                      disabled={patch.isPending}
                      onChange={(event) =>
                        patch.mutate({
                          member,
                          body: { role: event.target.value as WorkgroupMember['role'] },
                        })
                      }
                    >
                      <option value="ADMINISTRATOR">{roleLabels.ADMINISTRATOR}</option>
                      <option value="FOLLOWER">{roleLabels.FOLLOWER}</option>
                    </select>
                  </>
                )}
                {member.status === 'PENDING' ? (
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    onClick={() => setRefusing(member)}
                    aria-label={t`Rechazar a ${name}`}
                  >
                    <Trans>Rechazar</Trans>
                  </button>
                ) : (
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    onClick={() => setRemoving(member)}
                    aria-label={t`Quitar a ${name} del grupo`}
                  >
                    <Trans>Quitar</Trans>
                  </button>
                )}
              </div>
            </li>
          )
        })}
      </ul>
      {list.data && list.data.items.length === 0 ? (
        <p className="text-muted">
          <Trans>El grupo aún no tiene miembros.</Trans>
        </p>
      ) : null}
      {list.data ? (
        <Pagination
          page={page}
          maxPages={list.data.maxPages}
          hrefFor={hrefFor}
          label={t`Páginas de miembros`}
        />
      ) : null}
      <ConfirmDialog
        isOpen={refusing !== null}
        onOpenChange={(open) => {
          if (!open) setRefusing(null)
        }}
        isPending={patch.isPending}
        variant="danger"
        title={<Trans>¿Rechazar la solicitud?</Trans>}
        message={
          <Trans>{refusing?.name} no podrá volver a pedirlo, aunque podrás aceptarle más adelante.</Trans>
        }
        confirmLabel={<Trans>Rechazar</Trans>}
        onConfirm={() =>
          refusing
            ? patch.mutateAsync({ member: refusing, body: { status: 'CANCELLED' } }).then(noop, noop)
            : undefined
        }
      />
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null)
        }}
        isPending={remove.isPending}
        variant="danger"
        title={<Trans>¿Quitar a este miembro?</Trans>}
        message={
          <Trans>
            {removing?.name} {removing?.surname} dejará de ser miembro del grupo.
          </Trans>
        }
        confirmLabel={<Trans>Quitar del grupo</Trans>}
        onConfirm={() => (removing ? remove.mutateAsync(removing).then(noop, noop) : undefined)}
      />
    </section>
  )
}
