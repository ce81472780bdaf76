import type { CategoryNode, CountryList } from '@egresa/api-contract/reference'
import { documentTypes, genders, profileTypes } from '@egresa/api-contract/users'
import { type BoundField, SelectField, type SelectOption, TextField } from '@egresa/ui/form-fields'
import { ruleHints } from '@egresa/validators/messages'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useAccountLabels } from './account-labels'

// The person's fields that the registration form and the profile form both ask for, written once: the
// same controls, autocomplete hints, limits and option lists. Each form binds them (`bindFields`) and says
// which are required there.

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

/** How these fields' values are read: an unchosen option or empty date is null, a year a number. */
export const toYear = (value: unknown) => (value === '' || value == null ? null : Number(value))

type Field = BoundField & { required?: boolean; className?: string; hint?: ReactNode }
type Choice = Field & { placeholder: string }

export function NameFields({ name, surname }: { name: BoundField; surname: BoundField }) {
  return (
    <>
      <TextField {...name} required autoComplete="given-name" />
      <TextField {...surname} required autoComplete="family-name" />
    </>
  )
}

export function BirthdateField(props: Field) {
  return <TextField {...props} type="date" max={new Date().toISOString().slice(0, 10)} autoComplete="bday" />
}

export function GenderField(props: Choice) {
  const { gender } = useAccountLabels()
  return <SelectField {...props} options={genders.map((g) => ({ value: g, label: gender[g] }))} />
}

/** The document's type and number; the number's hint shows an example of the chosen type. */
export function DocumentFields({
  type,
  number,
  chosen,
  required,
  placeholder,
}: {
  type: BoundField
  number: BoundField
  chosen: string | null | undefined
  required?: boolean
  placeholder: string
}) {
  const { documentType } = useAccountLabels()
  const hint = chosen && chosen in ruleHints ? ruleHints[chosen as keyof typeof ruleHints] : null
  return (
    <>
      <SelectField
        {...type}
        required={required}
        placeholder={placeholder}
        options={documentTypes.map((d) => ({ value: d, label: documentType[d] }))}
      />
      <TextField
        {...number}
        required={required}
        autoComplete="off"
        hint={hint ? <Trans>Por ejemplo, {hint}</Trans> : undefined}
      />
    </>
  )
}

export function StudiesField({ tree, ...props }: Choice & { tree: CategoryNode[] }) {
  return <SelectField {...props} options={categoryOptions(tree)} />
}

export function GraduationYearField(props: Field) {
  return (
    <TextField {...props} type="number" inputMode="numeric" min={1950} max={new Date().getFullYear() + 6} />
  )
}

export function ProfileTypeField(props: Choice) {
  const { profileType } = useAccountLabels()
  return <SelectField {...props} options={profileTypes.map((p) => ({ value: p, label: profileType[p] }))} />
}

export function PhoneField(props: Field) {
  return <TextField {...props} type="tel" autoComplete="tel" />
}

export function CountryField({ countries, ...props }: Choice & { countries: CountryList }) {
  return <SelectField {...props} options={countryOptions(countries)} />
}

export function CityField(props: Field) {
  return <TextField {...props} autoComplete="address-level2" />
}
