import type { Locale } from '@egresa/i18n/locales'
import { localePath } from '@egresa/i18n/segments'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import { useLocale } from '../../lib/locale'
import { usePageTitle } from '../../lib/page-title'

export const infoSlugs = ['privacy', 'cookies'] as const
export type InfoSlug = (typeof infoSlugs)[number]

export function isInfoSlug(value: string): value is InfoSlug {
  return (infoSlugs as readonly string[]).includes(value)
}

// Legal texts are written per language (a translator reviews the whole document), so each is its own chunk.
// They live in the UI package because every app of the portal shows the same ones.
const documents: Record<InfoSlug, Record<Locale, LazyExoticComponent<ComponentType>>> = {
  privacy: {
    es: lazy(() => import('@egresa/ui/policies/privacy-es')),
    en: lazy(() => import('@egresa/ui/policies/privacy-en')),
  },
  cookies: {
    es: lazy(() => import('@egresa/ui/policies/cookies-es')),
    en: lazy(() => import('@egresa/ui/policies/cookies-en')),
  },
}

export function InfoPage({ slug }: { slug: InfoSlug }) {
  const { t } = useLingui()
  const locale = useLocale()
  usePageTitle(slug === 'privacy' ? t`Política de privacidad` : t`Política de cookies`)
  const Document = documents[slug][locale]
  return (
    <Suspense fallback={null}>
      <Document />
    </Suspense>
  )
}

export function InfoIndexPage() {
  const { t } = useLingui()
  const locale = useLocale()
  usePageTitle(t`Información legal`)
  return (
    <article className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-3xl font-bold">
        <Trans>Información legal</Trans>
      </h1>
      <ul className="flex list-disc flex-col gap-2 pl-6 text-lg">
        <li>
          <Link to={localePath(locale, 'info', 'privacy')} className="underline">
            <Trans>Política de privacidad</Trans>
          </Link>
        </li>
        <li>
          <Link to={localePath(locale, 'info', 'cookies')} className="underline">
            <Trans>Política de cookies</Trans>
          </Link>
        </li>
      </ul>
    </article>
  )
}
