import {
  addProjectImage,
  createProject,
  deleteProject,
  deleteProjectImage,
  myProjectQueryOptions,
  myProjectsQueryOptions,
  projectsQueryKey,
  updateProject,
} from '@egresa/api-client/portfolio'
import { MAX_PROJECT_IMAGES, PROJECT_IMAGE_MAX_BYTES, type Project } from '@egresa/api-contract/portfolio'
import { useApi } from '@egresa/ui/app/api'
import { useApiHref } from '@egresa/ui/app/files'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDeleteDialog } from '@egresa/ui/confirm-dialog'
import { Pagination } from '@egresa/ui/pagination'
import { UploadDialog } from '@egresa/ui/upload-dialog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { EditDeleteActions, useItemDelete } from '../../lib/item-delete'
import { ProjectCard } from './project-card'
import { ProjectForm } from './project-form'
import { toProjectInput } from './project-schema'

const noop = () => undefined

/** Keeps every cached copy of a project in step with the server's answer. */
function useStoreProject() {
  const api = useApi()
  const queryClient = useQueryClient()
  return async (project: Project) => {
    queryClient.setQueryData(myProjectQueryOptions(api, project.hash).queryKey, project)
    await queryClient.invalidateQueries({ queryKey: [...projectsQueryKey, 'list'] })
  }
}

/** "Not published": the warning that offers to publish (spec section 4). */
export function UnpublishedNotice({ project }: { project: Project }) {
  const api = useApi()
  const { t } = useLingui()
  const store = useStoreProject()
  const publish = useMutation({
    mutationFn: () => updateProject(api, project.hash, { is_published: true }),
    onSuccess: async (saved) => {
      await store(saved)
      notifySuccess(t`Guardado correctamente`)
    },
  })
  if (project.is_published) return null
  return (
    <div className="flex flex-col gap-2 rounded border border-[#b26b00] bg-[#fff7e6] px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p>
        <Trans>
          <strong>Proyecto sin publicar.</strong> Solo tú lo ves; publícalo para que aparezca en tu perfil
          público.
        </Trans>
      </p>
      <button
        type="button"
        className={buttonStyles.primary}
        onClick={() => publish.mutate()}
        disabled={publish.isPending}
        aria-label={t`Publicar «${project.name}»`}
      >
        {publish.isPending ? <Trans>Publicando…</Trans> : <Trans>Publicar</Trans>}
      </button>
    </div>
  )
}

/** `/{locale}/user/projects/new`: after saving, the edit screen opens to add images. */
export function NewProjectPage() {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const href = useHref()
  const navigate = useNavigate()
  const store = useStoreProject()
  usePageTitle(t`Añadir un proyecto`)
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <Trans>Añadir un proyecto</Trans>
        </h1>
        <p className="text-muted">
          <Trans>Después de guardarlo podrás añadirle imágenes.</Trans>
        </p>
      </header>
      <ProjectForm
        cancelHref={href({ to: '/$locale/user/profile', params: { locale } })}
        submitLabel={t`Guardar y añadir imágenes`}
        onSave={async (values) => {
          const project = await createProject(api, toProjectInput(values))
          await store(project)
          notifySuccess(t`Guardado correctamente`)
          await navigate({
            to: '/$locale/user/projects/$hash/edit',
            params: { locale, hash: project.hash },
          })
        }}
      />
    </article>
  )
}

/** `/{locale}/user/projects/{hash}/edit`: the fields, the images and deleting the project. */
export function EditProjectPage({ hash }: { hash: string }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const href = useHref()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const store = useStoreProject()
  const { data: project } = useSuspenseQuery(myProjectQueryOptions(api, hash))
  const [confirming, setConfirming] = useState(false)
  usePageTitle(t`Editar el proyecto`)
  const remove = useMutation({
    mutationFn: () => deleteProject(api, hash),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: myProjectQueryOptions(api, hash).queryKey })
      await queryClient.invalidateQueries({ queryKey: [...projectsQueryKey, 'list'] })
      notifySuccess(t`Eliminado correctamente`)
      await navigate({ to: '/$locale/user/profile', params: { locale }, hash: 'projects' })
    },
  })
  return (
    <article className="flex flex-col gap-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold">
          <Trans>Editar el proyecto</Trans>
        </h1>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => setConfirming(true)}
          disabled={remove.isPending}
        >
          <Trans>Eliminar el proyecto</Trans>
        </button>
      </div>
      <UnpublishedNotice project={project} />
      <ProjectImages project={project} />
      <section aria-labelledby="project-data-title" className="flex flex-col gap-4">
        <h2 id="project-data-title" className="text-xl font-bold">
          <Trans>Datos del proyecto</Trans>
        </h2>
        <ProjectForm
          key={project.hash}
          project={project}
          cancelHref={href({ to: '/$locale/user/profile', params: { locale } })}
          onSave={async (values) => {
            await store(await updateProject(api, hash, toProjectInput(values)))
            notifySuccess(t`Guardado correctamente`)
            await navigate({ to: '/$locale/user/profile', params: { locale }, hash: 'projects' })
          }}
        />
      </section>
      <ConfirmDeleteDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        isPending={remove.isPending}
        title={<Trans>¿Eliminar este proyecto?</Trans>}
        message={
          <Trans>«{project.name}» y sus imágenes se borrarán. Esta acción no se puede deshacer.</Trans>
        }
        onConfirm={() => remove.mutateAsync().then(noop, noop)}
      />
    </article>
  )
}

function ProjectImages({ project }: { project: Project }) {
  const apiHref = useApiHref()
  const api = useApi()
  const { t } = useLingui()
  const store = useStoreProject()
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<string | null>(null)
  const add = useMutation({
    mutationFn: (file: File) => addProjectImage(api, project.hash, file),
    meta: { inlineErrors: true },
    onSuccess: async (saved) => {
      await store(saved)
      notifySuccess(t`Guardado correctamente`)
    },
  })
  const remove = useMutation({
    mutationFn: (imageHash: string) => deleteProjectImage(api, project.hash, imageHash),
    onSuccess: async (saved) => {
      await store(saved)
      notifySuccess(t`Eliminado correctamente`)
    },
  })
  const full = project.images.length >= MAX_PROJECT_IMAGES
  return (
    <section aria-labelledby="project-images-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="project-images-title" className="text-xl font-bold">
          <Trans>Imágenes</Trans>
        </h2>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => setAdding(true)}
          disabled={full}
        >
          <Trans>Añadir una imagen</Trans>
        </button>
      </div>
      {project.images.length === 0 ? (
        <p className="text-muted">
          <Trans>Este proyecto aún no tiene imágenes.</Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {project.images.map((image, i) => (
            <li key={image.hash} className="flex flex-col gap-2">
              <img
                src={apiHref(image.url)}
                alt={t`${project.name}, imagen ${i + 1}`}
                className="aspect-[4/3] w-full rounded object-cover"
              />
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => setRemoving(image.hash)}
                aria-label={t`Quitar la imagen ${i + 1}`}
              >
                <Trans>Quitar</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-muted">
          <Trans>Un proyecto puede tener {MAX_PROJECT_IMAGES} imágenes como máximo.</Trans>
        </p>
      ) : null}
      <UploadDialog
        isOpen={adding}
        onOpenChange={setAdding}
        title={<Trans>Añadir una imagen</Trans>}
        kind="image"
        maxBytes={PROJECT_IMAGE_MAX_BYTES}
        onUpload={async (file) => {
          await add.mutateAsync(file)
        }}
      />
      <ConfirmDeleteDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null)
        }}
        isPending={remove.isPending}
        title={<Trans>¿Quitar esta imagen?</Trans>}
        onConfirm={() => (removing ? remove.mutateAsync(removing).then(noop, noop) : undefined)}
      />
    </section>
  )
}

/** My projects on my profile page, published or not, 24 a page. */
export function MyProjectsSection({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const { data } = useSuspenseQuery(myProjectsQueryOptions(api, page))
  const remove = useItemDelete({
    remove: (project: Project) => deleteProject(api, project.hash),
    list: projectsQueryKey,
  })
  return (
    <section id="projects" aria-labelledby="projects-title" className="flex scroll-mt-4 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="projects-title" className="text-xl font-bold">
          <Trans>Proyectos</Trans>
        </h2>
        <Link to="/$locale/user/projects/new" params={{ locale }} className={buttonStyles.secondary}>
          <Trans>Añadir un proyecto</Trans>
        </Link>
      </div>
      {data.items.length === 0 ? (
        <p className="text-muted">
          <Trans>Aún no has añadido ningún proyecto a tu portafolio.</Trans>
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {data.items.map((project) => (
            <li key={project.hash}>
              <ProjectCard
                project={project}
                notice={<UnpublishedNotice project={project} />}
                actions={
                  <EditDeleteActions
                    name={project.name}
                    edit={{ to: '/$locale/user/projects/$hash/edit', params: { locale, hash: project.hash } }}
                    onDelete={() => remove.ask(project)}
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} maxPages={data.maxPages} hrefFor={hrefFor} label={t`Páginas de proyectos`} />
      <ConfirmDeleteDialog
        {...remove.dialog}
        title={<Trans>¿Eliminar este proyecto?</Trans>}
        message={
          <Trans>
            «{remove.deleting?.name}» y sus imágenes se borrarán. Esta acción no se puede deshacer.
          </Trans>
        }
      />
    </section>
  )
}
