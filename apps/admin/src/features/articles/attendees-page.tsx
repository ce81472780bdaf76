import { adminArticlesQueryKey } from '@egresa/api-client/admin'
import {
  checkInToEvent,
  closeEventSignups,
  downloadEventRegistrationsCsv,
  eventAdminQueryKey,
  eventRegistrationsQueryOptions,
  mailEventAttendees,
} from '@egresa/api-client/events'
import type { AdminArticle } from '@egresa/api-contract/articles'
import {
  type AdminRegistration,
  type AdminRegistrationsQuery,
  type EventCounts,
  EventMailInput,
  registrationStates,
} from '@egresa/api-contract/events'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { notifyError, notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDialog } from '@egresa/ui/confirm-dialog'
import { FilterBar, SelectFilter, TextFilter } from '@egresa/ui/filter-bar'
import { FormAlert, TextAreaField, TextField } from '@egresa/ui/form-fields'
import { ListResults } from '@egresa/ui/list-results'
import { Modal } from '@egresa/ui/modal'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { formatMadrid } from '../../lib/madrid-time'
import { answersOf, registrationStateLabels } from './labels'

export type AttendeesSearch = v.InferOutput<typeof AdminRegistrationsQuery>
export type AttendeesFilters = Pick<AttendeesSearch, 'text' | 'state'>

/**
 * `/{locale}/articles/{hash}/attendees`: an event's sign-ups in the portal: the counts, the people (with a
 * place, then waiting in order, then cancelled) found by the filters in the URL, their answers and check-in,
 * the CSV, a message to everyone with a place, and closing or reopening the sign-ups.
 */
export function AttendeesPage({
  event,
  search,
  onFilter,
}: {
  event: AdminArticle
  search: AttendeesSearch
  onFilter: (changes: Partial<AttendeesFilters>) => void
}) {
  const { t, i18n } = useLingui()
  const title = t`Inscritos`
  usePageTitle(`${title}: ${event.title}`)
  const api = useApi()
  const locale = useLocale()
  const href = useHref()
  const listId = useId()
  const queryClient = useQueryClient()
  const list = useQuery({
    ...eventRegistrationsQueryOptions(api, event.hash, search),
    placeholderData: keepPreviousData,
  })
  const counts = list.data?.counts
  const closed = counts?.signups_closed ?? event.signups_closed
  const filtered = Boolean(search.text || search.state)
  const clear = () => onFilter({ text: undefined, state: undefined })
  const [mailing, setMailing] = useState(false)
  const [closing, setClosing] = useState(false)
  const [downloading, setDownloading] = useState(false)

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...eventAdminQueryKey, event.hash] }),
      queryClient.invalidateQueries({ queryKey: adminArticlesQueryKey }),
    ])

  const download = async () => {
    setDownloading(true)
    try {
      const blob = await downloadEventRegistrationsCsv(api, event.hash)
      const url = URL.createObjectURL(blob)
      const a = document.createElement('a')
      a.href = url
      a.download = `${event.slug}.csv`
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    } catch (error) {
      notifyError(error)
    } finally {
      setDownloading(false)
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p>
          <Link to="/$locale/articles/$hash" params={{ locale, hash: event.hash }} className="underline">
            <span aria-hidden="true">‹ </span>
            <Trans>Editar el evento</Trans>
          </Link>
        </p>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-lg">
          <span className="font-bold">{event.title}</span>
          {event.starts_at ? (
            <>
              {' · '}
              <time dateTime={event.starts_at}>{formatMadrid(event.starts_at, i18n.locale)}</time>
            </>
          ) : null}
        </p>
        {event.signups ? null : (
          <p className="rounded border border-secondary bg-surface p-3">
            <Trans>Este evento no tiene inscripciones en el portal. Actívalas en el editor del evento.</Trans>
          </p>
        )}
      </header>

      <CountsList counts={counts} />

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link
          to="/$locale/events/$hash/check-in"
          params={{ locale, hash: event.hash }}
          className={buttonStyles.primary}
        >
          <Trans>Control de acceso</Trans>
        </Link>
        <button type="button" className={buttonStyles.secondary} onClick={download} disabled={downloading}>
          {downloading ? <Trans>Descargando…</Trans> : <Trans>Descargar CSV</Trans>}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => setMailing(true)}>
          <Trans>Escribir a los inscritos</Trans>
        </button>
        {event.signups ? (
          <button
            type="button"
            className={closed ? buttonStyles.secondary : buttonStyles.dangerSecondary}
            onClick={() => setClosing(true)}
          >
            {closed ? <Trans>Reabrir las inscripciones</Trans> : <Trans>Cerrar las inscripciones</Trans>}
          </button>
        ) : null}
      </div>
      {closed ? (
        <p role="status" className="font-bold">
          <Trans>Las inscripciones están cerradas por la oficina.</Trans>
        </p>
      ) : null}

      <FilterBar label={t`Filtrar los inscritos`} active={filtered} onClear={clear}>
        <TextFilter
          label={t`Buscar`}
          placeholder={t`Nombre, apellidos o correo`}
          value={search.text}
          onChange={(text) => onFilter({ text })}
          className="lg:col-span-2"
        />
        <SelectFilter
          label={t`Estado`}
          allLabel={t`Todos`}
          value={search.state}
          options={registrationStates.map((s) => ({ value: s, label: i18n._(registrationStateLabels[s]) }))}
          onChange={(state) => onFilter({ state: state as AttendeesFilters['state'] })}
        />
      </FilterBar>

      <ListResults<AdminRegistration>
        list={list}
        id={listId}
        error={<Trans>No se han podido cargar los inscritos.</Trans>}
        filtered={filtered}
        onClearFilters={clear}
        empty={<Trans>Todavía no se ha inscrito nadie.</Trans>}
        skeletons={null}
        itemKey={(r) => r.id}
        item={(r) => <AttendeeItem event={event} registration={r} onChanged={refresh} />}
        page={search.page}
        hrefFor={(page) =>
          href({
            to: '/$locale/articles/$hash/attendees',
            params: { locale, hash: event.hash },
            search: { ...search, page },
          })
        }
        pagesLabel={t`Páginas de la lista`}
        columns=""
      />

      <MailDialog hash={event.hash} isOpen={mailing} onOpenChange={setMailing} />
      <ConfirmDialog
        isOpen={closing}
        onOpenChange={setClosing}
        title={
          closed ? <Trans>¿Reabrir las inscripciones?</Trans> : <Trans>¿Cerrar las inscripciones?</Trans>
        }
        message={
          closed
            ? t`Los socios podrán volver a inscribirse en «${event.title}» hasta el cierre previsto.`
            : t`Nadie más podrá inscribirse en «${event.title}». Quien ya tiene plaza o espera la conserva.`
        }
        confirmLabel={closed ? <Trans>Reabrir</Trans> : <Trans>Cerrar las inscripciones</Trans>}
        variant={closed ? 'primary' : 'danger'}
        onConfirm={async () => {
          try {
            await closeEventSignups(api, event.hash, !closed)
            notifySuccess(closed ? t`Inscripciones reabiertas.` : t`Inscripciones cerradas.`)
            await refresh()
          } catch (error) {
            notifyError(error)
          }
        }}
      />
    </div>
  )
}

/** The event's counts, as a list of terms and figures. */
export function CountsList({ counts }: { counts: EventCounts | undefined }) {
  const { t } = useLingui()
  const rows: [string, string][] = [
    [t`Plazas`, counts ? (counts.places === null ? t`Sin límite` : String(counts.places)) : '…'],
    [t`Con plaza`, counts ? String(counts.confirmed) : '…'],
    [t`En espera`, counts ? String(counts.waiting) : '…'],
    [t`Cancelaciones`, counts ? String(counts.cancelled) : '…'],
    [t`Han entrado`, counts ? String(counts.checked_in) : '…'],
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {rows.map(([term, value]) => (
        <div key={term} className="flex flex-col rounded border border-secondary p-3">
          <dt className="text-sm text-muted">{term}</dt>
          <dd className="text-2xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** One person: name, e-mail, state (and place in the waiting list), answers, check-in, and the button. */
function AttendeeItem({
  event,
  registration: r,
  onChanged,
}: {
  event: AdminArticle
  registration: AdminRegistration
  onChanged: () => Promise<unknown>
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const [busy, setBusy] = useState(false)
  const name = `${r.user.name} ${r.user.surname}`
  const answers = answersOf(event.questions, r.answers, i18n.locale)
  const position = r.position
  return (
    <article className="flex flex-col gap-2 rounded border border-secondary p-4 md:flex-row md:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="text-lg font-bold break-words">{name}</h3>
        <p className="break-all text-sm">{r.user.email}</p>
        <p className="text-sm">
          <span className="font-bold">{i18n._(registrationStateLabels[r.state])}</span>
          {r.state === 'waiting' && position !== null ? (
            <>
              {' · '}
              <Trans>puesto {position}</Trans>
            </>
          ) : null}
        </p>
        {answers.length ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            {answers.map((a) => (
              <div key={a.id} className="contents">
                <dt className="text-muted">{a.question}</dt>
                <dd>{a.answer}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      <div className="flex flex-col gap-2 md:items-end">
        {r.checked_in_at ? (
          <p className="text-sm font-bold text-success-strong">
            <Trans>
              Entró el <time dateTime={r.checked_in_at}>{formatMadrid(r.checked_in_at, i18n.locale)}</time>
            </Trans>
          </p>
        ) : r.state === 'confirmed' ? (
          <button
            type="button"
            className={`${buttonStyles.secondary} self-start md:self-end`}
            disabled={busy}
            onClick={async () => {
              setBusy(true)
              try {
                await checkInToEvent(api, event.hash, { registration: r.id })
                notifySuccess(t`${name} ha entrado.`)
                await onChanged()
              } catch (error) {
                notifyError(error)
              } finally {
                setBusy(false)
              }
            }}
          >
            <Trans>
              Registrar la entrada <span className="sr-only">de {name}</span>
            </Trans>
          </button>
        ) : null}
      </div>
    </article>
  )
}

type MailValues = v.InferInput<typeof EventMailInput>

/** "Escribir a los inscritos": a subject and a text to everyone with a place, through the outbox. */
function MailDialog({
  hash,
  isOpen,
  onOpenChange,
}: {
  hash: string
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const form = useForm<MailValues, unknown, v.InferOutput<typeof EventMailInput>>({
    resolver: valibotResolver(EventMailInput, { lang: i18n.locale }),
    defaultValues: { subject: '', text: '' },
  })
  const { submit, alert } = useFormSubmit(form, ['subject', 'text'], async (body) => {
    const { queued } = await mailEventAttendees(api, hash, body)
    notifySuccess(
      t`${plural(queued, { one: 'Mensaje en cola para # persona.', other: 'Mensaje en cola para # personas.' })}`,
    )
    form.reset()
    onOpenChange(false)
  })
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={<Trans>Escribir a los inscritos</Trans>}
      size="md"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          <Trans>Lo recibe por correo cada persona con plaza, no quien está en lista de espera.</Trans>
        </p>
        <FormAlert messages={alert} />
        <TextField
          id="event-mail-subject"
          registration={form.register('subject')}
          error={form.formState.errors.subject}
          label={t`Asunto`}
          required
        />
        <TextAreaField
          id="event-mail-text"
          registration={form.register('text')}
          error={form.formState.errors.text}
          label={t`Texto`}
          rows={8}
          required
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonStyles.secondary} onClick={() => onOpenChange(false)}>
            <Trans>Cancelar</Trans>
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? <Trans>Enviando…</Trans> : <Trans>Enviar</Trans>}
          </button>
        </div>
      </form>
    </Modal>
  )
}
