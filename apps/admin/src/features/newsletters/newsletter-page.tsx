import { cancelNewsletter, newsletterQueryOptions } from '@egresa/api-client/newsletters'
import { categoryTreeQueryOptions, countriesQueryOptions } from '@egresa/api-client/reference'
import type { Newsletter, NewsletterLanguage } from '@egresa/api-contract/newsletters'
import { newsletterLanguages } from '@egresa/api-contract/newsletters'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { categoryTitle } from '@egresa/ui/category-tree'
import { Link } from '@egresa/ui/link'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ActionConfirmDialog, useOfficeAction } from '../../lib/action-dialogs'
import { roleLabels } from '../../lib/role-labels'
import { languageLabels, OFFICE_TIME_ZONE, statusLabels } from './labels'
import { NewsletterForm } from './newsletter-form'

/** `/{locale}/newsletters/new`: a new draft. */
export function NewNewsletterPage({ onSaved }: { onSaved: (hash: string) => void }) {
  const { t } = useLingui()
  usePageTitle(t`Nuevo boletín`)
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <BackLink />
      <h1 className="text-3xl font-bold">
        <Trans>Nuevo boletín</Trans>
      </h1>
      <NewsletterForm onSaved={onSaved} onSent={onSaved} onDeleted={() => undefined} />
    </div>
  )
}

function BackLink() {
  const href = useHref()
  const locale = useLocale()
  return (
    <p>
      <Link href={href({ to: '/$locale/newsletters', params: { locale } })}>
        <Trans>← Todos los boletines</Trans>
      </Link>
    </p>
  )
}

/**
 * `/{locale}/newsletters/{hash}`: a draft's composer, or, once scheduled or sent, the campaign as it went out:
 * its status, the audience's filters and counts, and its content read-only; a scheduled one may be cancelled.
 */
export function NewsletterPage({ hash, onDeleted }: { hash: string; onDeleted: () => void }) {
  const api = useApi()
  const { data: newsletter } = useSuspenseQuery(newsletterQueryOptions(api, hash))
  const { t } = useLingui()
  usePageTitle(newsletter.subject_es || t`Boletín`)
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <BackLink />
      <h1 className="text-3xl font-bold break-words">{newsletter.subject_es}</h1>
      {newsletter.status === 'draft' ? (
        <NewsletterForm
          key={newsletter.updated_at}
          newsletter={newsletter}
          onSaved={() => undefined}
          onSent={() => undefined}
          onDeleted={onDeleted}
        />
      ) : (
        <Campaign newsletter={newsletter} />
      )}
    </div>
  )
}

function Campaign({ newsletter }: { newsletter: Newsletter }) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const act = useOfficeAction()
  const [cancelling, setCancelling] = useState(false)
  const tree = useQuery(categoryTreeQueryOptions(api)).data ?? []
  const countries = useQuery(countriesQueryOptions(api)).data ?? []
  const when = (iso: string) =>
    i18n.date(iso, { dateStyle: 'long', timeStyle: 'short', timeZone: OFFICE_TIME_ZONE })
  const a = newsletter.audience
  const years =
    a.graduation_from && a.graduation_to
      ? t`de ${a.graduation_from} a ${a.graduation_to}`
      : a.graduation_from
        ? t`desde ${a.graduation_from}`
        : a.graduation_to
          ? t`hasta ${a.graduation_to}`
          : null
  const filters: [string, string][] = [
    ...(years ? [[t`Promoción`, years] as [string, string]] : []),
    ...(a.category ? [[t`Estudios`, categoryTitle(tree, a.category) ?? a.category] as [string, string]] : []),
    ...(a.roles.length
      ? [[t`Nivel`, a.roles.map((r) => i18n._(roleLabels[r])).join(', ')] as [string, string]]
      : []),
    ...(a.country_code
      ? [
          [t`País`, countries.find((c) => c.code === a.country_code)?.name ?? a.country_code] as [
            string,
            string,
          ],
        ]
      : []),
    ...(a.language ? [[t`Idioma`, i18n._(languageLabels[a.language])] as [string, string]] : []),
    ...(a.job_seekers ? [[t`Buscan empleo`, t`Sí`] as [string, string]] : []),
  ]
  const counts = newsletter.counts
  const content = (language: NewsletterLanguage) => {
    const subject = newsletter[`subject_${language}`]
    const html = newsletter[`body_${language}`]
    return subject && html ? { subject, html } : null
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="newsletter-state" className="flex flex-col gap-3">
        <h2 id="newsletter-state" className="text-xl font-bold">
          <Trans>Estado</Trans>
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-bold">
            <Trans>Estado</Trans>
          </dt>
          <dd>{i18n._(statusLabels[newsletter.status])}</dd>
          {newsletter.scheduled_at ? (
            <>
              <dt className="font-bold">
                <Trans>Programado para</Trans>
              </dt>
              <dd>{when(newsletter.scheduled_at)}</dd>
            </>
          ) : null}
          {newsletter.started_at ? (
            <>
              <dt className="font-bold">
                <Trans>Empezó</Trans>
              </dt>
              <dd>{when(newsletter.started_at)}</dd>
            </>
          ) : null}
          {newsletter.finished_at ? (
            <>
              <dt className="font-bold">
                <Trans>Entregado a la cola de envío</Trans>
              </dt>
              <dd>{when(newsletter.finished_at)}</dd>
            </>
          ) : null}
          {newsletter.cancelled_at ? (
            <>
              <dt className="font-bold">
                <Trans>Cancelado</Trans>
              </dt>
              <dd>{when(newsletter.cancelled_at)}</dd>
            </>
          ) : null}
          {newsletter.created_by ? (
            <>
              <dt className="font-bold">
                <Trans>Escrito por</Trans>
              </dt>
              <dd className="break-all">{newsletter.created_by}</dd>
            </>
          ) : null}
        </dl>
        {newsletter.status === 'scheduled' ? (
          <div>
            <button
              type="button"
              className={buttonStyles.dangerSecondary}
              onClick={() => setCancelling(true)}
            >
              <Trans>Cancelar el envío…</Trans>
            </button>
          </div>
        ) : null}
      </section>

      {counts ? (
        <section aria-labelledby="newsletter-counts" className="flex flex-col gap-3">
          <h2 id="newsletter-counts" className="text-xl font-bold">
            <Trans>Envío</Trans>
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {(
              [
                [t`Personas`, counts.recipients],
                [t`En la cola de envío`, counts.queued],
                [t`Enviados`, counts.sent],
                [t`Fallidos`, counts.failed],
                [t`Ya no lo aceptaban`, counts.skipped],
                [t`Bajas con este boletín`, counts.unsubscribed],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded border border-secondary p-3">
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="text-2xl font-bold">{i18n.number(value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="newsletter-audience" className="flex flex-col gap-3">
        <h2 id="newsletter-audience" className="text-xl font-bold">
          <Trans>A quién se envía</Trans>
        </h2>
        {filters.length ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {filters.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-bold">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>
            <Trans>Sin filtros: todas las personas que aceptaron recibir el boletín.</Trans>
          </p>
        )}
      </section>

      <section aria-labelledby="newsletter-content" className="flex flex-col gap-4">
        <h2 id="newsletter-content" className="text-xl font-bold">
          <Trans>Contenido</Trans>
        </h2>
        {newsletterLanguages.map((language) => {
          const own = content(language)
          return (
            <article
              key={language}
              lang={language}
              className="flex flex-col gap-2 rounded border border-secondary p-4"
            >
              <h3 className="font-bold" lang={i18n.locale}>
                {i18n._(languageLabels[language])}
              </h3>
              {own ? (
                <>
                  <p className="text-lg font-bold break-words">{own.subject}</p>
                  <div
                    className="flex flex-col gap-3 break-words [&_a]:underline [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
                    // Safe: the API cleans a newsletter's HTML when the office saves it (apps/api/src/lib/rich-text.ts).
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API on the way in
                    dangerouslySetInnerHTML={{ __html: own.html }}
                  />
                </>
              ) : (
                <p className="text-muted" lang={i18n.locale}>
                  <Trans>Sin texto propio: quien lee en este idioma recibe el de español.</Trans>
                </p>
              )}
            </article>
          )
        })}
      </section>

      <ActionConfirmDialog
        isOpen={cancelling}
        onClose={() => setCancelling(false)}
        title={<Trans>¿Cancelar el envío programado?</Trans>}
        message={<Trans>El boletín no se enviará. No se puede volver a programar.</Trans>}
        confirmLabel={<Trans>Cancelar el envío</Trans>}
        danger
        onConfirm={() => act(() => cancelNewsletter(api, newsletter.hash), t`Envío cancelado.`)}
      />
    </div>
  )
}
