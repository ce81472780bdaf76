import { jobOfferQueryOptions } from '@egresa/api-client/jobs'
import { useApi } from '@egresa/ui/app/api'
import { useApiHref } from '@egresa/ui/app/files'
import { JobOfferView } from '@egresa/ui/app/job-offer'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageHead, useSiteOrigin } from '@egresa/ui/app/page-head'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CompanyInvite } from '../../lib/company-invite'
import { OfferMentorsSection } from '../mentoring/public'
import { ApplyPanel } from './apply-panel'
import { jobPosting } from './job-posting'
import { useJobViewer } from './viewer'

/** About 155 characters of the description, on a word boundary, for the page's meta description. */
function summary(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`
}

/**
 * `/{locale}/empleo/{hash}` (`/en/jobs/{hash}`): a published or closed offer, public so that shared links and
 * search engines can read it (with its `JobPosting` structured data), and the way to apply.
 */
export function JobOfferPage({ hash }: { hash: string }) {
  const apiHref = useApiHref()
  const api = useApi()
  const locale = useLocale()
  const href = useHref()
  const viewer = useJobViewer()
  const { data: offer } = useSuspenseQuery(jobOfferQueryOptions(api, hash))
  const origin = useSiteOrigin()
  const structured = jobPosting(
    offer,
    `${origin}${href({ to: '/$locale/jobs/$hash', params: { locale, hash: offer.hash } })}`,
    (path) => new URL(apiHref(path), origin || undefined).href,
  )
  usePageHead({
    title: `${offer.title} · ${offer.company.name}`,
    description: `${offer.company.name} · ${offer.location}. ${summary(offer.description)}`,
    type: 'article',
    jsonLd: structured ?? undefined,
  })

  return (
    <article className="flex flex-col gap-8">
      <p>
        {viewer.kind === 'premium' ? (
          <Link to="/$locale/jobs/offers" params={{ locale }} className="underline">
            <span aria-hidden="true">‹ </span>
            <Trans>Volver a la bolsa de empleo</Trans>
          </Link>
        ) : (
          <Link to="/$locale/jobs" params={{ locale }} className="underline">
            <span aria-hidden="true">‹ </span>
            <Trans>Volver a empleo</Trans>
          </Link>
        )}
      </p>

      <JobOfferView offer={offer} locale={locale} aside={<ApplyPanel offer={offer} />} />
      <OfferMentorsSection offer={offer.hash} />
      <CompanyInvite />
    </article>
  )
}
