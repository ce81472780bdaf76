import type { JobTeaser, OwnApplication } from '@egresa/api-contract/jobs'
import { CompanyLogo } from '@egresa/ui/app/company-logo'
import { OtherLanguageMark } from '@egresa/ui/app/content-language'
import { useLocale } from '@egresa/ui/app/locale'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type * as v from 'valibot'
import { formatDate } from '../../lib/format'
import { useJobLabels } from './job-labels'

/**
 * An offer in a list (the job bank, the landing's latest offers): its title links to the offer's page, and
 * the whole card is the link's target area.
 */
export function JobCard({
  job,
  application,
  headingLevel = 2,
}: {
  job: v.InferOutput<typeof JobTeaser>
  application?: v.InferOutput<typeof OwnApplication> | null
  headingLevel?: 2 | 3
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const labels = useJobLabels()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="relative flex h-full flex-col gap-3 rounded border border-secondary bg-white p-5 hover:border-primary">
      <div className="flex items-center gap-3">
        <CompanyLogo src={job.company.logo} name={job.company.name} size="sm" placeholder="initial" />
        <p className="min-w-0 font-bold text-muted">{job.company.name}</p>
      </div>
      {job.language && job.language !== locale ? <OtherLanguageMark language={job.language} /> : null}
      <Heading
        lang={job.language && job.language !== locale ? job.language : undefined}
        className="text-lg font-bold leading-snug"
      >
        <Link
          to="/$locale/jobs/$hash"
          params={{ locale, hash: job.hash }}
          className="no-underline after:absolute after:inset-0 hover:underline"
        >
          {job.title}
        </Link>
      </Heading>
      <ul className="flex flex-wrap gap-2 text-sm">
        <li className="rounded-full bg-surface px-3 py-1">{job.location}</li>
        <li className="rounded-full bg-surface px-3 py-1">{labels.contract[job.contract]}</li>
        <li className="rounded-full bg-surface px-3 py-1">{labels.workingHours[job.working_hours]}</li>
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
        {job.published_at ? (
          <p>
            <Trans>Publicada el {formatDate(job.published_at, i18n.locale)}</Trans>
          </p>
        ) : null}
        {application ? (
          <p className="rounded-full border border-success-strong px-3 py-1 font-bold text-success-strong">
            <Trans>Tu inscripción: {labels.application[application.status]}</Trans>
          </p>
        ) : null}
      </div>
    </article>
  )
}

/** Placeholder cards while a page of offers loads. */
export function JobCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <li key={i} aria-hidden="true">
      <div className="flex h-full animate-pulse flex-col gap-3 rounded border border-secondary p-5">
        <div className="flex items-center gap-3">
          <span className="size-12 rounded bg-surface" />
          <span className="h-4 w-1/2 rounded bg-surface" />
        </div>
        <span className="h-5 w-4/5 rounded bg-surface" />
        <span className="h-5 w-3/5 rounded bg-surface" />
        <span className="mt-4 h-4 w-2/5 rounded bg-surface" />
      </div>
    </li>
  ))
}
