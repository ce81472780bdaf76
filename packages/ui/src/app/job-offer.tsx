import type { JobOffer, offerContracts, workingHoursTypes } from '@egresa/api-contract/jobs'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import { CompanyLogo } from './company-logo'
import { below, Heading, type HeadingLevel } from './heading'

// An offer as alumni read it on its page: the alumni app's offer page and the office's review of an offer
// (which must show exactly what alumni will read) render this.

/** How an offer's contract and working hours read in the page's language. */
export function useOfferLabels() {
  const { t } = useLingui()
  const contract: Record<(typeof offerContracts)[number], string> = {
    INDEFINITE: t`Indefinido`,
    TEMPORAL: t`Temporal`,
    FREELANCE: t`Autónomo`,
    INTERNSHIP: t`Prácticas`,
  }
  const workingHours: Record<(typeof workingHoursTypes)[number], string> = {
    'FULL-TIME': t`Jornada completa`,
    'PART-TIME': t`Media jornada`,
  }
  return { contract, workingHours }
}

/** The description's paragraphs: plain text whose blank lines separate them. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/** A calendar date or a timestamp, long ("3 de marzo de 2026"), as the API's UTC day. */
function longDate(value: string, locale: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

/**
 * The offer's header, closed notice, description and details, in the page's language; `aside` sits next to
 * the description on a wide screen and before it on a phone (the alumni page's way to apply). The title is an
 * `h1` on the offer's page; `headingLevel` lowers it (and the sections under it) where the offer sits inside
 * another page, which keeps its one `h1` (the office's queue).
 */
export function JobOfferView({
  offer,
  locale,
  aside,
  headingLevel = 1,
}: {
  offer: JobOffer
  /** The page's language: an offer written only in the other one says so. */
  locale: string
  aside?: ReactNode
  /** The title's level (1 on the offer's own page); its sections take the next one. */
  headingLevel?: HeadingLevel
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const sub = below(headingLevel)
  const labels = useOfferLabels()
  // PENDING only reaches the office's preview, which shows the offer as it will read once published.
  const closed = offer.status !== 'PUBLISHED' && offer.status !== 'PENDING'
  const otherLanguage = offer.language !== locale
  const facts: { term: string; value: string | null }[] = [
    { term: t`Puesto`, value: offer.workstation },
    { term: t`Empresa`, value: offer.company.name },
    { term: t`Localidad`, value: [offer.location, offer.country?.name].filter(Boolean).join(', ') },
    { term: t`Tipo de contrato`, value: labels.contract[offer.contract] },
    { term: t`Jornada`, value: labels.workingHours[offer.working_hours] },
    {
      term: t`Fecha de incorporación`,
      value: offer.date_incorporation ? longDate(offer.date_incorporation, i18n.locale) : null,
    },
    {
      term: t`Fecha de publicación`,
      value: offer.published_at ? longDate(offer.published_at, i18n.locale) : null,
    },
    { term: t`Estudios`, value: offer.categories.map((c) => c.title).join(', ') || null },
    { term: t`Área`, value: offer.area?.title ?? null },
    { term: t`Especialidad`, value: offer.specialty?.title ?? null },
  ]
  return (
    <>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <CompanyLogo src={offer.company.logo} name={offer.company.name} size="lg" placeholder="initial" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-bold text-muted">{offer.company.name}</p>
          <Heading
            level={headingLevel}
            lang={otherLanguage ? offer.language : undefined}
            className="text-3xl font-bold"
          >
            {offer.title}
          </Heading>
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

      {/* On a phone the aside (the way to apply) comes first, then the text, then the details. */}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        {aside ? <div className="lg:col-start-2 lg:row-start-1">{aside}</div> : null}
        <section
          aria-labelledby={`${id}-description`}
          className="flex flex-col gap-4 lg:col-start-1 lg:row-span-2 lg:row-start-1"
        >
          <Heading level={sub} id={`${id}-description`} className="text-xl font-bold">
            <Trans>Descripción</Trans>
          </Heading>
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
          aria-labelledby={`${id}-facts`}
          className="flex flex-col gap-3 rounded bg-surface p-5 lg:col-start-2 lg:row-start-2"
        >
          <Heading level={sub} id={`${id}-facts`} className="text-xl font-bold">
            <Trans>Detalles de la oferta</Trans>
          </Heading>
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
        </section>
      </div>
    </>
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
