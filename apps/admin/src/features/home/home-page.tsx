import { officeQueuesQueryOptions } from '@egresa/api-client/admin'
import type { OfficeQueues } from '@egresa/api-contract/admin'
import type { Permission } from '@egresa/api-contract/permissions'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { openQueues, type QueueName } from './queue-counts'

/** `/{locale}`: the office's queues with how many items wait in each, each a link to its list. */
export function HomePage({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useLingui()
  const api = useApi()
  usePageTitle(t`Pendientes`)
  const queues = openQueues(permissions)
  const counts = useQuery({ ...officeQueuesQueryOptions(api), enabled: permissions.includes('admin.app') })
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">
          <Trans>Pendientes</Trans>
        </h1>
        <p className="text-muted">
          <Trans>Lo que espera a la oficina de antiguos alumnos. Abre una lista para revisarla.</Trans>
        </p>
      </header>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {queues.map((queue) => (
          <li key={queue.name}>
            <QueueCard name={queue.name} counts={counts} count={queue.count} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function QueueCard({
  name,
  counts,
  count,
}: {
  name: QueueName
  counts: UseQueryResult<OfficeQueues>
  count: keyof OfficeQueues
}) {
  const locale = useLocale()
  const total = counts.data?.[count]
  const titles: Record<QueueName, ReactNode> = {
    accounts: <Trans>Cuentas por verificar</Trans>,
    companies: <Trans>Empresas por validar</Trans>,
    offers: <Trans>Ofertas por revisar</Trans>,
    workgroups: <Trans>Grupos por revisar</Trans>,
    reports: <Trans>Denuncias en los grupos</Trans>,
    messages: <Trans>Mensajes denunciados</Trans>,
  }
  const to = {
    accounts: '/$locale/accounts',
    companies: '/$locale/companies',
    offers: '/$locale/offers',
    workgroups: '/$locale/workgroups',
    reports: '/$locale/workgroups',
    messages: '/$locale/conversations/reports',
  } as const
  return (
    <Link
      to={to[name]}
      params={{ locale }}
      search={name === 'reports' ? { reported: true } : undefined}
      className="flex h-full flex-col gap-2 rounded border border-secondary p-5 no-underline hover:border-primary focus-visible:border-primary"
    >
      <span className="text-lg font-bold">{titles[name]}</span>
      <span className="text-4xl font-bold" aria-live="polite">
        {counts.isError ? (
          <span className="text-base font-normal text-danger-strong">
            <Trans>No se ha podido contar.</Trans>
          </span>
        ) : total === undefined ? (
          <span className="text-base font-normal text-muted">
            <Trans>Contando…</Trans>
          </span>
        ) : (
          <>
            {total}
            <span className="sr-only">
              {' '}
              <Plural value={total} one="pendiente" other="pendientes" />
            </span>
          </>
        )}
      </span>
    </Link>
  )
}
