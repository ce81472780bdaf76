import { isLocale } from '@egresa/i18n/locales'
import { segmentLocale } from '@egresa/i18n/segments'
import { notFound } from '@tanstack/react-router'

/** `/en/comunidad` and `/es/community` do not exist: a localized segment only lives in its own language. */
export function requireSegmentLocale(locale: string, segment: string): void {
  if (!isLocale(locale) || segmentLocale(segment) !== locale) throw notFound()
}
