import {
  checkInToEvent,
  eventAdminQueryKey,
  eventCountsQueryOptions,
  eventRegistrationsQueryOptions,
} from '@egresa/api-client/events'
import type { AdminArticle } from '@egresa/api-contract/articles'
import type { AdminRegistration, CheckInInput } from '@egresa/api-contract/events'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { inputClass } from '@egresa/ui/form-fields'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { formatMadrid } from '../../lib/madrid-time'
import { backoff, type CheckInOutcome, isRetryable, outcomeOf, type PendingCheckIn } from './check-in-queue'
import { createQrDetector } from './qr-detector'

/** How often the door's count is read again, for the other doors' check-ins. */
const COUNTS_EVERY_MS = 4000
/** The pause between two looks at the camera's picture. */
const SCAN_EVERY_MS = 250

/**
 * `/{locale}/events/{hash}/check-in`: the door of an event, on a phone or a tablet. The count of people in
 * (read every few seconds), the camera reading tickets' QR codes, and a search by name; each check-in's
 * result big, and announced. A check-in the network lost waits in a queue and is sent again.
 */
export function CheckInPage({ event }: { event: AdminArticle }) {
  const { t } = useLingui()
  const title = t`Control de acceso`
  usePageTitle(`${title}: ${event.title}`)
  const api = useApi()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const counts = useQuery({ ...eventCountsQueryOptions(api, event.hash), refetchInterval: COUNTS_EVERY_MS })
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null)
  const [pending, setPending] = useState<PendingCheckIn[]>([])
  const queue = useRef<PendingCheckIn[]>([])
  const sequence = useRef(0)

  const send = useCallback(
    async (item: PendingCheckIn) => {
      const retried = item.attempts > 0
      try {
        const answer = await checkInToEvent(api, event.hash, item.body)
        const u = answer.registration.user
        setOutcome({ kind: 'in', name: `${u.name} ${u.surname}` })
        queryClient.setQueryData(eventCountsQueryOptions(api, event.hash).queryKey, answer.counts)
      } catch (error) {
        if (isRetryable(error)) {
          const next = { ...item, attempts: item.attempts + 1 }
          next.next = Date.now() + backoff(next.attempts)
          queue.current = [...queue.current.filter((p) => p.key !== item.key), next]
          setPending(queue.current)
          return
        }
        setOutcome(outcomeOf(error, { eventHash: event.hash, body: item.body, retried, name: item.name }))
      }
      queue.current = queue.current.filter((p) => p.key !== item.key)
      setPending(queue.current)
      void queryClient.invalidateQueries({ queryKey: [...eventAdminQueryKey, event.hash] })
    },
    [api, event.hash, queryClient],
  )

  // The queue's loop: each pending check-in is sent again once its pause is over.
  useEffect(() => {
    if (pending.length === 0) return
    const soonest = Math.min(...pending.map((p) => p.next))
    const timer = setTimeout(
      () => {
        const due = queue.current.filter((p) => p.next <= Date.now())
        // Out of the queue's due set while in flight, so a slow answer is not sent twice.
        for (const item of due) {
          item.next = Number.POSITIVE_INFINITY
          void send(item)
        }
      },
      Math.max(0, soonest - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [pending, send])

  const checkIn = useCallback(
    (body: CheckInInput, name: string | null) => {
      sequence.current += 1
      void send({ key: `c${sequence.current}`, body, name, attempts: 0, next: 0 })
    },
    [send],
  )

  const data = counts.data
  const inside = data?.checked_in ?? 0
  const confirmed = data?.confirmed ?? 0

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p>
          <Link
            to="/$locale/articles/$hash/attendees"
            params={{ locale, hash: event.hash }}
            className="underline"
          >
            <span aria-hidden="true">‹ </span>
            <Trans>Inscritos</Trans>
          </Link>
        </p>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-lg font-bold">{event.title}</p>
      </header>

      <section aria-labelledby="check-in-count" className="rounded border border-secondary p-4">
        <h2 id="check-in-count" className="text-sm text-muted">
          <Trans>Han entrado</Trans>
        </h2>
        <p className="text-4xl font-bold">
          {data ? (
            <Trans>
              {inside} <span className="text-xl font-normal">de {confirmed} con plaza</span>
            </Trans>
          ) : (
            '…'
          )}
        </p>
        {pending.length ? (
          <p className="mt-2 font-bold text-yellow-900">
            {t`${plural(pending.length, {
              one: 'Pendiente: # entrada sin confirmar; se reintenta al volver la conexión.',
              other: 'Pendientes: # entradas sin confirmar; se reintentan al volver la conexión.',
            })}`}
          </p>
        ) : null}
      </section>

      <OutcomePanel outcome={outcome} />

      <Scanner onCode={(token) => checkIn({ token }, null)} />

      <NameSearch eventHash={event.hash} onCheckIn={(r, name) => checkIn({ registration: r.id }, name)} />
    </div>
  )
}

const panelClass = {
  in: 'border-success-strong bg-green-50 text-green-900',
  refused: 'border-danger-strong bg-red-50 text-red-900',
  'other-event': 'border-danger-strong bg-red-50 text-red-900',
  forged: 'border-danger-strong bg-red-50 text-red-900',
  error: 'border-danger-strong bg-red-50 text-red-900',
} as const

/** The last check-in's result, big, in a live region (a screen reader says it as it comes). */
function OutcomePanel({ outcome }: { outcome: CheckInOutcome | null }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {outcome ? (
        <div className={`flex flex-col gap-2 rounded border-4 p-5 ${panelClass[outcome.kind]}`}>
          <p className="text-3xl font-bold">
            {outcome.kind === 'in' ? (
              <>
                <span aria-hidden="true">✓ </span>
                <Trans>Entrada registrada</Trans>
              </>
            ) : outcome.kind === 'refused' ? (
              <>
                <span aria-hidden="true">✗ </span>
                <Trans>No puede entrar</Trans>
              </>
            ) : outcome.kind === 'other-event' ? (
              <>
                <span aria-hidden="true">✗ </span>
                <Trans>Entrada de otro evento</Trans>
              </>
            ) : outcome.kind === 'forged' ? (
              <>
                <span aria-hidden="true">✗ </span>
                <Trans>Entrada no válida</Trans>
              </>
            ) : (
              <>
                <span aria-hidden="true">✗ </span>
                <Trans>No se ha podido registrar</Trans>
              </>
            )}
          </p>
          <p className="text-xl">
            {outcome.kind === 'in' ? (
              outcome.name ? (
                <Trans>{outcome.name} ha entrado.</Trans>
              ) : (
                <Trans>La persona ha entrado.</Trans>
              )
            ) : (
              outcome.message
            )}
          </p>
        </div>
      ) : (
        <p className="text-muted">
          <Trans>Escanea una entrada o busca a la persona por su nombre.</Trans>
        </p>
      )}
    </div>
  )
}

/**
 * The camera and its reading loop. A code in view is read once: it is read again only after it has left
 * the picture for a while, or the camera is started again.
 */
function Scanner({ onCode }: { onCode: (token: string) => void }) {
  const { t } = useLingui()
  const video = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'failed'>('off')
  const stream = useRef<MediaStream | null>(null)
  const onCodeRef = useRef(onCode)
  onCodeRef.current = onCode

  const stop = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop()
    stream.current = null
    setState('off')
  }, [])

  const start = async () => {
    setState('starting')
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      })
      stream.current = media
      if (video.current) {
        video.current.srcObject = media
        await video.current.play().catch(() => undefined)
      }
      setState('on')
    } catch {
      setState('failed')
    }
  }

  // The reading loop, while the camera is on; the camera goes off when the page is left.
  useEffect(() => {
    if (state !== 'on') return
    let stopped = false
    const seen = new Map<string, number>()
    let timer: ReturnType<typeof setTimeout> | undefined
    void createQrDetector().then((detect) => {
      const look = async () => {
        if (stopped) return
        const element = video.current
        const code = element ? await detect(element).catch(() => null) : null
        if (code && !stopped) {
          const last = seen.get(code)
          seen.set(code, Date.now())
          // Still in view (seen within 3 s): not a new scan.
          if (last === undefined || Date.now() - last > 3000) onCodeRef.current(code)
        }
        timer = setTimeout(look, SCAN_EVERY_MS)
      }
      void look()
    })
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [state])
  useEffect(() => stop, [stop])

  return (
    <section aria-labelledby="check-in-scan" className="flex flex-col gap-3">
      <h2 id="check-in-scan" className="text-xl font-bold">
        <Trans>Escanear la entrada</Trans>
      </h2>
      <video
        ref={video}
        muted
        playsInline
        aria-label={t`Imagen de la cámara`}
        className={`aspect-[4/3] w-full max-w-md rounded bg-black object-cover ${state === 'on' ? '' : 'hidden'}`}
      />
      {state === 'failed' ? (
        <p role="alert" className="text-danger-strong">
          <Trans>No se ha podido abrir la cámara. Permite su uso en el navegador, o busca por nombre.</Trans>
        </p>
      ) : null}
      {state === 'on' ? (
        <button type="button" className={`${buttonStyles.secondary} self-start`} onClick={stop}>
          <Trans>Detener la cámara</Trans>
        </button>
      ) : (
        <button
          type="button"
          className={`${buttonStyles.primary} self-start`}
          onClick={start}
          disabled={state === 'starting'}
        >
          <Trans>Escanear con la cámara</Trans>
        </button>
      )}
    </section>
  )
}

/** The check-in by name: people found by their name, surname or e-mail, each with its button. */
function NameSearch({
  eventHash,
  onCheckIn,
}: {
  eventHash: string
  onCheckIn: (registration: AdminRegistration, name: string) => void
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 300)
    return () => clearTimeout(timer)
  }, [text])
  const found = useQuery({
    ...eventRegistrationsQueryOptions(api, eventHash, { text: query, size: 20 }),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  })
  const items = query.length >= 2 ? (found.data?.items ?? []) : []

  return (
    <section aria-labelledby="check-in-name" className="flex flex-col gap-3">
      <h2 id="check-in-name" className="text-xl font-bold">
        <Trans>Buscar por nombre</Trans>
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor="check-in-search" className="font-bold">
          <Trans>Nombre, apellidos o correo</Trans>
        </label>
        <input
          id="check-in-search"
          type="search"
          autoComplete="off"
          className={inputClass}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby="check-in-search-hint"
        />
        <p id="check-in-search-hint" className="text-sm text-muted">
          <Trans>Al menos dos letras; sin acentos también vale.</Trans>
        </p>
      </div>
      {query.length >= 2 && found.data ? (
        <p aria-live="polite" className="text-sm">
          {t`${plural(found.data.total, { one: '# persona encontrada', other: '# personas encontradas' })}`}
        </p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {items.map((r) => {
          const name = `${r.user.name} ${r.user.surname}`
          return (
            <li
              key={r.id}
              className="flex flex-col gap-2 rounded border border-secondary p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-bold break-words">{name}</p>
                <p className="break-all text-sm text-muted">{r.user.email}</p>
              </div>
              {r.checked_in_at ? (
                <p className="text-sm font-bold">
                  <Trans>
                    Entró el{' '}
                    <time dateTime={r.checked_in_at}>{formatMadrid(r.checked_in_at, i18n.locale)}</time>
                  </Trans>
                </p>
              ) : r.state === 'confirmed' ? (
                <button type="button" className={buttonStyles.primary} onClick={() => onCheckIn(r, name)}>
                  <Trans>
                    Registrar la entrada <span className="sr-only">de {name}</span>
                  </Trans>
                </button>
              ) : (
                <p className="text-sm font-bold">
                  {r.state === 'waiting' ? <Trans>En lista de espera</Trans> : <Trans>Cancelada</Trans>}
                </p>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
