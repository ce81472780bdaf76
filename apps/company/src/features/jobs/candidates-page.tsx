import {
  companyOfferQueryOptions,
  downloadCandidateCv,
  downloadCandidatesCsv,
  jobsQueryKey,
  offerCandidatesQueryOptions,
  setCandidateStatus,
} from '@egresa/api-client/jobs'
import type { EndpointQuery } from '@egresa/api-contract/endpoint'
import {
  type ApplicationStatus,
  applicationStatuses,
  type Candidate,
  type CandidateList,
  type CandidatesQuery,
  type offerCandidates,
} from '@egresa/api-contract/jobs'
import { useApi } from '@egresa/ui/app/api'
import { Avatar } from '@egresa/ui/app/avatar'
import { saveBlob } from '@egresa/ui/app/files'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { notifyError, notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { FilterBar, filterDelays, SelectFilter } from '@egresa/ui/filter-bar'
import { ListResults } from '@egresa/ui/list-results'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type * as v from 'valibot'
import { fileSlug } from '../../lib/files'
import { formatDate } from '../../lib/format'
import { WriteButton } from '../conversations/public'
import { candidateBadgeClass, statusBadgeClass, useJobLabels } from './job-labels'
import { companyOffersKey } from './offer-actions'

export type CandidatesSearch = v.InferOutput<typeof CandidatesQuery>
type CandidatesCall = EndpointQuery<typeof offerCandidates>

/**
 * `/{locale}/user/offers/{hash}/candidates`: who applied to the offer, with what they share with companies,
 * their CV, and the company's decision (in process or discarded, either way round; the person is mailed).
 * The list exports as CSV.
 */
export function CandidatesPage({
  hash,
  search,
  onFilter,
}: {
  hash: string
  search: CandidatesSearch
  onFilter: (changes: { status?: ApplicationStatus }) => void
}) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const href = useHref()
  const labels = useJobLabels()
  const { data: offer } = useSuspenseQuery(companyOfferQueryOptions(api, hash))
  const list = useQuery({
    ...offerCandidatesQueryOptions(api, hash, search),
    placeholderData: keepPreviousData,
  })
  const [exporting, setExporting] = useState(false)
  usePageTitle(t`Candidatos de ${offer.title}`)

  const exportCsv = async () => {
    setExporting(true)
    try {
      saveBlob(await downloadCandidatesCsv(api, hash), `${t`candidatos`}-${fileSlug(offer.title)}.csv`)
    } catch (error) {
      notifyError(error)
    } finally {
      setExporting(false)
    }
  }
  const counts = offer.candidates
  const total = counts.new + counts.in_process + counts.discarded

  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link to="/$locale/user/offers" params={{ locale }} className="underline">
          <span aria-hidden="true">← </span>
          <Trans>Volver a mis ofertas</Trans>
        </Link>
      </p>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold">
            <Trans>Candidatos</Trans>
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-lg">
            <span>{offer.title}</span>
            <span className={statusBadgeClass(offer.status)}>{labels.status[offer.status]}</span>
          </p>
          <p className="text-muted">
            <Trans>
              Nuevas: {counts.new} · En proceso: {counts.in_process} · Descartadas: {counts.discarded}
            </Trans>
          </p>
        </div>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={exportCsv}
          disabled={exporting || total === 0}
        >
          {exporting ? <Trans>Exportando…</Trans> : <Trans>Exportar CSV</Trans>}
        </button>
      </header>

      <FilterBar
        label={t`Filtrar los candidatos`}
        active={Boolean(search.status)}
        onClear={() => onFilter({ status: undefined })}
      >
        <SelectFilter
          label={t`Estado de la candidatura`}
          allLabel={t`Todas`}
          options={applicationStatuses.map((s) => ({ value: s, label: labels.candidate[s] }))}
          value={search.status}
          delay={filterDelays.status}
          onChange={(status) => onFilter({ status: status as ApplicationStatus | undefined })}
        />
      </FilterBar>

      <ListResults
        list={list}
        id="candidates-list-title"
        error={<Trans>No se han podido cargar los candidatos.</Trans>}
        filtered={Boolean(search.status)}
        onClearFilters={() => onFilter({ status: undefined })}
        empty={
          <p className="text-lg">
            <Trans>Nadie se ha inscrito todavía en esta oferta.</Trans>
          </p>
        }
        skeletons={null}
        itemKey={(candidate) => candidate.hash}
        item={(candidate) => <CandidateCard offerHash={hash} candidate={candidate} query={search} />}
        page={search.page}
        hrefFor={(page) =>
          href({
            to: '/$locale/user/offers/$hash/candidates',
            params: { locale, hash },
            search: { ...search, page },
          })
        }
        pagesLabel={t`Páginas de candidatos`}
        columns=""
      />
    </div>
  )
}

/**
 * A candidate's status change: shown at once in the list (optimistic), undone with the server's message when
 * it refuses; the offers' counts reload either way.
 */
function useCandidateStatus(offerHash: string, query: CandidatesCall) {
  const api = useApi()
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const key = offerCandidatesQueryOptions(api, offerHash, query).queryKey
  return useMutation({
    mutationFn: ({ hash, status }: { hash: string; status: 'ACCEPTED' | 'CANCELLED' }) =>
      setCandidateStatus(api, offerHash, hash, { status }),
    onMutate: async ({ hash, status }) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<CandidateList>(key)
      queryClient.setQueryData<CandidateList>(key, (list) =>
        list ? { ...list, items: list.items.map((c) => (c.hash === hash ? { ...c, status } : c)) } : list,
      )
      return { before }
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(key, context?.before)
      notifyError(error)
    },
    onSuccess: (_saved, { status }) => {
      notifySuccess(
        status === 'ACCEPTED'
          ? t`Candidatura en proceso. Le hemos avisado por correo.`
          : t`Candidatura descartada. Le hemos avisado por correo.`,
      )
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...jobsQueryKey, 'candidates', offerHash] }),
        queryClient.invalidateQueries({ queryKey: companyOffersKey }),
        queryClient.invalidateQueries({ queryKey: companyOfferQueryOptions(api, offerHash).queryKey }),
      ])
    },
  })
}

/** One applicant: what they share with companies, their CV and the company's decision. */
function CandidateCard({
  offerHash,
  candidate,
  query,
}: {
  offerHash: string
  candidate: Candidate
  query: CandidatesCall
}) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const labels = useJobLabels()
  const change = useCandidateStatus(offerHash, query)
  const [downloading, setDownloading] = useState(false)
  const { person } = candidate
  const fullName = `${person.name} ${person.surname}`
  const titleId = `candidate-${candidate.hash}-name`
  const pending = change.isPending
  const job = [person.current_job, person.current_company].filter(Boolean).join(' · ')
  const facts = [
    person.category?.title,
    person.graduation_year ? t`Promoción ${person.graduation_year}` : null,
    person.city,
  ].filter(Boolean)

  const downloadCv = async () => {
    setDownloading(true)
    try {
      saveBlob(await downloadCandidateCv(api, offerHash, candidate.hash), `cv-${fileSlug(fullName)}.pdf`)
    } catch (error) {
      notifyError(error)
    } finally {
      setDownloading(false)
    }
  }
  const set = (status: 'ACCEPTED' | 'CANCELLED') => change.mutate({ hash: candidate.hash, status })

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={pending}
      className="flex flex-col gap-4 rounded border border-secondary p-4 sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Avatar src={person.avatar} name={person.name} surname={person.surname} size="md" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <h3 id={titleId} className="text-xl font-bold">
              {fullName}
            </h3>
            <p className="shrink-0">
              <span className="sr-only">
                <Trans>Estado:</Trans>{' '}
              </span>
              <span className={candidateBadgeClass(candidate.status)}>
                {labels.candidate[candidate.status]}
              </span>
            </p>
          </div>
          {job ? <p>{job}</p> : null}
          {facts.length > 0 ? <p className="text-muted">{facts.join(' · ')}</p> : null}
          <p className="text-sm">
            <a href={`mailto:${person.email}`} className="break-all underline">
              {person.email}
            </a>
            <span className="text-muted">
              {' '}
              · <Trans>Candidatura del {formatDate(candidate.applied_at, i18n.locale)}</Trans>
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-secondary pt-4">
        <WriteButton person={person.hash} offer={offerHash} name={fullName} />
        {candidate.status !== 'ACCEPTED' ? (
          <button
            type="button"
            className={buttonStyles.success}
            disabled={pending}
            onClick={() => set('ACCEPTED')}
          >
            <Trans>Marcar en proceso</Trans>
            <span className="sr-only"> · {fullName}</span>
          </button>
        ) : null}
        {candidate.status !== 'CANCELLED' ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={pending}
            onClick={() => set('CANCELLED')}
          >
            <Trans>Descartar</Trans>
            <span className="sr-only"> · {fullName}</span>
          </button>
        ) : null}
        {candidate.has_cv ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={downloading}
            onClick={downloadCv}
          >
            {downloading ? <Trans>Descargando…</Trans> : <Trans>Descargar el CV</Trans>}
            <span className="sr-only"> · {fullName}</span>
          </button>
        ) : (
          <span className="self-center text-sm text-muted">
            <Trans>Sin CV</Trans>
          </span>
        )}
        <Link
          to="/$locale/user/directory/$hash"
          params={{ locale, hash: person.hash }}
          className={`${buttonStyles.secondary} sm:ml-auto`}
        >
          <Trans>Ver el perfil completo</Trans>
          <span className="sr-only"> · {fullName}</span>
        </Link>
      </div>
    </article>
  )
}
