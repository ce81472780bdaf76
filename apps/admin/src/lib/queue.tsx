import { adminQueryKey, type BulkDecisionBody } from '@egresa/api-client/admin'
import type { ApiClient } from '@egresa/api-client/client'
import type { BulkDecisionResult } from '@egresa/api-contract/decisions'
import type { Paginated } from '@egresa/api-contract/lists'
import type { Permission } from '@egresa/api-contract/permissions'
import { useApi } from '@egresa/ui/app/api'
import type { HeadingLevel } from '@egresa/ui/app/heading'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { errorText, notifyErrorText, notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDialog } from '@egresa/ui/confirm-dialog'
import { FilterBar, TextFilter } from '@egresa/ui/filter-bar'
import { ListResults } from '@egresa/ui/list-results'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import {
  keepPreviousData,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { type ReactNode, useId, useRef, useState } from 'react'
import { useMay } from './may'
import { type ReasonEntries, RejectDialog } from './reject-dialog'

// The office's four queues (accounts, companies, offers, groups) are one page: each queue's file declares what
// differs (its route, texts, filters, fetchers, how an item reads and looks once public, and its actions), and
// `QueuePage` does the rest: the filter bar in the URL, the list and its states, selection and bulk decisions,
// the dialogs, the toasts, the 409 messages and refreshing the office's reads (lists and counts).

/** The address of a queue (`/es/grupos` is `/$locale/workgroups`). */
export type QueueRoute =
  | '/$locale/accounts'
  | '/$locale/companies'
  | '/$locale/offers'
  | '/$locale/workgroups'

/** What every queue's URL search has: the page (and its size) and the text filter. */
export type QueueSearch = { page: number; size?: number; text?: string }

/**
 * What the office can do with the items waiting in a queue: approve (verify, validate, publish), and reject
 * with a reason the person is mailed in their language; one by one or several in one request.
 */
export type QueueDecisions<T> = {
  /** The permission the server gives for deciding (`admin.users.verify`, ...): without it, no buttons. */
  permission: Permission
  /** "Aprobar", "Verificar", "Validar". */
  approveLabel: string
  approve: (item: T) => Promise<unknown>
  /** The queue's bulk endpoint: several items in one request, which says what it did and skipped. */
  bulk: (body: BulkDecisionBody) => Promise<BulkDecisionResult>
  /** How many were approved, for the toast. */
  approved: (count: number) => string
  /** The confirmation's question for `count` items ("¿Aprobar 2 ofertas?"). */
  approveTitle: (count: number) => ReactNode
  reject: {
    reason: ReasonEntries
    run: (item: T, reason: string) => Promise<unknown>
    rejected: (count: number) => string
    /** The reason dialog's title for `count` items ("¿Rechazar 2 ofertas?"). */
    title: (count: number) => ReactNode
  }
}

/**
 * Another action on one item, beyond the queue's decision (close an offer, disable or enable a company or a
 * group): with a reason the person is told (the reason dialog), or after a confirmation.
 */
export type QueueItemAction<T> = {
  key: string
  /** The button's text ("Cerrar la oferta…"); the item's name follows it for screen readers. */
  label: string
  /** Whether the item's state allows it (the server refuses the rest with a 409). */
  allowed: (item: T) => boolean
  permission: Permission
  danger?: boolean
  /** The dialog's title. */
  title: (item: T) => ReactNode
  /** The dialog's confirming button. */
  submitLabel: string
  /** With a reason: the contract's entries; the dialog says where the reason goes (`hint`). */
  reason?: ReasonEntries
  /** Under the reason's field, or the confirmation's text. */
  hint: ReactNode
  run: (item: T, reason: string | undefined) => Promise<unknown>
  /** The toast once done. */
  done: string
}

/** How a queue's item view is shown: under the item's `h2`, its headings start at `h3`. */
export type ItemViewContext = { headingLevel: HeadingLevel }

/** One queue: what its file declares. `S` is its URL search. */
export type Queue<T, S extends QueueSearch> = {
  route: QueueRoute
  title: string
  description: ReactNode
  /** The filter bar's name and the text filter's placeholder. */
  filtersLabel: string
  searchPlaceholder: string
  /** The queue's other filters (`SelectFilter`s), their values in the URL. */
  filters?: (search: S, onFilter: (changes: Partial<S>) => void) => ReactNode
  /** Whether a filter (text included) narrows the list, and the changes that clear them. */
  filtered: (search: S) => boolean
  cleared: Partial<S>
  /** The list's read for the URL's search (`adminUsersQueryOptions`, ...). */
  // biome-ignore lint/suspicious/noExplicitAny: each queue's query key is a tuple of its own
  list: (api: ApiClient, search: S) => UseQueryOptions<Paginated<T>, Error, Paginated<T>, any>
  /** What a list that could not load says. */
  error: ReactNode
  /** What an empty queue says. */
  empty: ReactNode
  itemKey: (item: T) => string
  /** The item's name: its heading, and its checkbox's and buttons' name ("Seleccionar Ana García"). */
  itemName: (item: T) => string
  /** The item's summary (the queue's columns), always shown. */
  summary: (item: T) => ReactNode
  /** The item as its public page will show it, and the office's facts: behind its "Ver" button. */
  view: (item: T, context: ItemViewContext) => ReactNode
  /** Whether the item waits for the office's decision (a filter may show items in other states). */
  waiting: (item: T) => boolean
  decisions: QueueDecisions<T>
  actions?: readonly QueueItemAction<T>[]
}

export type QueuePageProps<T, S extends QueueSearch> = {
  queue: Queue<T, S>
  search: S
  onFilter: (changes: Partial<S>) => void
}

/** A dialog open on some items: the bulk confirmation, a rejection, or another action on one item. */
type Dialog<T> =
  | { kind: 'approve'; items: T[] }
  | { kind: 'reject'; items: T[] }
  | { kind: 'action'; items: [T]; action: QueueItemAction<T> }

/**
 * One of the office's queues: the filter bar, the items with a checkbox each, the approve and reject buttons of
 * each waiting item and its other actions, and the same for the selected items after a confirmation. Every
 * write refreshes the office's reads (the lists and the home's counts) at once; what the signed-in role may
 * not do is not shown.
 */
export function QueuePage<T, S extends QueueSearch>({ queue, search, onFilter }: QueuePageProps<T, S>) {
  const { t, i18n } = useLingui()
  usePageTitle(queue.title)
  const api = useApi()
  const locale = useLocale()
  const href = useHref()
  const may = useMay()
  const queryClient = useQueryClient()
  const list = useQuery({ ...queue.list(api, search), placeholderData: keepPreviousData })
  const listId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const [dialog, setDialog] = useState<Dialog<T> | null>(null)

  const { decisions, itemKey, itemName } = queue
  const mayDecide = may(decisions.permission)
  const filtered = queue.filtered(search)
  const clear = () => onFilter(queue.cleared)
  const items = list.data?.items ?? []
  // Only what waits and is on this page can be selected: a selection never acts on items out of view.
  const selectable = mayDecide ? items.filter(queue.waiting) : []
  const chosen = selectable.filter((item) => selected.has(itemKey(item)))
  const allChosen = selectable.length > 0 && chosen.length === selectable.length

  const toggle = (key: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (on) next.add(key)
      else next.delete(key)
      return next
    })

  /**
   * Runs `work`, then refreshes the office's reads (lists and counts) whatever happened: after a 409 (another
   * office member decided first) the list shows the item's new state, and the toast the server's message,
   * which names who decided and when. The focus, if its item went away, goes back to the page's heading.
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
      requestAnimationFrame(() => {
        const active = document.activeElement
        if (!active || active === document.body || !active.isConnected) headingRef.current?.focus()
      })
    }
  }

  /** One item: its own endpoint. */
  const runOne = (item: T, action: (item: T) => Promise<unknown>, done: string) =>
    run(async () => {
      await action(item)
      notifySuccess(done)
    })

  /** Several items: one request to the queue's bulk endpoint; says what it did and what it skipped. */
  const runBulk = (
    targets: readonly T[],
    body: Omit<BulkDecisionBody, 'hashes'>,
    done: (n: number) => string,
  ) =>
    run(async () => {
      const result = await decisions.bulk({ ...body, hashes: targets.map(itemKey) })
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

  const decide = (
    targets: readonly T[],
    one: (item: T) => Promise<unknown>,
    body: Omit<BulkDecisionBody, 'hashes'>,
    done: (count: number) => string,
  ) => {
    const [first] = targets
    if (!first) return Promise.resolve()
    return targets.length === 1 ? runOne(first, one, done(1)) : runBulk(targets, body, done)
  }

  const closeDialog = () => setDialog(null)
  const dialogItems = dialog?.items ?? []
  const action = dialog?.kind === 'action' ? dialog.action : null
  const actionTitle = action && dialogItems[0] ? action.title(dialogItems[0]) : null

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
          {queue.title}
        </h1>
        <p className="text-muted">{queue.description}</p>
      </header>

      <FilterBar label={queue.filtersLabel} active={filtered} onClear={clear}>
        <TextFilter
          label={t`Buscar`}
          placeholder={queue.searchPlaceholder}
          value={search.text}
          onChange={(text) => onFilter({ text } as Partial<S>)}
          className="lg:col-span-2"
        />
        {queue.filters?.(search, onFilter)}
      </FilterBar>

      {selectable.length > 0 ? (
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
              onChange={(e) => setSelected(e.target.checked ? new Set(selectable.map(itemKey)) : new Set())}
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
              onClick={() => setDialog({ kind: 'approve', items: chosen })}
            >
              <Trans>
                {decisions.approveLabel} ({chosen.length})
              </Trans>
            </button>
            <button
              type="button"
              className={buttonStyles.dangerSecondary}
              disabled={busy || chosen.length === 0}
              onClick={() => setDialog({ kind: 'reject', items: chosen })}
            >
              <Trans>Rechazar… ({chosen.length})</Trans>
            </button>
          </div>
        </section>
      ) : null}

      <ListResults
        list={list}
        id={listId}
        error={queue.error}
        filtered={filtered}
        onClearFilters={clear}
        empty={queue.empty}
        skeletons={<QueueSkeletons />}
        itemKey={itemKey}
        item={(item) => {
          const decidable = mayDecide && queue.waiting(item)
          const actions = (queue.actions ?? []).filter((a) => a.allowed(item) && may(a.permission))
          return (
            <QueueItem
              name={itemName(item)}
              selectable={decidable}
              checked={selected.has(itemKey(item))}
              onCheck={(on) => toggle(itemKey(item), on)}
              summary={queue.summary(item)}
              view={(context) => queue.view(item, context)}
              buttons={
                <>
                  {decidable ? (
                    <>
                      <button
                        type="button"
                        className={buttonStyles.primary}
                        disabled={busy}
                        onClick={() => runOne(item, decisions.approve, decisions.approved(1))}
                      >
                        {decisions.approveLabel}
                        <span className="sr-only"> {itemName(item)}</span>
                      </button>
                      <button
                        type="button"
                        className={buttonStyles.dangerSecondary}
                        disabled={busy}
                        onClick={() => setDialog({ kind: 'reject', items: [item] })}
                      >
                        <Trans>Rechazar…</Trans>
                        <span className="sr-only"> {itemName(item)}</span>
                      </button>
                    </>
                  ) : null}
                  {actions.map((a) => (
                    <button
                      key={a.key}
                      type="button"
                      className={a.danger ? buttonStyles.dangerSecondary : buttonStyles.secondary}
                      disabled={busy}
                      onClick={() => setDialog({ kind: 'action', items: [item], action: a })}
                    >
                      {a.label}
                      <span className="sr-only"> {itemName(item)}</span>
                    </button>
                  ))}
                </>
              }
            />
          )
        }}
        page={search.page}
        hrefFor={(page) =>
          // The four routes take the same params; the search is the route's own, from its URL.
          href({ to: queue.route, params: { locale }, search: { ...search, page } } as unknown as Parameters<
            typeof href
          >[0])
        }
        pagesLabel={t`Páginas de la lista`}
        columns=""
      />

      <ConfirmDialog
        isOpen={dialog?.kind === 'approve' || (dialog?.kind === 'action' && !dialog.action.reason)}
        onOpenChange={(open) => {
          if (!open) closeDialog()
        }}
        title={action ? actionTitle : decisions.approveTitle(dialogItems.length)}
        message={
          <>
            <p>{action ? action.hint : <Trans>Cada persona recibirá un correo en su idioma.</Trans>}</p>
            <ul className="mt-2 list-disc pl-5">
              {dialogItems.map((item) => (
                <li key={itemKey(item)}>{itemName(item)}</li>
              ))}
            </ul>
          </>
        }
        confirmLabel={action ? action.submitLabel : decisions.approveLabel}
        isPending={busy}
        onConfirm={async () => {
          const [first] = dialogItems
          if (action && first) await runOne(first, (item) => action.run(item, undefined), action.done)
          else await decide(dialogItems, decisions.approve, { action: 'approve' }, decisions.approved)
          closeDialog()
        }}
      />

      <RejectDialog
        entries={action?.reason ?? decisions.reject.reason}
        title={action ? actionTitle : decisions.reject.title(dialogItems.length)}
        names={dialogItems.map(itemName)}
        isOpen={dialog?.kind === 'reject' || (dialog?.kind === 'action' && Boolean(dialog.action.reason))}
        onClose={closeDialog}
        submitLabel={action?.submitLabel}
        hint={action?.hint}
        onReject={async (reason) => {
          const [first] = dialogItems
          if (action && first) await runOne(first, (item) => action.run(item, reason), action.done)
          else
            await decide(
              dialogItems,
              (item) => decisions.reject.run(item, reason),
              { action: 'reject', reason },
              decisions.reject.rejected,
            )
          closeDialog()
        }}
      />
    </div>
  )
}

/** The placeholders of a queue's first page while it loads. */
function QueueSkeletons() {
  return (
    <>
      {[0, 1, 2].map((i) => (
        <li key={i} aria-hidden="true">
          <div className="flex animate-pulse flex-col gap-2 rounded border border-secondary p-4">
            <div className="h-5 w-1/3 rounded bg-surface" />
            <div className="h-4 w-1/2 rounded bg-surface" />
          </div>
        </li>
      ))}
    </>
  )
}

function QueueItem({
  name,
  selectable,
  checked,
  onCheck,
  summary,
  view,
  buttons,
}: {
  name: string
  selectable: boolean
  checked: boolean
  onCheck: (checked: boolean) => void
  summary: ReactNode
  view: (context: ItemViewContext) => ReactNode
  buttons: ReactNode
}) {
  const { t } = useLingui()
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <article aria-labelledby={`${id}-name`} className="flex gap-3 rounded border border-secondary p-4">
      {selectable ? (
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-primary"
          aria-label={t`Seleccionar ${name}`}
          checked={checked}
          onChange={(e) => onCheck(e.target.checked)}
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id={`${id}-name`} className="text-lg font-bold break-words">
              {name}
            </h2>
            {summary}
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
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
            {buttons}
          </div>
        </div>
        <div id={`${id}-details`} hidden={!open} className="rounded bg-surface p-4">
          {open ? view({ headingLevel: 3 }) : null}
        </div>
      </div>
    </article>
  )
}

/**
 * An item view's own read (an offer as alumni read it, a person's profile): says it is loading, or that it
 * failed with a way to try again, else shows `children` with the data.
 */
export function ItemRead<D>({
  query,
  error,
  children,
}: {
  query: UseQueryResult<D>
  error: ReactNode
  children: (data: D) => ReactNode
}) {
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{error}</p>
        <button type="button" className={buttonStyles.secondary} onClick={() => void query.refetch()}>
          <Trans>Reintentar</Trans>
        </button>
      </div>
    )
  if (query.data === undefined)
    return (
      <p role="status" className="text-muted">
        <Trans>Cargando…</Trans>
      </p>
    )
  return <>{children(query.data)}</>
}

/** The office's facts about an item, beside its public view: a list of terms and values. */
export function OfficeFacts({
  facts,
  headingLevel,
}: {
  facts: readonly { term: string; value: ReactNode }[]
  headingLevel: HeadingLevel
}) {
  const id = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded border border-secondary bg-white p-4"
    >
      <Heading id={id} className="text-lg font-bold">
        <Trans>Datos para la oficina</Trans>
      </Heading>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt className="text-muted">{fact.term}</dt>
            <dd className="break-words">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
