import { myWorkgroupsQueryOptions } from '@egresa/api-client/workgroups'
import type { ManagedWorkgroup } from '@egresa/api-contract/workgroups'
import { WORKGROUPS_PAGE_SIZE } from '@egresa/api-contract/workgroups-search'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { WorkgroupCard } from './workgroup-card'
import { WorkgroupResults } from './workgroup-results'

/** A group's state for its administrators: draft, waiting for the office, or published. */
export function WorkgroupStatusBadge({ group }: { group: ManagedWorkgroup }) {
  const styles = {
    UNPUBLISHED: 'border-[#b26b00] bg-[#fff7e6]',
    PENDING: 'border-[#b26b00] bg-[#fff7e6]',
    PUBLISHED: 'border-secondary bg-surface',
  }
  return (
    <span className={`self-start rounded-full border px-2 py-0.5 text-sm font-bold ${styles[group.status]}`}>
      {group.status === 'UNPUBLISHED' ? (
        <Trans>Sin publicar</Trans>
      ) : group.status === 'PENDING' ? (
        <Trans>Pendiente de validación</Trans>
      ) : (
        <Trans>Publicado</Trans>
      )}
    </span>
  )
}

/** Where "my groups" and "subscribed groups" lead: the group's management or its page. */
function MyGroupCard({ group, mine }: { group: ManagedWorkgroup; mine: boolean }) {
  const locale = useLocale()
  const { t } = useLingui()
  if (!mine) return <WorkgroupCard group={group} />
  return (
    <WorkgroupCard
      group={group}
      link={
        <Link
          to="/$locale/user/workgroups/$hash"
          params={{ locale, hash: group.hash }}
          className="no-underline hover:underline"
        >
          {group.name}
        </Link>
      }
      extra={
        <>
          <WorkgroupStatusBadge group={group} />
          <div className="flex flex-wrap gap-2">
            <Link
              to="/$locale/user/workgroups/$hash"
              params={{ locale, hash: group.hash }}
              className={buttonStyles.secondary}
              aria-label={t`Administrar «${group.name}»`}
            >
              <Trans>Administrar</Trans>
            </Link>
            {group.status === 'PUBLISHED' ? (
              <Link
                to="/$locale/workgroups/$slug"
                params={{ locale, slug: group.slug }}
                className={buttonStyles.secondary}
                aria-label={t`Ver la página de «${group.name}»`}
              >
                <Trans>Ver el grupo</Trans>
              </Link>
            ) : null}
          </div>
        </>
      }
    />
  )
}

/**
 * `/{locale}/user/workgroups` (the groups I administer, in any state) and `/{locale}/user/workgroups/subscribed`
 * (the groups I follow or asked to join), 6 a page.
 */
export function MyWorkgroupsPage({
  filter,
  page,
  hrefFor,
}: {
  filter: 'mine' | 'subscribed'
  page: number
  hrefFor: (page: number) => string
}) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const mine = filter === 'mine'
  const title = mine ? t`Mis grupos` : t`Grupos suscritos`
  usePageTitle(title)
  const list = useQuery({
    ...myWorkgroupsQueryOptions(api, { filter, page, size: WORKGROUPS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="text-muted">
            {mine ? (
              <Trans>Los grupos que administras: borradores, pendientes de validación y publicados.</Trans>
            ) : (
              <Trans>Los grupos que sigues y aquellos a los que has pedido unirte.</Trans>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={mine ? '/$locale/user/workgroups/subscribed' : '/$locale/user/workgroups'}
            params={{ locale }}
            className={buttonStyles.secondary}
          >
            {mine ? <Trans>Grupos suscritos</Trans> : <Trans>Mis grupos</Trans>}
          </Link>
          <Link to="/$locale/user/workgroups/new" params={{ locale }} className={buttonStyles.primary}>
            <Trans>Crear un grupo</Trans>
          </Link>
        </div>
      </header>
      <WorkgroupResults
        list={list}
        id="my-workgroups-results"
        empty={
          <>
            <p className="text-lg">
              {mine ? (
                <Trans>Aún no administras ningún grupo.</Trans>
              ) : (
                <Trans>Aún no sigues ningún grupo.</Trans>
              )}
            </p>
            <Link to="/$locale/workgroups" params={{ locale }} className="underline">
              <Trans>Explorar los grupos</Trans>
            </Link>
          </>
        }
        skeletons={WORKGROUPS_PAGE_SIZE}
        page={page}
        hrefFor={hrefFor}
        pagesLabel={t`Páginas de grupos`}
        card={(group) => <MyGroupCard group={group} mine={mine} />}
      />
    </div>
  )
}
