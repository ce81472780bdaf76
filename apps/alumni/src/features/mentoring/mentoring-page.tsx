import { isApiError } from '@egresa/api-client/errors'
import {
  acceptMentoring,
  declineMentoring,
  endMentoring,
  mentoringQueryKey,
  myMentoringQueryOptions,
  withdrawMentoring,
} from '@egresa/api-client/mentoring'
import { canDoMentoring, type MentoringRequest, type MyMentorOffer } from '@egresa/api-contract/mentoring'
import { useApi } from '@egresa/ui/app/api'
import { Avatar } from '@egresa/ui/app/avatar'
import { useLocale } from '@egresa/ui/app/locale'
import { notifyError, notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDialog } from '@egresa/ui/confirm-dialog'
import { ListError } from '@egresa/ui/list-results'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, type Ref, useRef, useState } from 'react'
import { formatDate } from '../../lib/format'
import { DeclineDialog, EndDialog } from './answer-dialogs'
import { MembersOnlyNote } from './members-only'
import { useMayMentor } from './viewer'

const noop = () => undefined

/**
 * `/{locale}/user/mentoring` («Mentoría», in the user menu; the mentoring mails link here): the mentoring I
 * asked for (waiting, going on, past) and, as a mentor, the requests I received, my mentees and my offer.
 */
export function MentoringPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const allowed = useMayMentor()
  usePageTitle(t`Mentoría`)
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">
            <Trans>Mentoría</Trans>
          </h1>
          <p className="text-muted">
            <Trans>
              Antiguos alumnos que acompañan a otros con su experiencia: pide mentoría o ofrécela tú.
            </Trans>
          </p>
        </div>
        {allowed ? (
          <Link
            to="/$locale/user/mentoring/mentors"
            params={{ locale }}
            className={`${buttonStyles.primary} self-start sm:self-auto`}
          >
            <Trans>Buscar mentores</Trans>
          </Link>
        ) : null}
      </header>
      {allowed ? <Mentoring /> : <MembersOnlyNote />}
    </div>
  )
}

function Mentoring() {
  const api = useApi()
  const page = useQuery(myMentoringQueryOptions(api))
  if (page.isPending) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-4">
        {[1, 2].map((n) => (
          <div key={n} className="h-32 animate-pulse rounded border border-secondary bg-surface" />
        ))}
      </div>
    )
  }
  if (page.isError) {
    return (
      <ListError onRetry={() => void page.refetch()}>
        <Trans>No se ha podido cargar tu mentoría.</Trans>
      </ListError>
    )
  }
  const { as_mentee: mentee, as_mentor: mentor, offer } = page.data
  return (
    <>
      <MenteeSection side={mentee} />
      <MentorSection side={mentor} offer={offer} />
    </>
  )
}

type Side = { pending: MentoringRequest[]; active: MentoringRequest[]; past: MentoringRequest[] }

/** The other person's name, or "a former member" once they erased their account. */
function useNameOf() {
  const { t } = useLingui()
  return (request: MentoringRequest) =>
    request.person ? `${request.person.name} ${request.person.surname}`.trim() : t`Antiguo miembro`
}

/** The actions of the page's requests, each refreshing the page (and the search) afterwards. */
function useRequestActions(focusAfter: () => void) {
  const api = useApi()
  const queryClient = useQueryClient()
  const { t } = useLingui()
  const refresh = () => queryClient.invalidateQueries({ queryKey: mentoringQueryKey })
  const onError = (error: unknown) => {
    // A request that changed meanwhile (answered, withdrawn): the page as it now is.
    if (isApiError(error) && error.status === 409) void refresh()
  }
  const done = async (message: string) => {
    notifySuccess(message)
    await refresh()
    focusAfter()
  }
  return {
    accept: useMutation({
      mutationFn: (r: MentoringRequest) => acceptMentoring(api, r.hash),
      onSuccess: () => done(t`Has aceptado la solicitud: ya sois mentor y mentee.`),
      onError: (error) => {
        onError(error)
        notifyError(error)
      },
    }),
    decline: useMutation({
      mutationFn: ({ r, message }: { r: MentoringRequest; message: string | null }) =>
        declineMentoring(api, r.hash, { message }),
      onSuccess: () => done(t`Has rechazado la solicitud. Le hemos avisado por correo.`),
      onError,
    }),
    withdraw: useMutation({
      mutationFn: (r: MentoringRequest) => withdrawMentoring(api, r.hash),
      onSuccess: () => done(t`Has retirado tu solicitud de mentoría.`),
      onError: (error) => {
        onError(error)
        notifyError(error)
      },
    }),
    end: useMutation({
      mutationFn: ({ r, feedback }: { r: MentoringRequest; feedback: string | null }) =>
        endMentoring(api, r.hash, { feedback }),
      onSuccess: () => done(t`Has terminado la mentoría. Gracias por contarnos cómo ha ido.`),
      onError,
    }),
  }
}

type Actions = ReturnType<typeof useRequestActions>

function SectionHeading({
  id,
  children,
  ref,
}: {
  id: string
  children: ReactNode
  ref: Ref<HTMLHeadingElement>
}) {
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className="text-2xl font-bold outline-none">
      {children}
    </h2>
  )
}

function MenteeSection({ side }: { side: Side }) {
  const locale = useLocale()
  const heading = useRef<HTMLHeadingElement>(null)
  const actions = useRequestActions(() => heading.current?.focus())
  const none = side.pending.length + side.active.length + side.past.length === 0
  return (
    <section aria-labelledby="mentoring-mentee" className="flex flex-col gap-4">
      <SectionHeading id="mentoring-mentee" ref={heading}>
        <Trans>Mentoría que pides</Trans>
      </SectionHeading>
      {none ? (
        <div className="flex flex-col items-start gap-3 rounded bg-surface px-4 py-3">
          <p>
            <Trans>
              Aún no has pedido mentoría. Busca a alguien que haya pasado por donde quieres ir y pídesela con
              un mensaje breve.
            </Trans>
          </p>
          <Link to="/$locale/user/mentoring/mentors" params={{ locale }} className={buttonStyles.secondary}>
            <Trans>Buscar mentores</Trans>
          </Link>
        </div>
      ) : (
        <>
          <RequestList title={<Trans>Mentorías en marcha</Trans>} items={side.active} actions={actions} />
          <RequestList
            title={<Trans>Solicitudes esperando respuesta</Trans>}
            items={side.pending}
            actions={actions}
          />
          <PastList items={side.past} />
        </>
      )}
    </section>
  )
}

function MentorSection({ side, offer }: { side: Side; offer: MyMentorOffer | null }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const actions = useRequestActions(() => heading.current?.focus())
  return (
    <section aria-labelledby="mentoring-mentor" className="flex flex-col gap-4">
      <SectionHeading id="mentoring-mentor" ref={heading}>
        <Trans>Mentoría que ofreces</Trans>
      </SectionHeading>
      <OfferSummary offer={offer} />
      <RequestList
        title={<Trans>Solicitudes recibidas</Trans>}
        items={side.pending}
        actions={actions}
        empty={offer ? <Trans>No tienes solicitudes esperando respuesta.</Trans> : undefined}
      />
      <RequestList
        title={<Trans>Personas a las que acompañas</Trans>}
        items={side.active}
        actions={actions}
      />
      <PastList items={side.past} />
    </section>
  )
}

function OfferSummary({ offer }: { offer: MyMentorOffer | null }) {
  const locale = useLocale()
  if (!offer) {
    return (
      <div className="flex flex-col items-start gap-3 rounded bg-surface px-4 py-3">
        <p>
          <Trans>
            Aún no ofreces mentoría. Cuenta en qué puedes ayudar y a cuántas personas a la vez: te encontrarán
            en la búsqueda de mentores y en las ofertas de empleo de tu empresa.
          </Trans>
        </p>
        <Link to="/$locale/user/mentoring/offer" params={{ locale }} className={buttonStyles.primary}>
          <Trans>Ofrecer mentoría</Trans>
        </Link>
      </div>
    )
  }
  const left = Math.max(offer.capacity - offer.active, 0)
  const capacity = offer.capacity
  return (
    <div className="flex flex-col gap-3 rounded border border-secondary p-4 sm:flex-row sm:items-start sm:justify-between">
      <dl className="grid gap-2 sm:grid-cols-2 sm:gap-x-8">
        <div>
          <dt className="text-sm text-muted">
            <Trans>Estado de tu oferta</Trans>
          </dt>
          <dd className="font-bold">
            <OfferState offer={offer} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">
            <Trans>Plazas</Trans>
          </dt>
          <dd className="font-bold">
            <Plural
              value={left}
              _0={`Ninguna libre de ${capacity}`}
              one={`# libre de ${capacity}`}
              other={`# libres de ${capacity}`}
            />
          </dd>
        </div>
      </dl>
      <Link
        to="/$locale/user/mentoring/offer"
        params={{ locale }}
        className={`${buttonStyles.secondary} self-start`}
      >
        <Trans>Editar mi oferta</Trans>
      </Link>
    </div>
  )
}

/** The offer's state in a few words: who finds it, and why not when they do not. */
export function OfferState({ offer }: { offer: MyMentorOffer }) {
  if (offer.paused_by_office) return <Trans>Pausada por la oficina de antiguos alumnos</Trans>
  if (offer.paused) return <Trans>Pausada: nadie puede pedirte mentoría</Trans>
  if (offer.active >= offer.capacity)
    return <Trans>Completa: no aparece en la búsqueda hasta que quede una plaza</Trans>
  if (!offer.listed) return <Trans>Activa, pero no apareces a otros miembros (tu perfil está oculto)</Trans>
  return <Trans>Activa: te encuentran en la búsqueda de mentores</Trans>
}

function RequestList({
  title,
  items,
  actions,
  empty,
}: {
  title: ReactNode
  items: MentoringRequest[]
  actions: Actions
  empty?: ReactNode
}) {
  if (items.length === 0) {
    return empty ? <p className="text-muted">{empty}</p> : null
  }
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-bold">{title}</h3>
      <ul className="flex flex-col gap-3">
        {items.map((r) => (
          <li key={r.hash}>
            <RequestCard request={r} actions={actions} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function PersonLine({ request, children }: { request: MentoringRequest; children?: ReactNode }) {
  const nameOf = useNameOf()
  const locale = useLocale()
  const person = request.person
  const work = person ? [person.current_job, person.current_company].filter(Boolean).join(' · ') : ''
  return (
    <div className="flex min-w-0 gap-3">
      <Avatar
        src={person?.avatar ?? null}
        name={person?.name ?? '?'}
        surname={person?.surname ?? ''}
        size="sm"
      />
      <div className="flex min-w-0 flex-col">
        <h4 className="font-bold break-words">
          {person ? (
            <Link to="/$locale/community/$hash" params={{ locale, hash: person.hash }} className="underline">
              {nameOf(request)}
            </Link>
          ) : (
            nameOf(request)
          )}
        </h4>
        {work ? <p className="text-sm break-words text-muted">{work}</p> : null}
        {children}
      </div>
    </div>
  )
}

function RequestCard({ request, actions }: { request: MentoringRequest; actions: Actions }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const nameOf = useNameOf()
  const name = nameOf(request)
  const [dialog, setDialog] = useState<'withdraw' | 'decline' | 'end' | null>(null)
  const mentor = request.side === 'mentor'
  const since = formatDate(request.answered_at ?? request.created_at, i18n.locale)
  const busy =
    actions.accept.isPending ||
    actions.withdraw.isPending ||
    actions.decline.isPending ||
    actions.end.isPending
  return (
    <article className="flex flex-col gap-3 rounded border border-secondary p-4">
      <PersonLine request={request}>
        <p className="text-sm text-muted">
          {request.state === 'accepted' ? (
            <Trans>Desde el {since}</Trans>
          ) : mentor ? (
            <Trans>Te lo pidió el {since}</Trans>
          ) : (
            <Trans>Se lo pediste el {since}</Trans>
          )}
        </p>
      </PersonLine>
      {request.message ? (
        <blockquote className="border-l-4 border-secondary pl-3 break-words whitespace-pre-line">
          <span className="sr-only">{mentor ? t`Su mensaje:` : t`Tu mensaje:`} </span>
          {request.message}
        </blockquote>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {request.state === 'accepted' && request.conversation ? (
          <Link
            to="/$locale/user/conversations/$hash"
            params={{ locale, hash: request.conversation }}
            className={buttonStyles.primary}
          >
            <Trans>Ir a la conversación</Trans>
          </Link>
        ) : null}
        {canDoMentoring('accept', request.side, request.state) ? (
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={busy}
            aria-label={t`Aceptar la solicitud de ${name}`}
            onClick={() => actions.accept.mutate(request)}
          >
            <Trans>Aceptar</Trans>
          </button>
        ) : null}
        {canDoMentoring('decline', request.side, request.state) ? (
          <button
            type="button"
            className={buttonStyles.dangerSecondary}
            disabled={busy}
            aria-haspopup="dialog"
            aria-label={t`Rechazar la solicitud de ${name}`}
            onClick={() => setDialog('decline')}
          >
            <Trans>Rechazar</Trans>
          </button>
        ) : null}
        {canDoMentoring('withdraw', request.side, request.state) ? (
          <button
            type="button"
            className={buttonStyles.dangerSecondary}
            disabled={busy}
            aria-haspopup="dialog"
            aria-label={t`Retirar la solicitud a ${name}`}
            onClick={() => setDialog('withdraw')}
          >
            <Trans>Retirar la solicitud</Trans>
          </button>
        ) : null}
        {canDoMentoring('end', request.side, request.state) ? (
          <button
            type="button"
            className={buttonStyles.dangerSecondary}
            disabled={busy}
            aria-haspopup="dialog"
            aria-label={t`Terminar la mentoría con ${name}`}
            onClick={() => setDialog('end')}
          >
            <Trans>Terminar la mentoría</Trans>
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={dialog === 'withdraw'}
        onOpenChange={(open) => setDialog(open ? 'withdraw' : null)}
        isPending={actions.withdraw.isPending}
        variant="danger"
        title={<Trans>¿Retirar tu solicitud a {name}?</Trans>}
        message={<Trans>Ya no le llegará tu petición. Podrás volver a pedirle mentoría más adelante.</Trans>}
        confirmLabel={<Trans>Retirar la solicitud</Trans>}
        onConfirm={() => actions.withdraw.mutateAsync(request).then(noop, noop)}
      />
      {dialog === 'decline' ? (
        <DeclineDialog
          name={name}
          onClose={() => setDialog(null)}
          onDecline={async ({ message }) => {
            await actions.decline.mutateAsync({ r: request, message })
            setDialog(null)
          }}
        />
      ) : null}
      {dialog === 'end' ? (
        <EndDialog
          name={name}
          onClose={() => setDialog(null)}
          onEnd={async ({ feedback }) => {
            await actions.end.mutateAsync({ r: request, feedback })
            setDialog(null)
          }}
        />
      ) : null}
    </article>
  )
}

function PastList({ items }: { items: MentoringRequest[] }) {
  if (items.length === 0) return null
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-bold">
        <Trans>Historial</Trans>
      </h3>
      <ul className="flex flex-col gap-3">
        {items.map((r) => (
          <li key={r.hash} className="flex flex-col gap-2 rounded border border-secondary p-4">
            <PersonLine request={r}>
              <p className="text-sm">
                <PastState request={r} />
              </p>
            </PersonLine>
            {r.state === 'declined' && r.side === 'mentee' && r.decline_message ? (
              <blockquote className="border-l-4 border-secondary pl-3 break-words whitespace-pre-line">
                <span className="sr-only">
                  <Trans>Su respuesta:</Trans>{' '}
                </span>
                {r.decline_message}
              </blockquote>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

function PastState({ request }: { request: MentoringRequest }) {
  const { i18n } = useLingui()
  const when = formatDate(request.ended_at ?? request.answered_at ?? request.created_at, i18n.locale)
  switch (request.state) {
    case 'declined':
      return request.side === 'mentee' ? (
        <Trans>Rechazó tu solicitud el {when}</Trans>
      ) : (
        <Trans>Rechazaste su solicitud el {when}</Trans>
      )
    case 'withdrawn':
      return request.side === 'mentee' ? (
        <Trans>Retiraste tu solicitud el {when}</Trans>
      ) : (
        <Trans>Retiró su solicitud el {when}</Trans>
      )
    case 'ended':
      return <Trans>Mentoría terminada el {when}</Trans>
    default:
      return null
  }
}
