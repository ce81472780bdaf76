import { myApplicationsQueryOptions } from '@egresa/api-client/jobs'
import type { MyApplication } from '@egresa/api-contract/jobs'
import { useApi } from '@egresa/ui/app/api'
import { CompanyLogo } from '@egresa/ui/app/company-logo'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { Pagination } from '@egresa/ui/pagination'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatDate } from '../../lib/format'
import { UpgradePrompt } from '../membership/public'
import { ApplicationStatusBadge, WithdrawButton } from './apply-panel'
import { useJobLabels } from './job-labels'
import { useJobViewer } from './viewer'

/**
 * `/{locale}/user/jobs/subscribed`: the offers the person applied to (the user menu's "Ofertas inscritas"),
 * newest first, with each application's status and the offer's state.
 */
export function MyApplicationsPage({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const { t } = useLingui()
  const viewer = useJobViewer()
  usePageTitle(t`Ofertas inscritas`)
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">
        <Trans>Ofertas inscritas</Trans>
      </h1>
      {viewer.kind === 'premium' ? (
        <Applications page={page} hrefFor={hrefFor} />
      ) : (
        <UpgradePrompt id="applications-upgrade" title={<Trans>Inscríbete en ofertas con Premium</Trans>}>
          <p>
            <Trans>
              Con una cuenta Premium podrás inscribirte en las ofertas de la bolsa de empleo y seguir aquí
              cada candidatura.
            </Trans>
          </p>
        </UpgradePrompt>
      )}
    </div>
  )
}

function Applications({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const { data } = useSuspenseQuery(myApplicationsQueryOptions(api, { page }))
  if (data.total === 0) {
    return (
      <div className="flex max-w-2xl flex-col items-start gap-4 rounded bg-surface p-5">
        <p className="text-lg">
          <Trans>Todavía no te has inscrito en ninguna oferta.</Trans>
        </p>
        <Link to="/$locale/jobs/offers" params={{ locale }} className={buttonStyles.primary}>
          <Trans>Buscar ofertas</Trans>
        </Link>
      </div>
    )
  }
  return (
    <section aria-labelledby="applications-list" className="flex flex-col gap-4">
      <h2 id="applications-list" className="sr-only">
        <Trans>Tus inscripciones</Trans>
      </h2>
      <ul className="flex flex-col gap-3">
        {data.items.map((application) => (
          <li key={application.hash}>
            <ApplicationRow application={application} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        maxPages={data.maxPages}
        hrefFor={hrefFor}
        label={t`Páginas de inscripciones`}
      />
    </section>
  )
}

function ApplicationRow({ application }: { application: MyApplication }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const labels = useJobLabels()
  const { offer } = application
  return (
    <article className="flex flex-col gap-4 rounded border border-secondary p-4 sm:flex-row sm:items-center">
      <CompanyLogo src={offer.company.logo} name={offer.company.name} size="sm" placeholder="initial" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="text-lg font-bold">
          <Link to="/$locale/jobs/$hash" params={{ locale, hash: offer.hash }} className="hover:underline">
            {offer.title}
          </Link>
        </h3>
        <p className="text-muted">
          {offer.company.name} · {offer.location}
        </p>
        <p className="text-sm text-muted">
          <Trans>Te inscribiste el {formatDate(application.applied_at, i18n.locale)}</Trans>
          {' · '}
          <span className={offer.status === 'PUBLISHED' ? undefined : 'font-bold'}>
            {labels.offer[offer.status]}
          </span>
        </p>
      </div>
      <div className="flex flex-col items-start gap-2 sm:items-end">
        <ApplicationStatusBadge status={application.status} label={labels.application[application.status]} />
        {application.status === 'PENDING' ? (
          <WithdrawButton offerHash={offer.hash} title={offer.title} />
        ) : null}
      </div>
    </article>
  )
}
