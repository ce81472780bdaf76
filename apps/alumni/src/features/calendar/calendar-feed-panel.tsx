import {
  calendarFeedQueryKey,
  calendarFeedQueryOptions,
  createCalendarFeed,
  deleteCalendarFeed,
} from '@egresa/api-client/calendar'
import type { CalendarFeedState, CreatedCalendarFeed } from '@egresa/api-contract/calendar'
import { useApi } from '@egresa/ui/app/api'
import { notifyError, notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDialog } from '@egresa/ui/confirm-dialog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

function formatDay(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(
    new Date(value),
  )
}

/** Copies the address; where the browser has no clipboard, selects it for the person to copy. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    input?.focus()
    input?.select()
    return false
  }
}

/** The address, shown once after it is made: copy it, open it in the device's calendar, and how to add it. */
function NewAddress({ feed }: { feed: CreatedCalendarFeed }) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const [said, setSaid] = useState('')
  useEffect(() => {
    input.current?.focus()
    input.current?.select()
    // Said once the region exists, so a screen reader announces it even when a dialog takes the focus back.
    setSaid(t`Tu nueva dirección está lista: cópiala ahora.`)
  }, [t])
  const copy = async () => {
    setSaid('')
    const copied = await copyText(feed.url, input.current)
    setSaid(
      copied
        ? t`Dirección copiada.`
        : t`No se ha podido copiar: la dirección está seleccionada, cópiala con el teclado.`,
    )
  }
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor="calendar-feed-url" className="font-semibold">
        <Trans>Dirección de tu calendario</Trans>
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id="calendar-feed-url"
          type="text"
          readOnly
          value={feed.url}
          aria-describedby="calendar-feed-once"
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded border border-secondary px-3 py-2 font-mono text-sm"
        />
        <button type="button" className={buttonStyles.primary} onClick={() => void copy()}>
          <Trans>Copiar la dirección</Trans>
        </button>
      </div>
      <p role="status" aria-live="polite" className="min-h-6 text-sm text-success-strong">
        {said}
      </p>
      <p id="calendar-feed-once" className="rounded bg-surface p-3 text-sm">
        <Trans>
          Solo te la mostramos ahora: guárdala en tu calendario. Si la pierdes, crea una dirección nueva.
          Quien la tenga puede ver tu agenda, así que no la compartas.
        </Trans>
      </p>
      <div>
        <a className={buttonStyles.secondary} href={feed.webcal_url}>
          <Trans>Abrir en el calendario de este dispositivo</Trans>
        </a>
      </div>
      <h3 className="text-lg font-semibold">
        <Trans>Cómo añadirla a tu calendario</Trans>
      </h3>
      <ul className="flex list-disc flex-col gap-2 pl-5">
        <li>
          <Trans>
            <strong>iPhone o iPad:</strong> toca «Abrir en el calendario de este dispositivo», o ve a Ajustes,
            Calendario, Cuentas, Añadir cuenta, Otra, «Añadir calendario suscrito» y pega la dirección.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Google Calendar y Android:</strong> en calendar.google.com, junto a «Otros calendarios»,
            pulsa «+», elige «Desde URL» y pega la dirección. Aparecerá también en tu teléfono Android.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Outlook:</strong> en el calendario, elige «Agregar calendario», «Suscribirse desde la web»
            y pega la dirección.
          </Trans>
        </li>
      </ul>
    </div>
  )
}

/**
 * "My calendar" in the settings (docs/articles.md): a private address a phone's or Outlook's calendar subscribes
 * to, with the events the person signed up for and saved and their applications' offer dates. It is shown once
 * when made; making a new one stops the old one, and revoking it stops it too, each after asking.
 */
export function CalendarFeedPanel() {
  const api = useApi()
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const state = useQuery(calendarFeedQueryOptions(api))
  const [created, setCreated] = useState<CreatedCalendarFeed | null>(null)
  const [confirming, setConfirming] = useState<'replace' | 'revoke' | null>(null)
  const createButton = useRef<HTMLButtonElement>(null)
  const [focusCreate, setFocusCreate] = useState(false)

  const create = useMutation({
    mutationFn: () => createCalendarFeed(api),
    onSuccess: (feed) => {
      setCreated(feed)
      queryClient.setQueryData<CalendarFeedState>(calendarFeedQueryKey, {
        active: true,
        created_at: feed.created_at,
        last_read_at: null,
      })
    },
    onError: notifyError,
  })
  const revoke = useMutation({
    mutationFn: () => deleteCalendarFeed(api),
    onSuccess: () => {
      setCreated(null)
      queryClient.setQueryData<CalendarFeedState>(calendarFeedQueryKey, {
        active: false,
        created_at: null,
        last_read_at: null,
      })
      notifySuccess(t`Has desactivado tu calendario: su dirección ya no funciona.`)
      setFocusCreate(true)
    },
    onError: notifyError,
  })
  useEffect(() => {
    if (focusCreate && createButton.current) {
      createButton.current.focus()
      setFocusCreate(false)
    }
  }, [focusCreate])

  const feed = state.data
  const since = feed?.created_at ? formatDay(feed.created_at, i18n.locale) : ''
  const read = feed?.last_read_at ? formatDay(feed.last_read_at, i18n.locale) : ''

  return (
    <section
      aria-labelledby="calendar-feed-title"
      className="flex flex-col gap-4 rounded border border-secondary p-5"
    >
      <h2 id="calendar-feed-title" className="text-xl font-bold">
        <Trans>Tu calendario</Trans>
      </h2>
      <p>
        <Trans>
          Una dirección privada que el calendario de tu teléfono, Outlook o Google Calendar puede seguir:
          verás en él los eventos a los que te has inscrito y los que has guardado, y las fechas de las
          ofertas a las que te has presentado (la incorporación prevista y el cierre de la oferta). Se
          actualiza solo, en el idioma de tus correos.
        </Trans>
      </p>
      {state.isPending ? (
        <p className="text-muted">
          <Trans>Cargando…</Trans>
        </p>
      ) : state.isError || !feed ? (
        <p role="alert" className="text-danger-strong">
          <Trans>No se ha podido consultar tu calendario. Vuelve a intentarlo más tarde.</Trans>
        </p>
      ) : !feed.active ? (
        <div>
          <button
            ref={createButton}
            type="button"
            className={buttonStyles.primary}
            onClick={() => create.mutate()}
            disabled={create.isPending}
          >
            {create.isPending ? t`Creando…` : t`Crear la dirección de mi calendario`}
          </button>
        </div>
      ) : (
        <>
          {created ? (
            <NewAddress key={created.url} feed={created} />
          ) : (
            <p>
              {read ? (
                <Trans>
                  Tu calendario está activo desde el {since}. Un calendario lo leyó por última vez el {read}.
                </Trans>
              ) : (
                <Trans>
                  Tu calendario está activo desde el {since}. Ningún calendario lo ha leído todavía.
                </Trans>
              )}{' '}
              <Trans>
                Por seguridad no volvemos a mostrar la dirección: si la necesitas, crea una nueva.
              </Trans>
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => setConfirming('replace')}
              disabled={create.isPending || revoke.isPending}
            >
              <Trans>Crear una dirección nueva</Trans>
            </button>
            <button
              type="button"
              className={buttonStyles.dangerSecondary}
              onClick={() => setConfirming('revoke')}
              disabled={create.isPending || revoke.isPending}
            >
              <Trans>Desactivar mi calendario</Trans>
            </button>
          </div>
        </>
      )}
      <ConfirmDialog
        isOpen={confirming === 'replace'}
        onOpenChange={(open) => setConfirming(open ? 'replace' : null)}
        title={<Trans>¿Crear una dirección nueva?</Trans>}
        message={t`La dirección actual dejará de funcionar: los calendarios que la siguen dejarán de actualizarse y tendrás que añadir la nueva.`}
        confirmLabel={<Trans>Crear la dirección nueva</Trans>}
        isPending={create.isPending}
        onConfirm={async () => {
          await create.mutateAsync().catch(() => undefined)
        }}
      />
      <ConfirmDialog
        isOpen={confirming === 'revoke'}
        onOpenChange={(open) => setConfirming(open ? 'revoke' : null)}
        title={<Trans>¿Desactivar tu calendario?</Trans>}
        message={t`Su dirección dejará de funcionar y los calendarios que la siguen dejarán de actualizarse. Podrás crear otra cuando quieras.`}
        confirmLabel={<Trans>Desactivar</Trans>}
        variant="danger"
        isPending={revoke.isPending}
        onConfirm={async () => {
          await revoke.mutateAsync().catch(() => undefined)
        }}
      />
    </section>
  )
}
