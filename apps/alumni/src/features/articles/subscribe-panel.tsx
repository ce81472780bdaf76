import type { Article } from '@egresa/api-contract/articles'
import { useApi } from '@egresa/ui/app/api'
import { useAddress } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { ExternalLink } from '@egresa/ui/link'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { pendingAction } from '../../lib/pending-action'
import { UpgradePrompt } from '../membership/public'
import { articlesQueryKey, subscribeArticle } from './queries'
import { useArticleViewer } from './viewer'

/**
 * Signing up to an event (Premium): the button, then "Inscrito" with the event's own link or e-mail; a guest
 * signs in and comes back, a free member meets the upgrade prompt.
 */
export function SubscribePanel({ article }: { article: Article }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const address = useAddress()
  const viewer = useArticleViewer()
  const queryClient = useQueryClient()
  const subscribe = useMutation({
    mutationFn: (subscribed: boolean) => subscribeArticle(api, article.hash, subscribed),
    onSuccess: async (answer) => {
      notifySuccess(answer.subscribed ? t`Te has inscrito en el evento` : t`Has cancelado tu inscripción`)
      await queryClient.invalidateQueries({ queryKey: articlesQueryKey })
    },
  })
  if (!article.subscribable) return null

  let body: React.ReactNode
  if (!viewer.user) {
    body = (
      <>
        <p>
          <Trans>Entra con tu cuenta Premium de antiguo alumno para inscribirte en este evento.</Trans>
        </p>
        <Link
          to="/$locale/login"
          params={{ locale }}
          search={{ redirect: address, action: pendingAction('subscribe-event', article.hash) }}
          className={buttonStyles.primary}
        >
          <Trans>Inicia sesión para inscribirte</Trans>
        </Link>
      </>
    )
  } else if (!viewer.canSubscribe) {
    return viewer.canUpgrade ? (
      <UpgradePrompt id="event-upgrade" title={<Trans>La inscripción en los eventos es Premium</Trans>}>
        <p>
          <Trans>Con una cuenta Premium te inscribirás en los eventos de la agenda.</Trans>
        </p>
      </UpgradePrompt>
    ) : null
  } else if (article.subscribed) {
    body = (
      <>
        <p role="status" className="font-bold">
          <span aria-hidden="true">✓ </span>
          <Trans>Inscrito</Trans>
        </p>
        <SubscriptionWays article={article} />
        <button
          type="button"
          disabled={subscribe.isPending}
          onClick={() => subscribe.mutate(false)}
          className={`${buttonStyles.secondary} self-start`}
        >
          <Trans>Cancelar mi inscripción</Trans>
        </button>
      </>
    )
  } else {
    body = (
      <button
        type="button"
        disabled={subscribe.isPending}
        onClick={() => subscribe.mutate(true)}
        className={`${buttonStyles.primary} self-start`}
      >
        <Trans>Inscribirme</Trans>
      </button>
    )
  }
  return (
    <section
      aria-labelledby="event-subscribe"
      className="flex flex-col gap-3 rounded border border-secondary p-5"
    >
      <h2 id="event-subscribe" className="text-xl font-bold">
        <Trans context="event">Inscripción</Trans>
      </h2>
      {body}
    </section>
  )
}

/** The event's own way to complete the sign-up: its page or its e-mail address. */
function SubscriptionWays({ article }: { article: Article }) {
  const { url, email } = article.subscription ?? { url: null, email: null }
  return (
    <ul className="flex flex-col gap-1">
      {url ? (
        <li>
          <ExternalLink href={url} className="underline">
            <Trans>Completa la inscripción en la página del evento</Trans>
          </ExternalLink>
        </li>
      ) : null}
      {email ? (
        <li>
          <Trans>Escribe a</Trans>{' '}
          <a href={`mailto:${email}`} className="underline">
            {email}
          </a>
        </li>
      ) : null}
    </ul>
  )
}
