import { getCvViews } from '@egresa/api-client/profile'
import { useApi } from '@egresa/ui/app/api'
import { buttonStyles } from '@egresa/ui/button'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { formatDateTime } from '../../lib/format'

/** The query key of the person's CV views (read again when the profile page opens). */
export const cvViewsQueryKey = ['profile', 'cv-views'] as const

/**
 * Who saw my CV (GDPR art. 15; docs/privacy.md): each time a company opened it, through an offer the person
 * applied to or from the companies' directory, newest first, 10 at a time.
 */
export function CvViews() {
  const api = useApi()
  const { i18n } = useLingui()
  const views = useInfiniteQuery({
    queryKey: cvViewsQueryKey,
    queryFn: ({ pageParam, signal }) => getCvViews(api, { page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length < last.maxPages ? all.length + 1 : undefined),
  })
  const items = views.data?.pages.flatMap((p) => p.items) ?? []
  const total = views.data?.pages[0]?.total ?? 0
  return (
    <section aria-labelledby="cv-views-title" className="flex flex-col gap-3">
      <h3 id="cv-views-title" className="text-lg font-bold">
        <Trans>Quién ha visto tu CV</Trans>
      </h3>
      {views.isPending ? (
        <p role="status" className="text-muted">
          <Trans>Cargando…</Trans>
        </p>
      ) : views.isError ? (
        <p role="alert">
          <Trans>No se ha podido cargar quién ha visto tu CV.</Trans>
        </p>
      ) : total === 0 ? (
        <p className="text-muted">
          <Trans>Ninguna empresa ha abierto tu CV todavía. Cuando una lo abra, lo verás aquí.</Trans>
        </p>
      ) : (
        <>
          <p className="text-muted">
            <Trans>
              Estas son las veces que una empresa ha abierto tu CV, al revisar tu candidatura o desde su
              directorio. Las consultas de la oficina de antiguos alumnos quedan en su registro de actividad.
            </Trans>
          </p>
          <ul className="flex flex-col divide-y divide-secondary rounded border border-secondary">
            {items.map((view) => (
              <li key={view.id} className="flex flex-col gap-0.5 p-3">
                <span className="font-semibold">{view.company.name}</span>
                <span>
                  {view.offer ? (
                    <Trans>Candidatura a «{view.offer.title}»</Trans>
                  ) : (
                    <Trans>Desde el directorio de empresas</Trans>
                  )}
                </span>
                <time dateTime={view.at} className="text-sm text-muted">
                  {formatDateTime(view.at, i18n.locale)}
                </time>
              </li>
            ))}
          </ul>
          {views.hasNextPage ? (
            <button
              type="button"
              className={`${buttonStyles.secondary} self-start`}
              disabled={views.isFetchingNextPage}
              onClick={() => void views.fetchNextPage()}
            >
              {views.isFetchingNextPage ? <Trans>Cargando…</Trans> : <Trans>Ver más</Trans>}
            </button>
          ) : null}
        </>
      )}
    </section>
  )
}
