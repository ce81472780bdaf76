import { jobOfferQueryOptions } from '@egresa/api-client/jobs'
import type { JobOffer } from '@egresa/api-contract/jobs'
import { useApi } from '@egresa/ui/app/api'
import { CompanyLogo } from '@egresa/ui/app/company-logo'
import { useApiHref } from '@egresa/ui/app/files'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageHead, useSiteOrigin } from '@egresa/ui/app/page-head'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CompanyInvite } from '../../lib/company-invite'
import { formatDate } from '../../lib/format'
import { ApplyPanel } from './apply-panel'
import { useJobLabels } from './job-labels'
import { jobPosting } from './job-posting'
import { useJobViewer } from './viewer'

/** The description's paragraphs: plain text whose blank lines separate them. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

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
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const href = useHref()
  const viewer = useJobViewer()
  const labels = useJobLabels()
  const { data: offer } = useSuspenseQuery(jobOfferQueryOptions(api, hash))
  const closed = offer.status !== 'PUBLISHED'
  const otherLanguage = offer.language !== locale
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
  const facts: { term: string; value: string | null }[] = [
    { term: t`Puesto`, value: offer.workstation },
    { term: t`Empresa`, value: offer.company.name },
    { term: t`Localidad`, value: [offer.location, offer.country?.name].filter(Boolean).join(', ') },
    { term: t`Tipo de contrato`, value: labels.contract[offer.contract] },
    { term: t`Jornada`, value: labels.workingHours[offer.working_hours] },
    {
      term: t`Fecha de incorporación`,
      value: offer.date_incorporation ? formatDate(offer.date_incorporation, i18n.locale) : null,
    },
    {
      term: t`Fecha de publicación`,
      value: offer.published_at ? formatDate(offer.published_at, i18n.locale) : null,
    },
    { term: t`Estudios`, value: offer.categories.map((c) => c.title).join(', ') || null },
    { term: t`Área`, value: offer.area?.title ?? null },
    { term: t`Especialidad`, value: offer.specialty?.title ?? null },
  ]

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

      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <CompanyLogo src={offer.company.logo} name={offer.company.name} size="lg" placeholder="initial" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-bold text-muted">{offer.company.name}</p>
          <h1 lang={otherLanguage ? offer.language : undefined} className="text-3xl font-bold">
            {offer.title}
          </h1>
          <p className="text-muted">
            {[offer.location, labels.contract[offer.contract], labels.workingHours[offer.working_hours]].join(
              ' · ',
            )}
          </p>
        </div>
      </header>

      {closed ? (
        <p role="status" className="rounded border-2 border-primary bg-surface px-4 py-3 font-bold">
          <Trans>Esta oferta está cerrada: la empresa ya no recibe candidaturas.</Trans>
        </p>
      ) : null}

      {/* On a phone the way to apply comes first, then the text, then the details. */}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <ApplyPanel offer={offer} />
        </div>
        <section
          aria-labelledby="offer-description"
          className="flex flex-col gap-4 lg:col-start-1 lg:row-span-2 lg:row-start-1"
        >
          <h2 id="offer-description" className="text-xl font-bold">
            <Trans>Descripción</Trans>
          </h2>
          {otherLanguage ? <LanguageNote language={offer.language} /> : null}
          <div lang={otherLanguage ? offer.language : undefined} className="flex flex-col gap-4 text-lg">
            {paragraphs(offer.description).map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order
              <p key={i} className="whitespace-pre-line break-words">
                {p}
              </p>
            ))}
          </div>
        </section>
        <section
          aria-labelledby="offer-facts"
          className="flex flex-col gap-3 rounded bg-surface p-5 lg:col-start-2 lg:row-start-2"
        >
          <h2 id="offer-facts" className="text-xl font-bold">
            <Trans>Detalles de la oferta</Trans>
          </h2>
          <Facts facts={facts} />
        </section>
      </div>
      <CompanyInvite />
    </article>
  )
}

function Facts({ facts }: { facts: { term: string; value: string | null }[] }) {
  return (
    <dl className="flex flex-col gap-2">
      {facts
        .filter((f): f is { term: string; value: string } => Boolean(f.value))
        .map((f) => (
          <div key={f.term} className="flex flex-col">
            <dt className="text-sm font-bold text-muted">{f.term}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
    </dl>
  )
}

/** The offer's text is in the other language: it has none in the page's one. */
function LanguageNote({ language }: { language: JobOffer['language'] }) {
  return (
    <p className="rounded bg-surface px-4 py-2 text-sm">
      {language === 'en' ? (
        <Trans>La empresa ha publicado esta oferta solo en inglés.</Trans>
      ) : (
        <Trans>La empresa ha publicado esta oferta solo en español.</Trans>
      )}
    </p>
  )
}
