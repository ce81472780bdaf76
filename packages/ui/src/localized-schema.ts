import { useLingui } from '@lingui/react'
import { useState } from 'react'

type Labels = Readonly<Record<string, string>>

/**
 * A form's schema with its messages in the page's language, naming each field by its label: `build` runs
 * again only when the language or a label's text changes (so give it a module-level function such as
 * `registerSchema`: what it reads besides its arguments is not watched).
 *
 * ```tsx
 * const schema = useLocalizedSchema(registerSchema, labels)
 * const form = useForm({ resolver: valibotResolver(schema, { lang: i18n.locale }) })
 * ```
 */
export function useLocalizedSchema<TLabels extends Labels, TSchema>(
  build: (lang: string, labels: TLabels) => TSchema,
  labels: TLabels,
): TSchema {
  const { i18n } = useLingui()
  // Labels are a new object each render (`t` is called again); their texts are what matters.
  const key = JSON.stringify([i18n.locale, labels])
  const [built, setBuilt] = useState(() => ({ key, schema: build(i18n.locale, labels) }))
  if (built.key === key) return built.schema
  // Derived state, updated during render as React documents it: no effect, no extra commit.
  const next = { key, schema: build(i18n.locale, labels) }
  setBuilt(next)
  return next.schema
}
