import type { CategoryNode } from '@egresa/api-contract/reference'
import type { ReactNode } from 'react'

// The studies tree as spec section 2 draws it for filters and forms: radios with their sub-categories
// indented under them, and a parent that has children disabled (only the leaves are studies). Native radios
// of one name, so the arrow keys move between the choosable ones and the browser announces the group.

/** The title of the node `hash` in `tree`, or undefined. */
export function categoryTitle(
  tree: readonly CategoryNode[],
  hash: string | null | undefined,
): string | undefined {
  if (!hash) return undefined
  for (const node of tree) {
    if (node.hash === hash) return node.title
    const found = categoryTitle(node.children, hash)
    if (found) return found
  }
  return undefined
}

export type CategoryRadiosProps = {
  tree: readonly CategoryNode[]
  /** The radios' `name`, unique on the page. */
  name: string
  /** The id prefix of each radio (`{idPrefix}-{hash}`). */
  idPrefix: string
  value: string | null
  onChange: (hash: string | null) => void
  /** A first radio that chooses nothing ("Todos los estudios"), when there is one. */
  emptyLabel?: ReactNode
  onBlur?: () => void
  /** Ids of the hint and error the radios are described by. */
  describedBy?: string
  invalid?: boolean
}

const radioClass = 'mt-0.5 size-4 shrink-0 accent-primary disabled:opacity-50'

/** The radios of the studies tree, without a fieldset: the caller gives the group its legend. */
export function CategoryRadios({
  tree,
  name,
  idPrefix,
  value,
  onChange,
  emptyLabel,
  onBlur,
  describedBy,
  invalid,
}: CategoryRadiosProps) {
  const radio = (id: string, hash: string | null, label: ReactNode, disabled: boolean) => (
    <label
      htmlFor={id}
      className={`flex items-start gap-2 py-0.5 ${disabled ? 'font-bold' : 'cursor-pointer'}`}
    >
      <input
        type="radio"
        id={id}
        name={name}
        value={hash ?? ''}
        checked={value === hash}
        disabled={disabled}
        onChange={() => onChange(hash)}
        onBlur={onBlur}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={radioClass}
      />
      <span>{label}</span>
    </label>
  )
  const branch = (nodes: readonly CategoryNode[], depth: number): ReactNode => (
    <ul className={depth > 0 ? 'ml-6' : ''}>
      {nodes.map((node) => (
        <li key={node.hash}>
          {radio(`${idPrefix}-${node.hash}`, node.hash, node.title, node.children.length > 0)}
          {node.children.length > 0 ? branch(node.children, depth + 1) : null}
        </li>
      ))}
    </ul>
  )
  return (
    <div className="flex flex-col">
      {emptyLabel !== undefined ? radio(`${idPrefix}-none`, null, emptyLabel, false) : null}
      {branch(tree, 0)}
    </div>
  )
}

export type CategoryCheckboxesProps = Omit<CategoryRadiosProps, 'value' | 'onChange' | 'emptyLabel'> & {
  value: readonly string[]
  onChange: (hashes: string[]) => void
}

/**
 * The studies tree as checkboxes, for a choice of several leaves (an offer's studies): the same indented
 * tree, a parent with children a heading rather than a choice. Without a fieldset: the caller gives the
 * group its legend.
 */
export function CategoryCheckboxes({
  tree,
  name,
  idPrefix,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
}: CategoryCheckboxesProps) {
  const toggle = (hash: string, checked: boolean) =>
    onChange(checked ? [...value.filter((h) => h !== hash), hash] : value.filter((h) => h !== hash))
  const branch = (nodes: readonly CategoryNode[], depth: number): ReactNode => (
    <ul className={depth > 0 ? 'ml-6' : ''}>
      {nodes.map((node) => (
        <li key={node.hash}>
          {node.children.length > 0 ? (
            <span className="block py-0.5 font-bold">{node.title}</span>
          ) : (
            <label
              htmlFor={`${idPrefix}-${node.hash}`}
              className="flex cursor-pointer items-start gap-2 py-0.5"
            >
              <input
                type="checkbox"
                id={`${idPrefix}-${node.hash}`}
                name={name}
                value={node.hash}
                checked={value.includes(node.hash)}
                onChange={(e) => toggle(node.hash, e.currentTarget.checked)}
                onBlur={onBlur}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={radioClass}
              />
              <span>{node.title}</span>
            </label>
          )}
          {node.children.length > 0 ? branch(node.children, depth + 1) : null}
        </li>
      ))}
    </ul>
  )
  return <div className="flex flex-col">{branch(tree, 0)}</div>
}
