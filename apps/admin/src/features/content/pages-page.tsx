import { contentDocumentsQueryOptions } from '@egresa/api-client/admin-content'
import { type ContentDocumentRow, contentLocales } from '@egresa/api-contract/admin-content'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { kindLabels, languageLabels } from './labels'

/** When a document last changed, and who changed it; or that it is still the installation's text. */
export function LastChange({ document }: { document: ContentDocumentRow }) {
  const { i18n } = useLingui()
  if (!document.changed_at) return <Trans>Texto de la instalación</Trans>
  const date = i18n.date(document.changed_at, { dateStyle: 'medium', timeStyle: 'short' })
  const by = document.changed_by
  return by ? (
    <Trans>
      {date}, por {by}
    </Trans>
  ) : (
    date
  )
}

/**
 * `/{locale}/content`: the documents the office edits (the info pages, the services home, the community page's
 * text), language by language, each with its last change.
 */
export function PagesPage() {
  const { t, i18n } = useLingui()
  const title = t`Páginas`
  usePageTitle(title)
  const api = useApi()
  const locale = useLocale()
  const { data } = useSuspenseQuery(contentDocumentsQueryOptions(api))
  const languages = contentLocales.filter((l) => data.items.some((d) => d.locale === l))
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="max-w-3xl text-muted">
          <Trans>
            Los textos del portal: las páginas informativas, la portada de servicios y la página de la
            comunidad. Cada cambio guarda una versión nueva, que puedes restaurar.
          </Trans>
        </p>
      </header>
      {languages.map((language) => (
        <section key={language} aria-labelledby={`pages-${language}`} className="flex flex-col gap-3">
          <h2 id={`pages-${language}`} className="text-2xl font-bold">
            {i18n._(languageLabels[language])}
          </h2>
          <ul className="flex flex-col divide-y divide-secondary rounded-lg border border-secondary bg-white">
            {data.items
              .filter((d) => d.locale === language)
              .map((document) => (
                <li
                  key={document.path}
                  className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex min-w-0 flex-col">
                    <Link
                      to="/$locale/content/$language/$name"
                      params={{ locale, language, name: document.name }}
                      className="font-bold underline"
                    >
                      {document.title}
                    </Link>
                    <span className="text-sm text-muted">
                      {i18n._(kindLabels[document.kind])} · <code>{document.path}</code>
                    </span>
                    {document.fallback ? (
                      <span className="text-sm text-muted">
                        <Trans>Sin texto propio: se muestra el español.</Trans>
                      </span>
                    ) : null}
                  </div>
                  <p className="text-sm sm:text-right">
                    <span className="sr-only">
                      <Trans>Último cambio:</Trans>{' '}
                    </span>
                    <LastChange document={document} />
                  </p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
