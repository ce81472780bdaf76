import type { CategoryNode, CountryList, TagGroup, TagList } from '@egresa/api-contract/reference'
import { FieldErrors, fieldAria, type SelectOption } from '@egresa/ui/form-fields'
import { useLingui } from '@lingui/react/macro'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'

/**
 * The studies tree as options: each level indented, and a parent that has children not selectable
 * (spec section 2: only the leaves are studies a person can have).
 */
export function categoryOptions(tree: CategoryNode[]): SelectOption[] {
  const out: SelectOption[] = []
  const walk = (nodes: CategoryNode[], depth: number) => {
    for (const node of nodes) {
      out.push({
        value: node.hash,
        label: `${'\u00a0\u00a0\u00a0'.repeat(depth)}${node.title}`,
        disabled: node.children.length > 0,
      })
      walk(node.children, depth + 1)
    }
  }
  walk(tree, 0)
  return out
}

export function countryOptions(countries: CountryList): SelectOption[] {
  return countries.map((c) => ({ value: c.code, label: c.name }))
}

/** USER tags, one group of checkboxes per group (area, specialty, career). */
export function TagsField({
  id,
  tags,
  registration,
  error,
}: {
  id: string
  tags: TagList
  registration: UseFormRegisterReturn
  error?: FieldError
}) {
  const { t } = useLingui()
  const groups: { group: TagGroup; legend: string }[] = [
    { group: 'career', legend: t`Carrera profesional` },
    { group: 'area', legend: t`Áreas` },
    { group: 'specialty', legend: t`Especialidades` },
  ]
  return (
    <div className="flex flex-col gap-4">
      {groups.map(({ group, legend }) => {
        const items = tags.filter((tag) => tag.type === 'USER' && tag.group === group)
        if (items.length === 0) return null
        return (
          <fieldset key={group} className="rounded border border-secondary p-4">
            <legend className="px-1 font-bold">{legend}</legend>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((tag) => (
                <li key={tag.hash} className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    value={tag.hash}
                    className="mt-1 size-4 shrink-0 accent-primary"
                    {...fieldAria(`${id}-${tag.hash}`, error)}
                    aria-describedby={error ? `${id}-error` : undefined}
                    {...registration}
                  />
                  <label htmlFor={`${id}-${tag.hash}`}>{tag.title}</label>
                </li>
              ))}
            </ul>
          </fieldset>
        )
      })}
      <FieldErrors id={id} error={error} />
    </div>
  )
}
