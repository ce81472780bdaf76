import {
  createExperience,
  deleteExperience,
  experiencesQueryKey,
  myExperienceQueryOptions,
  myExperiencesQueryOptions,
  updateExperience,
} from '@egresa/api-client/experiences'
import type { WorkExperience } from '@egresa/api-contract/experiences'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDeleteDialog } from '@egresa/ui/confirm-dialog'
import { Pagination } from '@egresa/ui/pagination'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { EditDeleteActions, useItemDelete } from '../../lib/item-delete'
import { ExperienceCard } from './experience-card'
import { ExperienceForm } from './experience-form'
import { toExperienceInput } from './experience-schema'

/** `/{locale}/user/experiences/new`. */
export function NewExperiencePage() {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const href = useHref()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  usePageTitle(t`Añadir una experiencia`)
  return (
    <article className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">
        <Trans>Añadir una experiencia laboral</Trans>
      </h1>
      <ExperienceForm
        cancelHref={href({ to: '/$locale/user/profile', params: { locale } })}
        onSave={async (values) => {
          await createExperience(api, toExperienceInput(values))
          await queryClient.invalidateQueries({ queryKey: experiencesQueryKey })
          notifySuccess(t`Guardado correctamente`)
          await navigate({ to: '/$locale/user/profile', params: { locale }, hash: 'experiences' })
        }}
      />
    </article>
  )
}

/** `/{locale}/user/experiences/{id}/edit`. */
export function EditExperiencePage({ id }: { id: string }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const href = useHref()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: experience } = useSuspenseQuery(myExperienceQueryOptions(api, id))
  const [confirming, setConfirming] = useState(false)
  usePageTitle(t`Editar la experiencia`)
  const remove = useMutation({
    mutationFn: () => deleteExperience(api, id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: myExperienceQueryOptions(api, id).queryKey })
      await queryClient.invalidateQueries({ queryKey: experiencesQueryKey })
      notifySuccess(t`Eliminado correctamente`)
      await navigate({ to: '/$locale/user/profile', params: { locale }, hash: 'experiences' })
    },
  })
  return (
    <article className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold">
          <Trans>Editar la experiencia laboral</Trans>
        </h1>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => setConfirming(true)}
          disabled={remove.isPending}
        >
          <Trans>Eliminar</Trans>
        </button>
      </div>
      <ExperienceForm
        key={experience.id}
        experience={experience}
        cancelHref={href({ to: '/$locale/user/profile', params: { locale } })}
        onSave={async (values) => {
          const saved = await updateExperience(api, id, toExperienceInput(values))
          queryClient.setQueryData(myExperienceQueryOptions(api, id).queryKey, saved)
          await queryClient.invalidateQueries({ queryKey: [...experiencesQueryKey, 'list'] })
          notifySuccess(t`Guardado correctamente`)
          await navigate({ to: '/$locale/user/profile', params: { locale }, hash: 'experiences' })
        }}
      />
      <ConfirmDeleteDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        isPending={remove.isPending}
        title={<Trans>¿Eliminar esta experiencia?</Trans>}
        message={
          <Trans>
            «{experience.name}» en {experience.company_name} desaparecerá de tu perfil. Esta acción no se
            puede deshacer.
          </Trans>
        }
        onConfirm={() => remove.mutateAsync().then(noop, noop)}
      />
    </article>
  )
}

/** My job experiences on my profile page: 24 a page, newest first, with their edit and delete actions. */
export function MyExperiencesSection({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const { data } = useSuspenseQuery(myExperiencesQueryOptions(api, page))
  const remove = useItemDelete({
    remove: (experience: WorkExperience) => deleteExperience(api, experience.id),
    list: experiencesQueryKey,
  })
  return (
    <section id="experiences" aria-labelledby="experiences-title" className="flex scroll-mt-4 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="experiences-title" className="text-xl font-bold">
          <Trans>Experiencia laboral</Trans>
        </h2>
        <Link to="/$locale/user/experiences/new" params={{ locale }} className={buttonStyles.secondary}>
          <Trans>Añadir una experiencia</Trans>
        </Link>
      </div>
      {data.items.length === 0 ? (
        <p className="text-muted">
          <Trans>Aún no has añadido ninguna experiencia laboral.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.items.map((experience) => (
            <li key={experience.id}>
              <ExperienceCard
                experience={experience}
                actions={
                  <EditDeleteActions
                    name={experience.name}
                    edit={{ to: '/$locale/user/experiences/$id/edit', params: { locale, id: experience.id } }}
                    onDelete={() => remove.ask(experience)}
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} maxPages={data.maxPages} hrefFor={hrefFor} label={t`Páginas de experiencias`} />
      <ConfirmDeleteDialog
        {...remove.dialog}
        title={<Trans>¿Eliminar esta experiencia?</Trans>}
        message={
          <Trans>
            «{remove.deleting?.name}» desaparecerá de tu perfil. Esta acción no se puede deshacer.
          </Trans>
        }
      />
    </section>
  )
}

const noop = () => undefined
