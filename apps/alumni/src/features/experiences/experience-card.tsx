import type { WorkExperience } from '@egresa/api-contract/experiences'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { labelOf, useAccountLabels } from '../../lib/account-labels'
import { formatMonth } from '../../lib/format'

/** One job experience as people read it; the public profile shows the same card. */
export function ExperienceCard({ experience, actions }: { experience: WorkExperience; actions?: ReactNode }) {
  const { i18n } = useLingui()
  const { contract } = useAccountLabels()
  const start = formatMonth(experience.start, i18n.locale)
  const end = experience.end ? formatMonth(experience.end, i18n.locale) : null
  return (
    <article className="flex flex-col gap-2 rounded border border-secondary p-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 className="text-lg font-bold">{experience.name}</h3>
          <p>
            {experience.company_name}
            <span className="text-muted"> · {labelOf(contract, experience.contract)}</span>
          </p>
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      <p className="text-sm text-muted">
        {end ? (
          <Trans>
            De {start} a {end}
          </Trans>
        ) : (
          <Trans>Desde {start} · Trabajo actual</Trans>
        )}
        {experience.location ? <> · {experience.location}</> : null}
      </p>
      {experience.content ? <p className="whitespace-pre-line">{experience.content}</p> : null}
    </article>
  )
}
