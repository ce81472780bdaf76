import {
  addCommunityMember,
  adminCommunityQueryKey,
  communityCandidatesQueryOptions,
  communityCurationQueryOptions,
  editCommunityMember,
  orderCommunitySection,
  removeCommunityMember,
} from '@egresa/api-client/admin-content'
import {
  type CommunityCuration,
  type CommunityMember,
  CommunityMemberTexts,
} from '@egresa/api-contract/admin-content'
import type { CommunitySectionKey } from '@egresa/api-contract/content'
import { useApi } from '@egresa/ui/app/api'
import { Avatar } from '@egresa/ui/app/avatar'
import { notifyError, notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDialog } from '@egresa/ui/confirm-dialog'
import { TextField } from '@egresa/ui/form-fields'
import { localizeEntries } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { FormDialog } from '../../lib/action-dialogs'
import { sectionLabels } from './labels'

type Texts = {
  role_es: string
  role_en: string
  role_ca: string
  text_es: string
  text_en: string
  text_ca: string
}
type MemberForm = Texts & { person: string }

const textFields = ['role_es', 'role_en', 'role_ca', 'text_es', 'text_en', 'text_ca'] as const

const memberSchema = (lang: string, labels: Record<keyof MemberForm, string>) =>
  v.object({
    ...localizeEntries(
      { ...CommunityMemberTexts.entries, person: v.pipe(v.string(), v.nonEmpty()) },
      lang,
      labels,
    ),
  })

function textsOf(member: CommunityMember | null): Texts {
  return {
    role_es: member?.role_es ?? '',
    role_en: member?.role_en ?? '',
    role_ca: member?.role_ca ?? '',
    text_es: member?.text_es ?? '',
    text_en: member?.text_en ?? '',
    text_ca: member?.text_ca ?? '',
  }
}

/** The search among the people who may be shown (active, agreeing to appear), as radio buttons. */
function CandidatePicker({
  id,
  register,
  error,
}: {
  id: string
  register: ReturnType<typeof useForm<MemberForm>>['register']
  error: string | undefined
}) {
  const { t } = useLingui()
  const api = useApi()
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300)
    return () => clearTimeout(timer)
  }, [typed])
  const found = useQuery({ ...communityCandidatesQueryOptions(api, { q }), enabled: q.length >= 2 })
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-search`} className="font-bold">
        <Trans>Buscar a la persona</Trans>
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault()
        }}
        aria-describedby={`${id}-search-hint`}
        className="block w-full rounded border border-secondary bg-white px-3 py-2"
      />
      <p id={`${id}-search-hint`} className="text-sm text-muted">
        <Trans>Solo aparecen quienes tienen la cuenta activa y han aceptado salir en el directorio.</Trans>
      </p>
      <fieldset aria-describedby={error ? `${id}-person-error` : undefined} className="flex flex-col gap-1">
        <legend className="sr-only">{t`Persona`}</legend>
        <div aria-live="polite" className="flex flex-col gap-1">
          {q.length < 2 ? null : found.data?.items.length === 0 ? (
            <p>
              <Trans>Nadie que pueda mostrarse tiene ese nombre.</Trans>
            </p>
          ) : (
            found.data?.items.map((person) => (
              <label key={person.hash} className="flex items-center gap-3 rounded p-1 hover:bg-surface">
                <input type="radio" value={person.hash} {...register('person')} />
                <Avatar src={person.avatar} name={person.name} surname={person.surname} size="sm" />
                <span>
                  {person.name} {person.surname}
                  {person.graduation_year ? (
                    <span className="text-muted"> · {person.graduation_year}</span>
                  ) : null}
                </span>
              </label>
            ))
          )}
        </div>
      </fieldset>
      {error ? (
        <p id={`${id}-person-error`} className="text-sm text-danger-strong">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Adding a person to a section, or changing what the page says of one (the person then fixed). */
function MemberDialog({
  section,
  member,
  isOpen,
  onClose,
}: {
  section: CommunitySectionKey
  member: CommunityMember | null
  isOpen: boolean
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const queryClient = useQueryClient()
  const labels = {
    person: t`Persona`,
    role_es: t`Papel en español`,
    role_en: t`Papel en inglés`,
    role_ca: t`Papel en catalán`,
    text_es: t`Texto en español`,
    text_en: t`Texto en inglés`,
    text_ca: t`Texto en catalán`,
  }
  const schema = useLocalizedSchema(memberSchema, labels)
  const form = useForm<MemberForm>({
    resolver: valibotResolver(schema, { lang: i18n.locale }) as never,
    values: { person: member?.hash ?? '', ...textsOf(member) },
  })
  const name = member ? `${member.name} ${member.surname}` : ''
  return (
    <FormDialog
      title={
        member ? (
          <Trans>Cambiar lo que se dice de {name}</Trans>
        ) : (
          <Trans>Añadir a {i18n._(sectionLabels[section])}</Trans>
        )
      }
      isOpen={isOpen}
      onClose={onClose}
      form={form}
      fields={['person', ...textFields]}
      submitLabel={member ? <Trans>Guardar</Trans> : <Trans>Añadir</Trans>}
      onSave={async ({ person, ...texts }) => {
        const body = v.parse(CommunityMemberTexts, texts)
        const next = member
          ? await editCommunityMember(api, section, member.hash, body)
          : await addCommunityMember(api, section, { person, ...body })
        queryClient.setQueryData(communityCurationQueryOptions(api).queryKey, next)
        notifySuccess(
          member
            ? t`Cambios guardados.`
            : t`Añadida a la sección: ya sale en la página de la comunidad para quien ha iniciado sesión.`,
        )
      }}
    >
      {(id) => (
        <>
          {member ? null : (
            <CandidatePicker id={id} register={form.register} error={form.formState.errors.person?.message} />
          )}
          {textFields.map((field) => (
            <TextField
              key={field}
              id={`${id}-${field}`}
              label={labels[field]}
              required={field === 'role_es'}
              registration={form.register(field)}
              error={form.formState.errors[field]}
              hint={
                field === 'role_en' || field === 'role_ca' ? (
                  <Trans>Si lo dejas vacío, se muestra el español.</Trans>
                ) : undefined
              }
            />
          ))}
        </>
      )}
    </FormDialog>
  )
}

/** One section: its people in order, each with move up and down, edit and remove; and Add. */
function SectionList({
  section,
  members,
  onAnnounce,
}: {
  section: CommunitySectionKey
  members: CommunityMember[]
  onAnnounce: (message: string) => void
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<{ member: CommunityMember | null } | null>(null)
  const [removing, setRemoving] = useState<CommunityMember | null>(null)
  const [busy, setBusy] = useState(false)
  // The button to focus once the list is drawn again in its new order (the moved person's).
  const focusAfter = useRef<string | null>(null)
  const listRef = useRef<HTMLOListElement>(null)
  const title = i18n._(sectionLabels[section])
  const headingId = `community-${section}`

  useEffect(() => {
    if (!focusAfter.current) return
    const target = listRef.current?.querySelector<HTMLButtonElement>(`[data-focus="${focusAfter.current}"]`)
    focusAfter.current = null
    target?.focus()
  })

  const store = (next: CommunityCuration) => {
    queryClient.setQueryData(communityCurationQueryOptions(api).queryKey, next)
    void queryClient.invalidateQueries({ queryKey: adminCommunityQueryKey })
  }

  const move = async (index: number, by: -1 | 1) => {
    const member = members[index]
    const to = index + by
    if (!member || to < 0 || to >= members.length) return
    const order = members.map((m) => m.hash)
    order.splice(index, 1)
    order.splice(to, 0, member.hash)
    setBusy(true)
    try {
      store(await orderCommunitySection(api, section, order))
      // Focus stays on the moved person: the same button, or the other one at the end of the list.
      const edge = (by === -1 && to === 0) || (by === 1 && to === members.length - 1)
      focusAfter.current = `${member.hash}-${edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`
      const name = `${member.name} ${member.surname}`
      const position = to + 1
      const total = members.length
      onAnnounce(t`${name}: ahora en la posición ${position} de ${total}.`)
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold">
          {title}
        </h2>
        <button type="button" className={buttonStyles.primary} onClick={() => setDialog({ member: null })}>
          <Trans>Añadir a una persona</Trans>
          <span className="sr-only"> ({title})</span>
        </button>
      </div>
      {members.length === 0 ? (
        <p className="text-muted">
          <Trans>
            Nadie elegido: la página muestra las personas de ejemplo de su texto (community.yml) hasta que
            añadas a alguien.
          </Trans>
        </p>
      ) : (
        <ol
          ref={listRef}
          aria-labelledby={headingId}
          className="flex flex-col divide-y divide-secondary rounded-lg border border-secondary bg-white"
        >
          {members.map((member, index) => {
            const name = `${member.name} ${member.surname}`
            return (
              <li
                key={member.hash}
                className="flex flex-col gap-3 p-3 md:flex-row md:items-center md:justify-between"
              >
                <div className="flex min-w-0 items-center gap-3">
                  <Avatar src={member.avatar} name={member.name} surname={member.surname} size="sm" />
                  <div className="flex min-w-0 flex-col">
                    <span className="font-bold">{name}</span>
                    <span className="text-sm text-muted">{member.role_es}</span>
                    {member.appears ? null : (
                      <span className="text-sm text-danger-strong">
                        <Trans>Ya no acepta aparecer en el directorio: la página no lo muestra.</Trans>
                      </span>
                    )}
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    data-focus={`${member.hash}-up`}
                    className={`${buttonStyles.secondary} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
                    aria-disabled={index === 0 || busy || undefined}
                    onClick={() => (index === 0 || busy ? undefined : void move(index, -1))}
                  >
                    <Trans>Mover arriba</Trans>
                    <span className="sr-only"> {name}</span>
                  </button>
                  <button
                    type="button"
                    data-focus={`${member.hash}-down`}
                    className={`${buttonStyles.secondary} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
                    aria-disabled={index === members.length - 1 || busy || undefined}
                    onClick={() => (index === members.length - 1 || busy ? undefined : void move(index, 1))}
                  >
                    <Trans>Mover abajo</Trans>
                    <span className="sr-only"> {name}</span>
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    onClick={() => setDialog({ member })}
                  >
                    <Trans>Editar</Trans>
                    <span className="sr-only"> {name}</span>
                  </button>
                  <button type="button" className={buttonStyles.danger} onClick={() => setRemoving(member)}>
                    <Trans>Quitar</Trans>
                    <span className="sr-only"> {name}</span>
                  </button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <MemberDialog
        section={section}
        member={dialog?.member ?? null}
        isOpen={dialog !== null}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null)
        }}
        title={<Trans>¿Quitar de la sección?</Trans>}
        message={
          removing ? (
            <Trans>
              {removing.name} {removing.surname} dejará de salir en «{title}». Su cuenta no cambia.
            </Trans>
          ) : null
        }
        confirmLabel={<Trans>Quitar</Trans>}
        variant="danger"
        onConfirm={async () => {
          if (!removing) return
          try {
            store(await removeCommunityMember(api, section, removing.hash))
            notifySuccess(t`Quitada de la sección.`)
          } catch (error) {
            notifyError(error)
          }
        }}
      />
    </section>
  )
}

/**
 * `/{locale}/content/community`: the people the community page shows in its curated sections (ambassadors,
 * career development specialists, the alumni team), chosen among those who agree to appear, in order.
 */
export function CommunityPage() {
  const { t } = useLingui()
  const title = t`Comunidad`
  usePageTitle(title)
  const api = useApi()
  const { data } = useSuspenseQuery(communityCurationQueryOptions(api))
  const [announcement, setAnnouncement] = useState('')
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="max-w-3xl text-muted">
          <Trans>
            Las personas que presenta la página de la comunidad, en este orden, a quien ha iniciado sesión
            (los visitantes ven las del texto de la página). Solo puedes elegir a quien ha aceptado aparecer
            en el directorio; si deja de aceptarlo, la página deja de mostrarlo.
          </Trans>
        </p>
      </header>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {data.sections.map((section) => (
        <SectionList
          key={section.key}
          section={section.key}
          members={section.members}
          onAnnounce={setAnnouncement}
        />
      ))}
    </div>
  )
}
