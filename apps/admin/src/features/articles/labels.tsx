import type { AdminArticle, ArticleStatus, ArticleType } from '@egresa/api-contract/articles'
import type { EventQuestion, QuestionLabel, RegistrationState } from '@egresa/api-contract/events'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatMadrid } from '../../lib/madrid-time'

// An article's type and state in the office's words: the list, the editor.

export const articleStatusLabels = {
  UNPUBLISHED: msg`Borrador`,
  PENDING: msg`Pendiente de revisar`,
  PUBLISHED: msg`Publicado`,
} as const satisfies Record<ArticleStatus, unknown>

export const articleTypeLabels = {
  NEWS: msg`Noticia`,
  EVENT: msg`Evento`,
} as const satisfies Record<ArticleType, unknown>

const badgeClass = {
  UNPUBLISHED: 'bg-gray-200 text-gray-900',
  PENDING: 'bg-yellow-100 text-yellow-900',
  PUBLISHED: 'bg-green-100 text-green-900',
  scheduled: 'bg-blue-100 text-blue-900',
} as const

/** Its state in words: draft, waiting for review, published, or scheduled for a day and time (Madrid). */
export function ArticleStatusBadge({ article }: { article: Pick<AdminArticle, 'status' | 'publish_at'> }) {
  const { i18n } = useLingui()
  const scheduled = article.status !== 'PUBLISHED' && article.publish_at
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-sm font-bold ${badgeClass[scheduled ? 'scheduled' : article.status]}`}
    >
      {scheduled ? (
        <Trans>
          Programado para el <time dateTime={scheduled}>{formatMadrid(scheduled, i18n.locale)}</time>
        </Trans>
      ) : (
        i18n._(articleStatusLabels[article.status])
      )}
    </span>
  )
}

export const registrationStateLabels = {
  confirmed: msg`Con plaza`,
  waiting: msg`En espera`,
  cancelled: msg`Cancelada`,
} as const satisfies Record<RegistrationState, unknown>

/** A label in the page's language, Spanish where it is not written. */
export function labelIn(label: QuestionLabel, locale: string): string {
  return (locale === 'en' ? label.en : locale === 'ca' ? label.ca : null) ?? label.es
}

/** A person's answers as the office reads them: each question's label and the answer (a choice's option label). */
export function answersOf(
  questions: readonly EventQuestion[],
  answers: Record<string, string>,
  locale: string,
): { id: string; question: string; answer: string }[] {
  return questions.flatMap((q) => {
    const answer = answers[q.id]
    if (answer === undefined || answer === '') return []
    const option = q.options.find((o) => o.id === answer)
    return [
      {
        id: q.id,
        question: labelIn(q.label, locale),
        answer: option ? labelIn(option.label, locale) : answer,
      },
    ]
  })
}
