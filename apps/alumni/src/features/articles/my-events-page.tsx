import { myEventsQueryOptions } from '@egresa/api-client/events'
import type { MyEvent } from '@egresa/api-contract/events'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { ListResults } from '@egresa/ui/list-results'
import { TabPanel, Tabs } from '@egresa/ui/tabs'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatDateTime } from '../../lib/format'
import { TicketButton } from './ticket-dialog'

export type MyEventsWhen = 'upcoming' | 'past'

/**
 * `/{locale}/user/events` ("Mis eventos", in the user menu): the events I signed up to in the portal, the
 * upcoming ones (soonest first) or the past ones (latest first), each with my state and, for a place, the
 * ticket.
 */
export function MyEventsPage({
  when,
  page,
  hrefFor,
  onWhen,
}: {
  when: MyEventsWhen
  page: number
  hrefFor: (page: number) => string
  onWhen: (when: MyEventsWhen) => void
}) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  usePageTitle(t`Mis eventos`)
  const list = useQuery({ ...myEventsQueryOptions(api, { when, page }), placeholderData: keepPreviousData })
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <Trans>Mis eventos</Trans>
        </h1>
        <p className="text-muted">
          <Trans>Los eventos a los que te has apuntado en el portal, con tu plaza y tu entrada.</Trans>
        </p>
      </header>
      <Tabs
        label={t`Qué eventos`}
        tabs={[
          { key: 'upcoming', label: <Trans>Próximos</Trans> },
          { key: 'past', label: <Trans>Pasados</Trans> },
        ]}
        selected={when}
        onSelect={onWhen}
      >
        <TabPanel id={when} className="pt-4">
          <ListResults
            list={list}
            id="my-events-results"
            error={<Trans>No se han podido cargar tus eventos.</Trans>}
            empty={
              <>
                <p className="text-lg">
                  {when === 'upcoming' ? (
                    <Trans>No te has apuntado a ningún evento próximo.</Trans>
                  ) : (
                    <Trans>No tienes eventos pasados.</Trans>
                  )}
                </p>
                <Link
                  to="/$locale/news"
                  params={{ locale }}
                  search={{ type: 'EVENT' }}
                  className={buttonStyles.primary}
                >
                  <Trans>Ver la agenda de eventos</Trans>
                </Link>
              </>
            }
            skeletons={<MyEventSkeletons />}
            itemKey={(event) => event.hash}
            item={(event) => <MyEventRow event={event} />}
            page={page}
            hrefFor={hrefFor}
            pagesLabel={t`Páginas de mis eventos`}
            columns=""
          />
        </TabPanel>
      </Tabs>
    </div>
  )
}

function MyEventSkeletons() {
  return (
    <>
      {[1, 2, 3].map((n) => (
        <li
          key={n}
          aria-hidden="true"
          className="h-28 animate-pulse rounded border border-secondary bg-surface"
        />
      ))}
    </>
  )
}

function MyEventRow({ event }: { event: MyEvent }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <article className="flex flex-col gap-3 rounded border border-secondary p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="text-lg font-bold">
          <Link to="/$locale/news/$slug" params={{ locale, slug: event.slug }} className="hover:underline">
            {event.title}
          </Link>
        </h3>
        <p className="text-muted">
          <time dateTime={event.starts_at}>{formatDateTime(event.starts_at, i18n.locale)}</time>
          {event.place ? ` · ${event.place}` : null}
        </p>
        <p className="text-sm">
          <MyEventState event={event} />
        </p>
      </div>
      {event.ticket ? (
        <TicketButton
          event={event.hash}
          title={event.title}
          className={`${buttonStyles.secondary} self-start sm:self-center`}
        />
      ) : null}
    </article>
  )
}

function MyEventState({ event }: { event: MyEvent }) {
  const { i18n } = useLingui()
  const position = event.position ?? 1
  const checkedIn = event.checked_in_at ? formatDateTime(event.checked_in_at, i18n.locale) : null
  if (event.state === 'waiting') {
    return (
      <span className="font-bold">
        <Trans>En lista de espera: posición {position}</Trans>
      </span>
    )
  }
  if (event.state === 'cancelled') {
    return (
      <span className="text-muted">
        <Trans>Inscripción anulada</Trans>
      </span>
    )
  }
  return (
    <span className="font-bold text-success-strong">
      <span aria-hidden="true">✓ </span>
      {checkedIn ? <Trans>Asististe: entrada usada el {checkedIn}</Trans> : <Trans>Tienes plaza</Trans>}
    </span>
  )
}
