import type { TagGroup, TagList } from '@egresa/api-contract/reference'
import { FieldErrors, fieldAria } from '@egresa/ui/form-fields'
import { useLingui } from '@lingui/react/macro'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'

/**
 * USER tags, one group of checkboxes per group (area, specialty, career): the profile's and a mentor offer's
 * (`only` the groups it takes).
 */
export function TagsField({
  id,
  tags,
  registration,
  error,
  only,
}: {
  id: string
  tags: TagList
  registration: UseFormRegisterReturn
  error?: FieldError
  only?: readonly TagGroup[]
}) {
  const { t } = useLingui()
  const groups: { group: TagGroup; legend: string }[] = [
    { group: 'career', legend: t`Carrera profesional` },
    { group: 'area', legend: t`Áreas` },
    { group: 'specialty', legend: t`Especialidades` },
  ]
  return (
    <div className="flex flex-col gap-4">
      {groups
        .filter(({ group }) => !only || only.includes(group))
        .map(({ group, legend }) => {
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
