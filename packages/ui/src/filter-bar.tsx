import type { CategoryNode } from '@egresa/api-contract/reference'
import { Plural, Trans } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { buttonStyles } from './button'
import { CategoryRadios, categoryTitle } from './category-tree'
import { inputClass } from './form-fields'
import { ReadyFieldset } from './hydration'

// The reusable list filters of spec section 2 (text, category tree, country, years, tags, type, contract…)
// as one bar above a list. Each control shows what the person types at once and hands the list its value
// after the spec's delay (section 5), so the list's request, which comes from the URL, follows; any change
// of a filter goes back to page 1 (`withFilters`). The bar is free of the router: the page gives the values
// it read from its URL and what to do with a change.

/** Spec section 5: how long a filter waits after the last change before the list reloads, by filter. */
export const filterDelays = {
  text: 500,
  category: 500,
  country: 500,
  location: 500,
  tags: 500,
  month: 250,
  year: 250,
  graduation_year: 250,
  type: 250,
  contract: 250,
  /** A status choice is a short closed list, like the type. */
  status: 250,
} as const

type Search = Record<string, unknown>

/**
 * The list's next search after a filter change: the changed filters (an empty text, an empty list or null
 * leaves the filter out) and page 1 (spec section 5: changing any filter other than page resets it).
 */
export function withFilters<T extends Search>(search: T, changes: Partial<T>): T {
  const next: Search = { ...search, ...changes, page: 1 }
  for (const [key, value] of Object.entries(changes)) {
    if (value === '' || value === null || (Array.isArray(value) && value.length === 0)) next[key] = undefined
  }
  return next as T
}

const same = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b)

/**
 * A filter's value as the person edits it: `change` shows it at once and commits it after `delay` ms of
 * quiet; `flush` commits a pending change now (Enter in a text filter). When the list's value changes from
 * elsewhere (back button, "clear filters") the draft follows it, unless the person is still typing.
 */
export function useFilterDraft<T>(value: T, commit: (value: T) => void, delay: number) {
  const [draft, setDraft] = useState(value)
  const [seen, setSeen] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latest = useRef({ commit, draft })
  useEffect(() => {
    latest.current = { commit, draft }
  })
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )
  if (!same(seen, value)) {
    setSeen(value)
    if (!timer.current) setDraft(value)
  }
  const change = (next: T) => {
    setDraft(next)
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      timer.current = null
      latest.current.commit(next)
    }, delay)
  }
  const flush = () => {
    if (!timer.current) return
    clearTimeout(timer.current)
    timer.current = null
    latest.current.commit(latest.current.draft)
  }
  return { draft, change, flush }
}

/**
 * The bar: a search landmark named `label` with the filters in a responsive grid, and "clear filters" when
 * any is set. Enter does not reload the page; a text filter commits its value at once instead.
 */
export function FilterBar({
  label,
  children,
  active,
  onClear,
  className,
}: {
  label: string
  children: ReactNode
  /** Whether any filter is set: "clear filters" shows then. */
  active: boolean
  onClear: () => void
  className?: string
}) {
  return (
    <search aria-label={label} className={className}>
      <form
        noValidate
        onSubmit={(event: FormEvent) => event.preventDefault()}
        className="flex flex-col gap-3 rounded border border-secondary bg-surface p-4"
      >
        <ReadyFieldset>
          <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
          {active ? (
            <div>
              <button
                type="button"
                onClick={onClear}
                className={`${buttonStyles.secondary} w-full sm:w-auto`}
              >
                <Trans>Borrar los filtros</Trans>
              </button>
            </div>
          ) : null}
        </ReadyFieldset>
      </form>
    </search>
  )
}

const labelClass = 'font-bold'

/** Words to look for; empty is no filter. */
export function TextFilter({
  label,
  value,
  onChange,
  delay = filterDelays.text,
  placeholder,
  className,
}: {
  label: string
  value: string | undefined
  onChange: (value: string | undefined) => void
  delay?: number
  placeholder?: string
  className?: string
}) {
  const id = useId()
  const { draft, change, flush } = useFilterDraft(value ?? '', (v) => onChange(v.trim() || undefined), delay)
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={placeholder}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') flush()
        }}
        onBlur={flush}
        className={inputClass}
      />
    </div>
  )
}

export type FilterOption = { value: string; label: string }

/**
 * A year filter's options: the years the data has (the list answer says which), newest first, and the year
 * chosen even when the data lacks it (a shared link, a year emptied since), so the select shows what the
 * list is filtered by. While a list loads without years, the last years seen stay.
 */
export function useYearOptions(
  years: readonly number[] | undefined,
  chosen: number | string | undefined,
): FilterOption[] {
  const last = useRef<readonly number[]>([])
  if (years) last.current = years
  const all = new Set(years ?? last.current)
  const year = chosen === undefined || chosen === '' ? Number.NaN : Number(chosen)
  if (Number.isInteger(year)) all.add(year)
  return [...all].sort((a, b) => b - a).map((y) => ({ value: String(y), label: String(y) }))
}

/** One choice of a list, or all (`allLabel`). */
export function SelectFilter({
  label,
  value,
  onChange,
  options,
  allLabel,
  delay = filterDelays.type,
  className,
}: {
  label: string
  value: string | number | undefined
  onChange: (value: string | undefined) => void
  options: readonly FilterOption[]
  allLabel: string
  delay?: number
  className?: string
}) {
  const id = useId()
  const { draft, change } = useFilterDraft(
    value === undefined ? '' : String(value),
    (v) => onChange(v || undefined),
    delay,
  )
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={draft}
        onChange={(event) => change(event.target.value)}
        className={`${inputClass} min-h-[2.625rem]`}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * A filter whose choices do not fit a select (the studies tree, tags): a button that shows what is chosen
 * and opens the choices below it. Esc and a click outside close it.
 */
function Disclosure({
  label,
  summary,
  children,
  className,
}: {
  label: string
  summary: ReactNode
  children: (close: () => void) => ReactNode
  className?: string
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      if (root.current?.contains(document.activeElement)) button.current?.focus()
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('keydown', onEscape)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('keydown', onEscape)
    }
  }, [open])
  return (
    <div ref={root} className={`relative flex flex-col gap-1 ${className ?? ''}`}>
      <span id={`${id}-label`} className={labelClass}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen((o) => !o)}
        className={`${inputClass} flex min-h-[2.625rem] items-center justify-between gap-2 text-left`}
      >
        <span id={`${id}-value`} className="truncate">
          {summary}
        </span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open ? (
        <div
          id={`${id}-panel`}
          className="z-20 max-h-80 overflow-y-auto rounded border border-secondary bg-white p-3 shadow-lg sm:absolute sm:top-full sm:left-0 sm:mt-1 sm:w-80"
        >
          {children(() => {
            setOpen(false)
            button.current?.focus()
          })}
        </div>
      ) : null}
    </div>
  )
}

/** The studies tree as radios: all studies, or one (parents with children are not choosable). */
export function CategoryFilter({
  label,
  allLabel,
  tree,
  value,
  onChange,
  delay = filterDelays.category,
  className,
}: {
  label: string
  /** The choice of no filter ("Todos los estudios"). */
  allLabel: string
  tree: readonly CategoryNode[]
  value: string | undefined
  onChange: (value: string | undefined) => void
  delay?: number
  className?: string
}) {
  const id = useId()
  const { draft, change } = useFilterDraft<string | null>(
    value ?? null,
    (v) => onChange(v ?? undefined),
    delay,
  )
  return (
    <Disclosure label={label} summary={categoryTitle(tree, draft) ?? allLabel} className={className}>
      {() => (
        <fieldset>
          <legend className="sr-only">{label}</legend>
          <CategoryRadios
            tree={tree}
            name={`${id}-category`}
            idPrefix={`${id}-category`}
            value={draft}
            onChange={change}
            emptyLabel={allLabel}
          />
        </fieldset>
      )}
    </Disclosure>
  )
}

/** Tag checkboxes (spec: article tags, user specialty, user area): a person matches with any of them. */
export function CheckboxesFilter({
  label,
  allLabel,
  options,
  value,
  onChange,
  delay = filterDelays.tags,
  className,
}: {
  label: string
  /** What the button says when none is chosen ("Todas"). */
  allLabel: string
  options: readonly FilterOption[]
  value: readonly string[] | undefined
  onChange: (value: string[] | undefined) => void
  delay?: number
  className?: string
}) {
  const id = useId()
  const { draft, change } = useFilterDraft<readonly string[]>(
    value ?? [],
    (v) => onChange(v.length > 0 ? [...v] : undefined),
    delay,
  )
  const chosen = options.filter((o) => draft.includes(o.value))
  const count = chosen.length
  const summary =
    count === 0 ? (
      allLabel
    ) : count === 1 ? (
      (chosen[0]?.label ?? '')
    ) : (
      <Plural value={count} one="# seleccionada" other="# seleccionadas" />
    )
  return (
    <Disclosure label={label} summary={summary} className={className}>
      {() => (
        <fieldset className="flex flex-col gap-1">
          <legend className="sr-only">{label}</legend>
          {options.map((o) => (
            <label
              key={o.value}
              htmlFor={`${id}-${o.value}`}
              className="flex cursor-pointer items-start gap-2"
            >
              <input
                type="checkbox"
                id={`${id}-${o.value}`}
                checked={draft.includes(o.value)}
                onChange={(event) =>
                  change(
                    event.target.checked ? [...draft, o.value] : draft.filter((value) => value !== o.value),
                  )
                }
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span>{o.label}</span>
            </label>
          ))}
        </fieldset>
      )}
    </Disclosure>
  )
}

/**
 * What the list says above its items: how many were found, or that it is loading. A live region, so a
 * screen reader hears the new count after a filter change. Only beside items: an empty, failed or
 * out-of-range list says what it is instead (list-results).
 */
export function ResultsStatus({
  total,
  loading,
  more = false,
}: {
  total: number
  loading: boolean
  /** More than `total` match: the list counts only so far (the audit log). */
  more?: boolean
}) {
  return (
    <p role="status" className="text-muted">
      {loading ? (
        <Trans>Cargando…</Trans>
      ) : more ? (
        <Plural value={total} one="Más de # resultado" other="Más de # resultados" />
      ) : (
        <Plural value={total} one="# resultado" other="# resultados" />
      )}
    </p>
  )
}
