import type { Mentor } from '@egresa/api-contract/mentoring'
import { useLocale } from '@egresa/ui/app/locale'
import { PersonCard } from '@egresa/ui/app/person-card'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { AskMentoringButton } from './ask-dialog'

/**
 * A mentor in the search or on an offer's page: the person's card (the name opens their page in the
 * directory), what they mentor on (studies, area and specialty, company, their words), the places left and
 * "Pedir mentoría".
 */
export function MentorCard({ mentor, headingLevel = 3 }: { mentor: Mentor; headingLevel?: 2 | 3 }) {
  const { t } = useLingui()
  const locale = useLocale()
  const places = mentor.places_left
  const topics = [...mentor.studies.map((s) => s.title), ...mentor.tags.map((tag) => tag.title)]
  return (
    <PersonCard
      person={mentor.person}
      headingLevel={headingLevel}
      link={{ to: '/$locale/community/$hash', params: { locale, hash: mentor.person.hash } }}
    >
      {/* Above the card's link box, so the button and the texts take their own clicks. */}
      <div className="relative z-10 flex min-w-0 flex-col gap-2 lg:max-w-[55%]">
        {mentor.company && mentor.company !== mentor.person.current_company ? (
          <p>
            <Trans>Mentoría desde {mentor.company}</Trans>
          </p>
        ) : null}
        {topics.length > 0 ? (
          <ul aria-label={t`Temas de mentoría`} className="flex flex-wrap gap-1">
            {topics.map((title) => (
              <li key={title} className="rounded bg-surface px-2 py-0.5 text-sm">
                {title}
              </li>
            ))}
          </ul>
        ) : null}
        {mentor.topics ? <p className="text-sm break-words whitespace-pre-line">{mentor.topics}</p> : null}
        <p className="text-sm text-muted">
          <Plural
            value={places}
            one="Puede acompañar a # persona más"
            other="Puede acompañar a # personas más"
          />
        </p>
        <AskMentoringButton mentor={mentor.person} />
      </div>
    </PersonCard>
  )
}
