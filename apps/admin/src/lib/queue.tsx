import { adminQueryKey, type BulkDecisionBody } from '@egresa/api-client/admin'
import type { BulkDecisionResult } from '@egresa/api-contract/decisions'
import type { Paginated } from '@egresa/api-contract/lists'
import { errorText, notifyErrorText, notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDialog } from '@egresa/ui/confirm-dialog'
import { ListResults } from '@egresa/ui/list-results'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import { type ReasonEntries, RejectDialog } from './reject-dialog'

/**
 * What the office can do with the items of a queue: approve (verify, validate, publish), and for some
 * queues reject with a reason the person is mailed in their language.
 */
export type QueueActions<T> = {
  /** "Aprobar", "Verificar", "Validar". */
  approveLabel: string
  approve: (item: T) => Promise<unknown>
  /** The queue's bulk endpoint: several items in one request, which says what it did and skipped. */
  bulk: (body: BulkDecisionBody) => Promise<BulkDecisionResult>
  /** How many were approved, for the toast. */
  approved: (count: number) => string
  /** The confirmation's question for `count` items ("¿Aprobar 2 ofertas?"). */
  approveTitle: (count: number) => ReactNode
  reject?: {
    reason: ReasonEntries
    run: (item: T, reason: string) => Promise<unknown>
    rejected: (count: number) => string
    /** The reason dialog's title for `count` items ("¿Rechazar 2 ofertas?"). */
    title: (count: number) => ReactNode
  }
}

export type QueuePageProps<T> = {
  title: string
  description: ReactNode
  /** The filter bar (`@egresa/ui/filter-bar`), its values in the URL. */
  filters: ReactNode
  filtered: boolean
  onClearFilters: () => void
  list: UseQueryResult<Paginated<T>>
  page: number
  hrefFor: (page: number) => string
  /** What a list that could not load says. */
  error: ReactNode
  /** What an empty queue says. */
  empty: ReactNode
  itemKey: (item: T) => string
  /** The item's name, for its checkbox and its buttons ("Seleccionar Ana García"). */
  itemName: (item: T) => string
  /** The item's summary, always shown. */
  summary: (item: T) => ReactNode
  /** What the item will look like once public, or its details: behind a "show" button. */
  details?: (item: T) => ReactNode
  actions: QueueActions<T>
}

/**
 * One of the office's queues: the filter bar, the items with a checkbox each, the approve and reject
 * buttons of each item, and the same for the selected items after a confirmation. Every write refreshes the
 * office's reads (the lists and the home's counts) at once.
 */
export function QueuePage<T>({
  title,
  description,
  filters,
  filtered,
  onClearFilters,
  list,
  page,
  hrefFor,
  error,
  empty,
  itemKey,
  itemName,
  summary,
  details,
  actions,
}: QueuePageProps<T>) {
  const { t, i18n } = useLingui()
  usePageTitle(title)
  const queryClient = useQueryClient()
  const listId = useId()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState<T[] | null>(null)
  const [rejecting, setRejecting] = useState<T[] | null>(null)

  const items = list.data?.items ?? []
  // Only what is on this page can be selected: a selection never acts on items out of view.
  const chosen = items.filter((item) => selected.has(itemKey(item)))
  const allChosen = items.length > 0 && chosen.length === items.length

  const toggle = (key: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (on) next.add(key)
      else next.delete(key)
      return next
    })

  /**
   * Runs `work`, then refreshes the office's reads (lists and counts) whatever happened: after a 409 (another
   * office member decided first) the list shows the item gone, and the toast the server's message, which
   * names who decided and when.
   */
  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    try {
      await work()
    } catch (e) {
      notifyErrorText(errorText(e))
    } finally {
      setBusy(false)
      setSelected(new Set())
      await queryClient.invalidateQueries({ queryKey: adminQueryKey })
    }
  }

  /** One item: its own endpoint. */
  const runOne = (item: T, action: (item: T) => Promise<unknown>, done: (count: number) => string) =>
    run(async () => {
      await action(item)
      notifySuccess(done(1))
    })

  /** Several items: one request to the queue's bulk endpoint; says what it did and what it skipped. */
  const runBulk = (
    targets: readonly T[],
    body: Omit<BulkDecisionBody, 'hashes'>,
    done: (n: number) => string,
  ) =>
    run(async () => {
      const result = await actions.bulk({ ...body, hashes: targets.map(itemKey) })
      if (result.done.length > 0) notifySuccess(done(result.done.length))
      const nameOf = new Map(targets.map((item) => [itemKey(item), itemName(item)]))
      const skipped = result.skipped.map(({ hash, decision }) => {
        const name = nameOf.get(hash) ?? hash
        if (!decision?.at) return name
        const at = i18n.date(decision.at, { dateStyle: 'short', timeStyle: 'short' })
        return decision.by ? t`${name} (${decision.by}, ${at})` : t`${name} (${at})`
      })
      const gone = result.not_found.map((hash) => nameOf.get(hash) ?? hash)
      if (skipped.length > 0) {
        notifyErrorText(
          `${t`Ya lo había decidido otra persona de la oficina, no se ha cambiado:`} ${skipped.join('; ')}`,
        )
      }
      if (gone.length > 0) notifyErrorText(`${t`Ya no existen:`} ${gone.join('; ')}`)
    })

  const runAction = (
    targets: readonly T[],
    one: (item: T) => Promise<unknown>,
    body: Omit<BulkDecisionBody, 'hashes'>,
    done: (count: number) => string,
  ) => {
    const [first] = targets
    if (!first) return Promise.resolve()
    return targets.length === 1 ? runOne(first, one, done) : runBulk(targets, body, done)
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-muted">{description}</p>
      </header>

      {filters}

      {items.length > 0 ? (
        <section
          aria-label={t`Acciones sobre la selección`}
          className="sticky top-0 z-10 flex flex-wrap items-center gap-3 rounded border border-secondary bg-white p-3"
        >
          <label className="flex cursor-pointer items-center gap-2 font-bold">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={allChosen}
              ref={(el) => {
                if (el) el.indeterminate = chosen.length > 0 && !allChosen
              }}
              onChange={(e) => setSelected(e.target.checked ? new Set(items.map(itemKey)) : new Set())}
            />
            <Trans>Seleccionar todos los de esta página</Trans>
          </label>
          <p className="text-muted" aria-live="polite">
            <Plural
              value={chosen.length}
              _0="Ninguno seleccionado"
              one="# seleccionado"
              other="# seleccionados"
            />
          </p>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={busy || chosen.length === 0}
              onClick={() => setConfirming(chosen)}
            >
              <Trans>
                {actions.approveLabel} ({chosen.length})
              </Trans>
            </button>
            {actions.reject ? (
              <button
                type="button"
                className={buttonStyles.dangerSecondary}
                disabled={busy || chosen.length === 0}
                onClick={() => setRejecting(chosen)}
              >
                <Trans>Rechazar… ({chosen.length})</Trans>
              </button>
            ) : null}
          </div>
        </section>
      ) : null}

      <ListResults
        list={list}
        id={listId}
        error={error}
        filtered={filtered}
        onClearFilters={onClearFilters}
        empty={empty}
        skeletons={null}
        itemKey={itemKey}
        item={(item) => (
          <QueueItem
            name={itemName(item)}
            checked={selected.has(itemKey(item))}
            onCheck={(on) => toggle(itemKey(item), on)}
            summary={summary(item)}
            details={details?.(item)}
            busy={busy}
            approveLabel={actions.approveLabel}
            onApprove={() => runOne(item, actions.approve, actions.approved)}
            onReject={actions.reject ? () => setRejecting([item]) : undefined}
          />
        )}
        page={page}
        hrefFor={hrefFor}
        pagesLabel={t`Páginas de la lista`}
        columns=""
      />

      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null)
        }}
        title={actions.approveTitle(confirming?.length ?? 0)}
        message={
          <>
            <p>
              <Trans>Cada persona recibirá un correo en su idioma.</Trans>
            </p>
            <ul className="mt-2 list-disc pl-5">
              {(confirming ?? []).map((item) => (
                <li key={itemKey(item)}>{itemName(item)}</li>
              ))}
            </ul>
          </>
        }
        confirmLabel={actions.approveLabel}
        isPending={busy}
        onConfirm={async () => {
          const targets = confirming ?? []
          await runAction(targets, actions.approve, { action: 'approve' }, actions.approved)
          setConfirming(null)
        }}
      />

      {actions.reject ? (
        <RejectDialog
          entries={actions.reject.reason}
          title={actions.reject.title((rejecting ?? []).length)}
          names={(rejecting ?? []).map(itemName)}
          isOpen={rejecting !== null}
          onClose={() => setRejecting(null)}
          onReject={async (reason) => {
            const reject = actions.reject
            if (!reject) return
            await runAction(
              rejecting ?? [],
              (item) => reject.run(item, reason),
              { action: 'reject', reason },
              reject.rejected,
            )
            setRejecting(null)
          }}
        />
      ) : null}
    </div>
  )
}

function QueueItem({
  name,
  checked,
  onCheck,
  summary,
  details,
  busy,
  approveLabel,
  onApprove,
  onReject,
}: {
  name: string
  checked: boolean
  onCheck: (checked: boolean) => void
  summary: ReactNode
  details: ReactNode
  busy: boolean
  approveLabel: string
  onApprove: () => void
  onReject?: () => void
}) {
  const { t } = useLingui()
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <article aria-labelledby={`${id}-name`} className="flex gap-3 rounded border border-secondary p-4">
      <input
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-primary"
        aria-label={t`Seleccionar ${name}`}
        checked={checked}
        onChange={(e) => onCheck(e.target.checked)}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id={`${id}-name`} className="text-lg font-bold break-words">
              {name}
            </h2>
            {summary}
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            {details ? (
              <button
                type="button"
                className={buttonStyles.secondary}
                aria-expanded={open}
                aria-controls={`${id}-details`}
                onClick={() => setOpen((o) => !o)}
              >
                {open ? <Trans>Ocultar</Trans> : <Trans>Ver</Trans>}
                <span className="sr-only"> {name}</span>
              </button>
            ) : null}
            <button type="button" className={buttonStyles.primary} disabled={busy} onClick={onApprove}>
              {approveLabel}
              <span className="sr-only"> {name}</span>
            </button>
            {onReject ? (
              <button
                type="button"
                className={buttonStyles.dangerSecondary}
                disabled={busy}
                onClick={onReject}
              >
                <Trans>Rechazar…</Trans>
                <span className="sr-only"> {name}</span>
              </button>
            ) : null}
          </div>
        </div>
        {details ? (
          <div id={`${id}-details`} hidden={!open} className="rounded bg-surface p-4">
            {open ? details : null}
          </div>
        ) : null}
      </div>
    </article>
  )
}
