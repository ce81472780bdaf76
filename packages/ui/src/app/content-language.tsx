import { useLingui } from '@lingui/react/macro'

/**
 * The mark beside content written in a language other than the page's (an article or an offer without a
 * text in it): "In Spanish" on an English page. The content itself carries `lang`, for screen readers.
 */
export function OtherLanguageMark({ language }: { language: 'es' | 'en' }) {
  const { t } = useLingui()
  const names = { es: t`En español`, en: t`En inglés` }
  return (
    <span className="inline-block rounded-full border border-secondary px-2 py-0.5 text-xs font-bold text-muted">
      {names[language]}
    </span>
  )
}
