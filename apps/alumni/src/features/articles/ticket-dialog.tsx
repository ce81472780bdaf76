import { eventTicketQueryOptions } from '@egresa/api-client/events'
import type { EventTicket } from '@egresa/api-contract/events'
import { useApi } from '@egresa/ui/app/api'
import { buttonStyles } from '@egresa/ui/button'
import { Modal } from '@egresa/ui/modal'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDateTime } from '../../lib/format'

/**
 * "Ver entrada": a button that opens the person's ticket to an event in a dialog (the QR code to show at the
 * door, the name, the event and its date); focus goes back to the button when the dialog closes.
 */
export function TicketButton({
  event,
  title,
  className,
}: {
  /** The event's hash or slug. */
  event: string
  /** The event's title, for the button's accessible name in a list. */
  title?: string
  className?: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={className ?? `${buttonStyles.secondary} self-start`}
        onClick={() => setOpen(true)}
      >
        <Trans>Ver entrada</Trans>
        {title ? <span className="sr-only">: {title}</span> : null}
      </button>
      <Modal isOpen={open} onOpenChange={setOpen} size="md" title={<Trans>Tu entrada</Trans>}>
        {open ? <TicketContent event={event} /> : null}
      </Modal>
    </>
  )
}

function TicketContent({ event }: { event: string }) {
  const api = useApi()
  const ticket = useQuery(eventTicketQueryOptions(api, event))
  if (ticket.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>
          <Trans>No se ha podido cargar tu entrada.</Trans>
        </p>
        <button type="button" className={buttonStyles.secondary} onClick={() => void ticket.refetch()}>
          <Trans>Reintentar</Trans>
        </button>
      </div>
    )
  }
  if (!ticket.data) {
    return (
      <p role="status" className="text-muted">
        <Trans>Cargando tu entrada…</Trans>
      </p>
    )
  }
  return <Ticket ticket={ticket.data} />
}

/** The ticket itself: the QR code large enough to scan from a phone's screen, and what it is for. */
export function Ticket({ ticket }: { ticket: EventTicket }) {
  const { t, i18n } = useLingui()
  const title = ticket.title
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(ticket.qr_svg)}`
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <img
        src={qr}
        alt={t`Código QR de tu entrada a ${title}`}
        width={256}
        height={256}
        className="size-64 max-w-full bg-white"
      />
      <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left">
        <dt className="text-muted">
          <Trans>Nombre</Trans>
        </dt>
        <dd className="font-bold">{ticket.name}</dd>
        <dt className="text-muted">
          <Trans>Evento</Trans>
        </dt>
        <dd className="font-bold">{ticket.title}</dd>
        <dt className="text-muted">
          <Trans>Fecha</Trans>
        </dt>
        <dd>{formatDateTime(ticket.starts_at, i18n.locale)}</dd>
        {ticket.place ? (
          <>
            <dt className="text-muted">
              <Trans>Lugar</Trans>
            </dt>
            <dd>{ticket.place}</dd>
          </>
        ) : null}
        {ticket.checked_in_at ? (
          <>
            <dt className="text-muted">
              <Trans>Entrada usada</Trans>
            </dt>
            <dd className="font-bold">{formatDateTime(ticket.checked_in_at, i18n.locale)}</dd>
          </>
        ) : null}
      </dl>
      <p className="text-sm text-muted">
        <Trans>
          Enseña este código en la entrada del evento. También lo tienes en el correo de confirmación.
        </Trans>
      </p>
    </div>
  )
}
