import { officeMentorsQueryOptions, pauseMentor, resumeMentor } from '@egresa/api-client/mentoring'
import { type OfficeMentor, OfficePauseMentorInput } from '@egresa/api-contract/mentoring'
import type { OfficeMentorsQuery } from '@egresa/api-contract/mentoring-search'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { FilterBar, SelectFilter, TextFilter } from '@egresa/ui/filter-bar'
import { TextAreaField } from '@egresa/ui/form-fields'
import { localizeEntries } from '@egresa/ui/form-messages'
import { ListResults } from '@egresa/ui/list-results'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { ActionConfirmDialog, FormDialog, useOfficeAction } from '../../lib/action-dialogs'

// The office's list of mentors (docs/mentoring.md, "The office"): who offers to mentor, how many mentees they
// have against how many they take, the requests waiting, and both pauses; the office pauses a mentor (with
// a reason the mentor reads on their offer) and resumes one it paused, after a yes. The server audits each.

export type MentorsSearch = OfficeMentorsQuery
export type MentorsFilters = Pick<MentorsSearch, 'text' | 'state'>

type Decision = { mentor: OfficeMentor; action: 'pause' | 'resume' }

/** `/{locale}/mentoring`: every mentor, paused ones too, found by the filters in the URL. */
export function MentorsPage({
  search,
  onFilter,
}: {
  search: MentorsSearch
  onFilter: (changes: Partial<MentorsFilters>) => void
}) {
  const { t } = useLingui()
  const title = t`Mentores`
  usePageTitle(title)
  const api = useApi()
  const locale = useLocale()
  const href = useHref()
  const listId = useId()
  const act = useOfficeAction()
  const [decision, setDecision] = useState<Decision | null>(null)
  const list = useQuery({ ...officeMentorsQueryOptions(api, search), placeholderData: keepPreviousData })
  const filtered = Boolean(search.text || search.state)
  const clear = () => onFilter({ text: undefined, state: undefined })
  const close = () => setDecision(null)
  const name = decision ? `${decision.mentor.person.name} ${decision.mentor.person.surname}` : ''

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-muted">
          <Trans>
            Las personas que se ofrecen como mentoras, con sus mentorías en curso y las solicitudes que
            esperan. Una mentoría pausada por la oficina no recibe solicitudes hasta que la oficina la
            reanuda.
          </Trans>
        </p>
      </header>

      <FilterBar label={t`Filtrar los mentores`} active={filtered} onClear={clear}>
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
          options={[
            { value: 'active', label: t`Aceptan mentorados` },
            { value: 'paused', label: t`En pausa` },
          ]}
          onChange={(state) => onFilter({ state: state as MentorsFilters['state'] })}
        />
      </FilterBar>

      <ListResults<OfficeMentor>
        list={list}
        id={listId}
        error={<Trans>No se han podido cargar los mentores.</Trans>}
        filtered={filtered}
        onClearFilters={clear}
        empty={<Trans>Todavía nadie se ofrece como mentor.</Trans>}
        skeletons={null}
        itemKey={(mentor) => mentor.person.hash}
        item={(mentor) => <MentorItem mentor={mentor} onDecide={setDecision} />}
        page={search.page}
        hrefFor={(page) =>
          href({ to: '/$locale/mentoring', params: { locale }, search: { ...search, page } })
        }
        pagesLabel={t`Páginas de mentores`}
        columns=""
      />

      {decision?.action === 'pause' ? (
        <PauseDialog
          key={decision.mentor.person.hash}
          name={name}
          onClose={close}
          onSave={(body) =>
            act(() => pauseMentor(api, decision.mentor.person.hash, body), t`Mentoría pausada.`)
          }
        />
      ) : null}
      <ActionConfirmDialog
        isOpen={decision?.action === 'resume'}
        onClose={close}
        title={<Trans>¿Reanudar la mentoría de {name}?</Trans>}
        message={
          <Trans>
            Volverá a aparecer en la búsqueda de mentores y podrán pedirle mentoría, salvo que la haya pausado
            también esa persona.
          </Trans>
        }
        confirmLabel={<Trans>Reanudar</Trans>}
        onConfirm={async () => {
          if (decision)
            await act(() => resumeMentor(api, decision.mentor.person.hash), t`Mentoría reanudada.`)
        }}
      />
    </div>
  )
}

type PauseForm = v.InferInput<typeof OfficePauseMentorInput>
const pauseFields = ['reason'] as const
const pauseSchema = (lang: string, labels: { reason: string }) =>
  v.object(localizeEntries(OfficePauseMentorInput.entries, lang, labels))

/** Pausing a mentor, with an optional reason that the mentor reads on their offer. */
function PauseDialog({
  name,
  onClose,
  onSave,
}: {
  name: string
  onClose: () => void
  onSave: (body: OfficePauseMentorInput) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const labels = { reason: t`Motivo` }
  const schema = useLocalizedSchema(pauseSchema, labels)
  const form = useForm<PauseForm, unknown, OfficePauseMentorInput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    defaultValues: { reason: '' },
  })
  return (
    <FormDialog
      title={<Trans>¿Pausar la mentoría de {name}?</Trans>}
      isOpen
      onClose={onClose}
      form={form}
      fields={pauseFields}
      onSave={onSave}
      submitLabel={<Trans>Pausar</Trans>}
      danger
    >
      {(id) => (
        <>
          <p>
            <Trans>
              Nadie la encontrará ni podrá pedirle mentoría hasta que la oficina la reanude. Las mentorías en
              curso y las solicitudes pendientes siguen.
            </Trans>
          </p>
          <TextAreaField
            id={`${id}-reason`}
            label={labels.reason}
            rows={3}
            registration={form.register('reason')}
            error={form.formState.errors.reason}
            hint={<Trans>Opcional. La persona lo lee en su oferta de mentoría.</Trans>}
          />
        </>
      )}
    </FormDialog>
  )
}

/** One mentor: name (to their page), e-mail and company, the counts, the pauses and the office's action. */
function MentorItem({ mentor, onDecide }: { mentor: OfficeMentor; onDecide: (decision: Decision) => void }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const headingId = useId()
  const name = `${mentor.person.name} ${mentor.person.surname}`
  const company = mentor.company ?? mentor.person.current_company
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-secondary bg-white p-4 lg:flex-row lg:items-start lg:justify-between lg:gap-6"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={headingId} className="text-lg font-bold">
          <Link to="/$locale/people/$hash" params={{ locale, hash: mentor.person.hash }}>
            {name}
          </Link>
        </h2>
        <p className="break-all text-sm text-muted">{mentor.email}</p>
        {company ? <p className="text-sm">{company}</p> : null}
        <p className="text-sm text-muted">
          <Trans>Mentor desde el {i18n.date(mentor.created_at, { dateStyle: 'medium' })}</Trans>
        </p>
        <MentorState mentor={mentor} />
      </div>
      <div className="flex flex-col gap-3 lg:items-end">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4 lg:w-[30rem]">
          <div>
            <dt className="text-muted">
              <Trans>Mentorados</Trans>
            </dt>
            <dd>
              <Trans>
                {mentor.active} de {mentor.capacity}
              </Trans>
            </dd>
          </div>
          <div>
            <dt className="text-muted">
              <Trans>Solicitudes pendientes</Trans>
            </dt>
            <dd>{mentor.pending}</dd>
          </div>
          <div>
            <dt className="text-muted">
              <Trans>Aceptadas</Trans>
            </dt>
            <dd>{mentor.accepted}</dd>
          </div>
          <div>
            <dt className="text-muted">
              <Trans>Terminadas</Trans>
            </dt>
            <dd>{mentor.ended}</dd>
          </div>
        </dl>
        {mentor.paused_by_office ? (
          <button
            type="button"
            className={`${buttonStyles.secondary} self-start lg:self-end`}
            aria-label={t`Reanudar la mentoría de ${name}`}
            onClick={() => onDecide({ mentor, action: 'resume' })}
          >
            <Trans>Reanudar…</Trans>
          </button>
        ) : (
          <button
            type="button"
            className={`${buttonStyles.secondary} self-start lg:self-end`}
            aria-label={t`Pausar la mentoría de ${name}`}
            onClick={() => onDecide({ mentor, action: 'pause' })}
          >
            <Trans>Pausar…</Trans>
          </button>
        )}
      </div>
    </article>
  )
}

/** Whether the mentor takes mentees, and who paused them (the office with its reason, the person). */
function MentorState({ mentor }: { mentor: OfficeMentor }) {
  const badge = 'self-start rounded px-2 text-sm font-bold'
  if (!mentor.paused && !mentor.paused_by_office)
    return (
      <p className={`${badge} bg-surface`}>
        {mentor.active >= mentor.capacity ? <Trans>Completo</Trans> : <Trans>Acepta mentorados</Trans>}
      </p>
    )
  return (
    <div className="flex flex-col gap-1">
      {mentor.paused_by_office ? (
        <p className={`${badge} bg-danger-strong text-white`}>
          <Trans>Pausado por la oficina</Trans>
        </p>
      ) : null}
      {mentor.paused_by_office && mentor.office_reason ? (
        <p className="whitespace-pre-line break-words text-sm">
          <Trans>Motivo: {mentor.office_reason}</Trans>
        </p>
      ) : null}
      {mentor.paused ? (
        <p className={`${badge} bg-surface`}>
          <Trans>Pausado por la propia persona</Trans>
        </p>
      ) : null}
    </div>
  )
}
