import type { Locale } from '@egresa/i18n/locales'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import { useLocale } from './locale'
import { usePageHead } from './page-head'
import { usePageTitle } from './page-title'

export const infoSlugs = ['privacy', 'cookies', 'conditions'] as const
export type InfoSlug = (typeof infoSlugs)[number]

export function isInfoSlug(value: string): value is InfoSlug {
  return (infoSlugs as readonly string[]).includes(value)
}

// Legal texts are written per language (a translator reviews the whole document), so each is its own chunk.
// Every app of the portal shows the same ones.
const documents: Record<InfoSlug, Record<Locale, LazyExoticComponent<ComponentType>>> = {
  privacy: {
    es: lazy(() => import('../policies/privacy-es')),
    en: lazy(() => import('../policies/privacy-en')),
  },
  cookies: {
    es: lazy(() => import('../policies/cookies-es')),
    en: lazy(() => import('../policies/cookies-en')),
  },
  conditions: {
    es: lazy(() => import('../policies/conditions-es')),
    en: lazy(() => import('../policies/conditions-en')),
  },
}

/** `/{locale}/info/{slug}`: one legal document in the page's language. */
export function InfoPage({ slug }: { slug: InfoSlug }) {
  const { t } = useLingui()
  const locale = useLocale()
  const titles: Record<InfoSlug, string> = {
    privacy: t`Política de privacidad`,
    cookies: t`Política de cookies`,
    conditions: t`Condiciones de uso`,
  }
  const descriptions: Record<InfoSlug, string> = {
    privacy: t`Cómo trata la universidad los datos personales de la red de antiguos alumnos y cómo ejercer tus derechos.`,
    cookies: t`Qué cookies usa el portal, para qué y cómo aceptarlas o rechazarlas.`,
    conditions: t`Las condiciones de uso del portal de antiguos alumnos y de su bolsa de empleo.`,
  }
  usePageHead({ title: titles[slug], description: descriptions[slug] })
  const Document = documents[slug][locale]
  return (
    <Suspense fallback={null}>
      <Document />
    </Suspense>
  )
}

/** `/{locale}/info`: the list of legal documents. */
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
          <Link to="/$locale/info/$slug" params={{ locale, slug: 'privacy' }} className="underline">
            <Trans>Política de privacidad</Trans>
          </Link>
        </li>
        <li>
          <Link to="/$locale/info/$slug" params={{ locale, slug: 'cookies' }} className="underline">
            <Trans>Política de cookies</Trans>
          </Link>
        </li>
        <li>
          <Link to="/$locale/info/$slug" params={{ locale, slug: 'conditions' }} className="underline">
            <Trans>Condiciones de uso</Trans>
          </Link>
        </li>
      </ul>
    </article>
  )
}
