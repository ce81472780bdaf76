import { offerMentorsQueryOptions } from '@egresa/api-client/mentoring'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { MentorCard } from './mentor-card'
import { useMayMentor } from './viewer'

/**
 * On a job offer's page: the alumni who work at its company and mentor (those who named it in their offer),
 * each with "Pedir mentoría". Only for members: a guest, a company or the office sees nothing, and so does
 * everyone while it loads, when it fails or when nobody mentors there; it is an extra, not the page's point.
 */
export function OfferMentorsSection({ offer }: { offer: string }) {
  const allowed = useMayMentor()
  const api = useApi()
  const locale = useLocale()
  const mentors = useQuery({ ...offerMentorsQueryOptions(api, offer), enabled: allowed })
  if (!allowed || !mentors.data || mentors.data.items.length === 0) return null
  const { company, items } = mentors.data
  return (
    <section aria-labelledby="offer-mentors" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="offer-mentors" className="text-2xl font-bold">
          <Trans>Antiguos alumnos que trabajan en esta empresa y hacen de mentores</Trans>
        </h2>
        <p className="text-muted">
          <Trans>
            Trabajan en {company} y se han ofrecido a acompañar a otros antiguos alumnos: pídeles mentoría
            para saber cómo es trabajar allí.
          </Trans>
        </p>
      </div>
      <ul className="flex flex-col gap-4">
        {items.map((mentor) => (
          <li key={mentor.person.hash}>
            <MentorCard mentor={mentor} />
          </li>
        ))}
      </ul>
      <p>
        <Link to="/$locale/user/mentoring/mentors" params={{ locale }} className="underline">
          <Trans>Buscar más mentores</Trans>
        </Link>
      </p>
    </section>
  )
}
