import type { CategoryNode } from '@egresa/api-contract/reference'
import { Trans } from '@lingui/react/macro'
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import { buttonStyles } from './button'
import { inputClass } from './form-fields'

// The reusable list filters of spec section 2 (text, category tree, country, location, type, contract…):
// each filter keeps what the person is typing or choosing and hands it on once they pause, so a list page
// changes its URL (and its request) once per pause rather than once per key.

/**
 * Spec section 5: text, category, country, location and tags wait 500 ms; month, year, graduation year,
 * type and contract 250 ms.
 */
export const FILTER_DELAY = { typing: 500, choice: 250 } as const

/**
 * A filter's value as the person edits it, handed to `onCommit` after `delay` ms without a change (or at
 * once with `flush`). A new `value` from outside (the back button, "clear filters") replaces the draft,
 * unless it is what the draft already means (`same`: the URL trims the text the person is still typing).
 */
export function useDebouncedFilter<T>(
  value: T,
  onCommit: (value: T) => void,
  delay: number,
  same: (outside: T, draft: T) => boolean = Object.is,
) {
  const [draft, setDraft] = useState(value)
  const [seen, setSeen] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pending = useRef<{ value: T } | null>(null)
  const commit = useRef(onCommit)
  commit.current = onCommit

  if (!Object.is(value, seen)) {
    setSeen(value)
    if (!same(value, draft)) {
      clearTimeout(timer.current)
      pending.current = null
      setDraft(value)
    }
  }

  const flush = useCallback(() => {
    clearTimeout(timer.current)
    const next = pending.current
    pending.current = null
    if (next) commit.current(next.value)
  }, [])

  const change = useCallback(
    (next: T) => {
      setDraft(next)
      pending.current = { value: next }
      clearTimeout(timer.current)
      timer.current = setTimeout(flush, delay)
    },
    [delay, flush],
  )

  useEffect(() => () => clearTimeout(timer.current), [])
  return { draft, change, flush }
}

const sameText = (outside: string, draft: string) => outside === draft.trim()

type FilterProps<T> = {
  id: string
  label: string
  value: T
  onChange: (value: T) => void
  /** Milliseconds to wait after the last change (`FILTER_DELAY`). */
  delay?: number
  className?: string
}

/** A text filter (words, a location): waits for a pause in the typing; Enter applies it at once. */
export function TextFilter({
  id,
  label,
  value,
  onChange,
  delay = FILTER_DELAY.typing,
  className,
  placeholder,
  type = 'search',
}: FilterProps<string> & { placeholder?: string; type?: 'search' | 'text' }) {
  const { draft, change, flush } = useDebouncedFilter(value, onChange, delay, sameText)
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={inputClass}
        value={draft}
        placeholder={placeholder}
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            flush()
          }
        }}
        onBlur={flush}
      />
    </div>
  )
}

export type FilterOption = { value: string; label: string }

/** A choice among options, with "any" (the empty value) first. */
export function SelectFilter({
  id,
  label,
  value,
  onChange,
  delay = FILTER_DELAY.choice,
  className,
  options,
  anyLabel,
}: FilterProps<string> & { options: FilterOption[]; anyLabel: string }) {
  const { draft, change } = useDebouncedFilter(value, onChange, delay)
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <select
        id={id}
        className={`${inputClass} min-h-[2.625rem]`}
        value={draft}
        onChange={(e) => change(e.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

function findTitle(nodes: CategoryNode[], hash: string): string | undefined {
  for (const node of nodes) {
    if (node.hash === hash) return node.title
    const found = findTitle(node.children, hash)
    if (found) return found
  }
  return undefined
}

/**
 * The studies tree as radio buttons (spec section 2): a parent that has children is shown, disabled, to
 * group them; "any" comes first. It folds into a button that names the choice, so the tree does not push
 * the list down.
 */
export function CategoryFilter({
  id,
  label,
  value,
  onChange,
  delay = FILTER_DELAY.typing,
  className,
  tree,
  anyLabel,
}: FilterProps<string> & { tree: CategoryNode[]; anyLabel: string }) {
  const { draft, change } = useDebouncedFilter(value, onChange, delay)
  const [open, setOpen] = useState(false)
  const chosen = draft ? (findTitle(tree, draft) ?? anyLabel) : anyLabel
  const panel = `${id}-tree`
  const renderNodes = (nodes: CategoryNode[]): ReactNode => (
    <ul className="flex flex-col gap-1 pl-4 first:pl-0">
      {nodes.map((node) => {
        const parent = node.children.length > 0
        return (
          <li key={node.hash}>
            <label className={`flex items-start gap-2 ${parent ? 'font-bold text-muted' : 'cursor-pointer'}`}>
              <input
                type="radio"
                name={id}
                value={node.hash}
                checked={draft === node.hash}
                disabled={parent}
                onChange={() => change(node.hash)}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span>{node.title}</span>
            </label>
            {parent ? renderNodes(node.children) : null}
          </li>
        )
      })}
    </ul>
  )
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <span id={`${id}-label`} className="font-bold">
        {label}
      </span>
      <button
        type="button"
        id={id}
        aria-expanded={open}
        aria-controls={panel}
        aria-labelledby={`${id}-label ${id}`}
        onClick={() => setOpen((o) => !o)}
        className={`${inputClass} flex min-h-[2.625rem] items-center justify-between gap-2 text-left`}
      >
        <span className="truncate">{chosen}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <fieldset
        id={panel}
        hidden={!open}
        className="max-h-72 overflow-y-auto rounded border border-secondary bg-white p-3"
      >
        <legend className="sr-only">{label}</legend>
        <label className="mb-1 flex cursor-pointer items-start gap-2">
          <input
            type="radio"
            name={id}
            value=""
            checked={draft === ''}
            onChange={() => change('')}
            className="mt-1 size-4 shrink-0 accent-primary"
          />
          <span>{anyLabel}</span>
        </label>
        {renderNodes(tree)}
      </fieldset>
    </div>
  )
}

/**
 * The frame of a list's filters: a search landmark whose filters fold away behind a button on phones
 * (with the number in use), and "clear filters" when any is set.
 */
export function FilterBar({
  label,
  active,
  onClear,
  children,
  className,
}: {
  /** Names the search landmark ("Filtros de las ofertas"). */
  label: string
  /** How many filters are in use. */
  active: number
  onClear: () => void
  children: ReactNode
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const panel = useId()
  return (
    <search aria-label={label} className={`flex flex-col gap-3 ${className ?? ''}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((o) => !o)}
        className={`${buttonStyles.secondary} justify-between lg:hidden`}
      >
        <span>{active > 0 ? <Trans>Filtros ({active} en uso)</Trans> : <Trans>Filtros</Trans>}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <form
        id={panel}
        onSubmit={(e) => e.preventDefault()}
        className={`${open ? 'flex' : 'hidden'} flex-col gap-4 lg:flex`}
      >
        {children}
        {active > 0 ? (
          <button type="button" onClick={onClear} className={`${buttonStyles.secondary} self-start`}>
            <Trans>Borrar los filtros</Trans>
          </button>
        ) : null}
      </form>
    </search>
  )
}
