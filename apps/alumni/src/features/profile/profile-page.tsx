import { meQueryOptions } from '@egresa/api-client/auth'
import { countriesQueryOptions } from '@egresa/api-client/reference'
import type { CurrentUser } from '@egresa/api-contract/auth'
import { useApi } from '@egresa/ui/app/api'
import { Avatar } from '@egresa/ui/app/avatar'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { ExternalLink } from '@egresa/ui/link'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { isPremium, labelOf, useAccountLabels } from '../../lib/account-labels'
import { formatDate } from '../../lib/format'
import { CvPanel } from './cv-panel'
import { CvViews } from './cv-views'
import { useProfileLabels } from './profile-labels'

/**
 * `/{locale}/user/profile`: the signed-in person's profile as they keep it, with their CV, job experiences
 * and projects (the two lists come from their own features, passed in by the route).
 */
export function ProfilePage({ experiences, projects }: { experiences: ReactNode; projects: ReactNode }) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const options = useAccountLabels()
  const labels = useProfileLabels()
  const { data: user } = useSuspenseQuery(meQueryOptions(api))
  const { data: countries } = useSuspenseQuery(countriesQueryOptions(api))
  usePageTitle(t`Mi perfil`)
  const d = user.data
  const country = (code: string | null) =>
    code ? (countries.find((c) => c.code === code)?.name ?? code) : null
  const address = [d.address, [d.postal, d.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  const document = d.document_number
    ? `${labelOf(options.documentType, d.document_type) ?? ''} ${d.document_number}`.trim()
    : null
  const links = [
    { label: labels.url_linkedin, href: d.url_linkedin },
    { label: labels.url_behance, href: d.url_behance },
    { label: labels.url_portfolio, href: d.url_portfolio },
    { label: labels.url_other, href: d.url_other },
  ].filter((l): l is { label: string; href: string } => Boolean(l.href))

  return (
    <article className="flex flex-col gap-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar src={user.avatar} name={user.name} surname={user.surname} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-sm font-bold uppercase tracking-wide text-muted">
            <Trans>Mi perfil</Trans>
          </p>
          <h1 className="text-3xl font-bold">
            {user.name} {user.surname}
          </h1>
          {d.current_job || d.current_company ? (
            <p className="text-lg">{[d.current_job, d.current_company].filter(Boolean).join(' · ')}</p>
          ) : null}
          {user.category ? <p className="text-muted">{user.category.title}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/$locale/user/profile/edit" params={{ locale }} className={buttonStyles.primary}>
            <Trans>Editar el perfil</Trans>
          </Link>
          <Link to="/$locale/user/profile/settings" params={{ locale }} className={buttonStyles.secondary}>
            <Trans>Ajustes</Trans>
          </Link>
          <Link
            to="/$locale/community/$hash"
            params={{ locale, hash: user.hash }}
            className={buttonStyles.secondary}
          >
            <Trans>Ver mi perfil público</Trans>
          </Link>
        </div>
      </header>

      <div className="grid gap-10 lg:grid-cols-2">
        <Details title={t`Cuenta`}>
          <Item term={t`Correo electrónico`}>
            <span className="break-all">{user.email}</span>
          </Item>
          <Item term={t`Nº de socio`}>{user.code_numeric}</Item>
          <Item term={t`Cuenta`}>{accountName(user, t`Premium`, t`Gratuita`)}</Item>
        </Details>

        <Details title={t`Datos personales`}>
          <Item term={labels.birthdate}>{d.birthdate ? formatDate(d.birthdate, i18n.locale) : null}</Item>
          <Item term={labels.gender}>{labelOf(options.gender, user.gender)}</Item>
          <Item term={t`Documento`}>{document}</Item>
          <Item term={labels.phone}>{d.phone}</Item>
          <Item term={labels.address}>{address || null}</Item>
          <Item term={labels.country}>{country(d.country)}</Item>
          <Item term={labels.originalCountry}>{country(d.originalCountry)}</Item>
        </Details>

        <Details title={t`Estudios y trayectoria`}>
          <Item term={labels.category}>{user.category?.title}</Item>
          <Item term={labels.graduation_year}>{d.graduation_year}</Item>
          <Item term={labels.profile_type}>{labelOf(options.profileType, d.profile_type)}</Item>
          <Item term={labels.formation}>{d.formation ? <Paragraphs text={d.formation} /> : null}</Item>
          <Item term={labels.tags}>
            {d.tags.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {d.tags.map((tag) => (
                  <li key={tag.hash} className="rounded-full bg-surface px-3 py-1 text-sm">
                    {tag.title}
                  </li>
                ))}
              </ul>
            ) : null}
          </Item>
        </Details>

        <section aria-labelledby="about-title" className="flex flex-col gap-3">
          <h2 id="about-title" className="text-xl font-bold">
            {labels.about_me}
          </h2>
          {d.about_me ? (
            <Paragraphs text={d.about_me} />
          ) : (
            <p className="text-muted">
              <Trans>Aún no has escrito nada sobre ti.</Trans>
            </p>
          )}
          {links.length > 0 ? (
            <>
              <h3 className="font-bold">
                <Trans>Enlaces</Trans>
              </h3>
              <ul className="flex flex-col gap-1">
                {links.map((l) => (
                  <li key={l.label}>
                    <ExternalLink href={l.href} className="underline">
                      {l.label}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>

      <div className="flex flex-col gap-6">
        <CvPanel user={user} />
        <CvViews />
      </div>
      {experiences}
      {projects}
    </article>
  )
}

function accountName(user: CurrentUser, premium: string, free: string) {
  return isPremium(user.role) ? premium : free
}

function Details({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{title}</h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(8rem,max-content)_1fr]">{children}</dl>
    </section>
  )
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === ''
  return (
    <>
      <dt className="font-bold">{term}</dt>
      <dd className={empty ? 'text-muted' : undefined}>{empty ? <Trans>Sin indicar</Trans> : children}</dd>
    </>
  )
}

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-2">
      {text.split(/\n{2,}/).map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text have no identity of their own
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  )
}
