import { memberHomeQueryOptions } from '@egresa/api-client/home'
import type { MemberHome as MemberHomeData } from '@egresa/api-contract/home'
import type { ApplicationStatus } from '@egresa/api-contract/jobs-search'
import { useApi } from '@egresa/ui/app/api'
import { OtherLanguageMark } from '@egresa/ui/app/content-language'
import { useLocale } from '@egresa/ui/app/locale'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { otherLanguage } from '../../lib/content-language'
import { formatDate } from '../../lib/format'

// A member's own home (issue 23): signed in, the home shows the person's things first: their applications
// and their states, their groups' latest activity and their upcoming events, from one call (`GET /usr/home`),
// each with its loading, empty and error state. An incomplete profile never gets here: the site's rule
// (`requireCompleteProfile`) sends it to the profile form, with its message, from every page.

/** The person's part of the home page, above what every visitor sees. */
export function MemberHome() {
  const api = useApi()
  const home = useQuery(memberHomeQueryOptions(api))
  return (
    <div className="flex flex-col gap-8">
      {home.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded border border-secondary p-4">
          <p>
            <Trans>No se ha podido cargar tu actividad.</Trans>
          </p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void home.refetch()}>
            <Trans>Reintentar</Trans>
          </button>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          {home.data?.applications === null ? null : <Applications data={home.data?.applications} />}
          <Groups data={home.data?.groups} />
          <Events data={home.data?.events} />
        </div>
      )}
    </div>
  )
}

/** A card of the home: its heading, its rows (placeholders while loading) or what to do when it is empty. */
function Panel({
  id,
  title,
  count,
  items,
  empty,
  more,
}: {
  id: string
  title: ReactNode
  count?: number
  items: ReactNode[] | undefined
  empty: ReactNode
  more?: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      aria-busy={!items}
      className="flex flex-col gap-3 rounded border border-secondary p-4"
    >
      <h2 id={id} className="text-xl font-bold">
        {title}
        {count !== undefined && count > 0 ? (
          <span className="ml-2 text-base text-muted">({count})</span>
        ) : null}
      </h2>
      {!items ? (
        <ul aria-hidden="true" className="flex flex-col gap-2">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-12 animate-pulse rounded bg-surface" />
          ))}
        </ul>
      ) : items.length === 0 ? (
        <div className="flex flex-col gap-2 text-muted">{empty}</div>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-secondary">{items}</ul>
          {more}
        </>
      )}
    </section>
  )
}

function useApplicationLabels(): Record<ApplicationStatus, string> {
  const { t } = useLingui()
  // Spec section 4: ACCEPTED reads "in process" and CANCELLED "discarded".
  return { PENDING: t`Pendiente`, ACCEPTED: t`En proceso`, CANCELLED: t`Descartada` }
}

function Applications({ data }: { data: NonNullable<MemberHomeData['applications']> | undefined }) {
  const locale = useLocale()
  const { i18n } = useLingui()
  const status = useApplicationLabels()
  return (
    <Panel
      id="home-applications"
      title={<Trans>Tus candidaturas</Trans>}
      count={data?.total}
      items={data?.items.map((a) => (
        <li key={a.hash} className="flex flex-col gap-1 py-2">
          <Link
            to="/$locale/jobs/$hash"
            params={{ locale, hash: a.offer.hash }}
            className="font-bold underline"
          >
            {a.offer.title}
          </Link>
          <span className="text-sm text-muted">
            {a.offer.company} · <Trans>inscrita el {formatDate(a.applied_at, i18n.locale)}</Trans>
          </span>
          <span className="text-sm">
            <Trans>Estado:</Trans> <strong>{status[a.status]}</strong>
            {a.offer.status === 'CLOSED' ? (
              <>
                {' · '}
                <Trans>oferta cerrada</Trans>
              </>
            ) : null}
          </span>
        </li>
      ))}
      empty={
        <>
          <p>
            <Trans>Aún no te has inscrito en ninguna oferta.</Trans>
          </p>
          <Link to="/$locale/jobs/offers" params={{ locale }} className="font-bold text-primary underline">
            <Trans>Buscar ofertas</Trans>
          </Link>
        </>
      }
      more={
        <Link to="/$locale/user/jobs/subscribed" params={{ locale }} className="underline">
          <Trans>Todas mis inscripciones</Trans>
        </Link>
      }
    />
  )
}

function Groups({ data }: { data: MemberHomeData['groups'] | undefined }) {
  const locale = useLocale()
  const { i18n } = useLingui()
  return (
    <Panel
      id="home-groups"
      title={<Trans>Tus grupos</Trans>}
      count={data?.total}
      items={data?.items.map((g) => {
        // A group written in the other language says so (its name carries its language).
        const other = otherLanguage(g.language, locale)
        return (
          <li key={g.slug} className="flex flex-col gap-1 py-2">
            <span className="flex flex-wrap items-center gap-2">
              <Link
                to="/$locale/workgroups/$slug"
                params={{ locale, slug: g.slug }}
                lang={other}
                className="font-bold underline"
              >
                {g.name}
              </Link>
              {other ? <OtherLanguageMark language={other} /> : null}
            </span>
            {g.latest ? (
              <span className="text-sm">
                {g.latest.author ? <strong>{g.latest.author}: </strong> : null}
                <span className="break-words">{g.latest.excerpt}</span>{' '}
                <span className="text-muted">· {formatDate(g.latest.at, i18n.locale)}</span>
              </span>
            ) : (
              <span className="text-sm text-muted">
                <Trans>Aún no hay comentarios.</Trans>
              </span>
            )}
          </li>
        )
      })}
      empty={
        <>
          <p>
            <Trans>Aún no participas en ningún grupo.</Trans>
          </p>
          <Link to="/$locale/workgroups" params={{ locale }} className="font-bold text-primary underline">
            <Trans>Ver los grupos</Trans>
          </Link>
        </>
      }
    />
  )
}

function Events({ data }: { data: MemberHomeData['events'] | undefined }) {
  const locale = useLocale()
  const { i18n } = useLingui()
  return (
    <Panel
      id="home-events-mine"
      title={<Trans>Tus próximos eventos</Trans>}
      count={data?.total}
      items={data?.items.map((e) => (
        <li key={e.hash} className="flex flex-col gap-1 py-2">
          <Link
            to="/$locale/news/$slug"
            params={{ locale, slug: e.slug }}
            lang={e.language !== locale ? e.language : undefined}
            className="font-bold underline"
          >
            {e.title}
          </Link>
          <span className="text-sm text-muted">
            {[formatDate(e.starts_at, i18n.locale), e.place].filter(Boolean).join(' · ')}
          </span>
          {e.subscribed ? (
            <span className="text-sm">
              <Trans>Inscrito</Trans>
            </span>
          ) : null}
        </li>
      ))}
      empty={
        <>
          <p>
            <Trans>No tienes eventos próximos guardados.</Trans>
          </p>
          <Link
            to="/$locale/news"
            params={{ locale }}
            search={{ type: 'EVENT' }}
            className="font-bold text-primary underline"
          >
            <Trans>Ver la agenda</Trans>
          </Link>
        </>
      }
    />
  )
}
