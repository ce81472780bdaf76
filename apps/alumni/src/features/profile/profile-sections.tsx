import type { CategoryTree, CountryList, TagList } from '@egresa/api-contract/reference'
import { type bindFields, emptyToNull, FormSection, TextAreaField, TextField } from '@egresa/ui/form-fields'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  BirthdateField,
  CityField,
  CountryField,
  DocumentFields,
  GenderField,
  GraduationYearField,
  NameFields,
  PhoneField,
  ProfileTypeField,
  StudiesField,
  toYear,
} from '../../lib/person-fields'
import { TagsField } from '../../lib/tags-field'
import type { ProfileFormOutput, ProfileFormValues } from './profile-schema'

// The fieldsets of the profile form, top to bottom. Each gets the form's field binder (`f`).

/** The profile form's field binder: id, label, registration and error of a field by its name. */
export type ProfileBinder = ReturnType<typeof bindFields<ProfileFormValues, ProfileFormOutput>>

// A document left empty is not sent: the account keeps the one it has (or has none, after single sign-on).
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

/** Name, the fields a complete profile needs (birth date, gender), the identity document and the phone. */
export function PersonalSection({
  f,
  chosenDocument,
}: {
  f: ProfileBinder
  chosenDocument: string | undefined
}) {
  const { t } = useLingui()
  return (
    <FormSection title={<Trans>Datos personales</Trans>}>
      <NameFields name={f('name')} surname={f('surname')} />
      <BirthdateField {...f('birthdate', { setValueAs: emptyToNull })} required />
      <GenderField {...f('gender', { setValueAs: emptyToNull })} required placeholder={t`Elige una opción`} />
      <DocumentFields
        type={f('document_type', { setValueAs: emptyToUndefined })}
        number={f('document_number', { setValueAs: emptyToUndefined })}
        chosen={chosenDocument}
        placeholder={t`Sin indicar`}
      />
      <PhoneField {...f('phone')} />
    </FormSection>
  )
}

export function AddressSection({ f, countries }: { f: ProfileBinder; countries: CountryList }) {
  const { t } = useLingui()
  return (
    <FormSection title={<Trans>Domicilio</Trans>}>
      <TextField {...f('address')} autoComplete="street-address" className="md:col-span-2" />
      <CityField {...f('city')} />
      <TextField {...f('postal')} autoComplete="postal-code" />
      <CountryField
        {...f('country', { setValueAs: emptyToNull })}
        countries={countries}
        placeholder={t`Sin indicar`}
      />
      <CountryField
        {...f('originalCountry', { setValueAs: emptyToNull })}
        countries={countries}
        placeholder={t`Sin indicar`}
      />
    </FormSection>
  )
}

/** Studies (required for a complete profile), career and the USER tags. */
export function StudiesSection({ f, tree, tags }: { f: ProfileBinder; tree: CategoryTree; tags: TagList }) {
  const { t } = useLingui()
  const tagsField = f('tags')
  return (
    <FormSection title={<Trans>Estudios y trayectoria</Trans>}>
      <StudiesField
        {...f('category', { setValueAs: emptyToNull })}
        tree={tree}
        required
        placeholder={t`Elige tus estudios`}
        hint={<Trans>Elige la titulación; las ramas y los niveles solo agrupan.</Trans>}
        className="md:col-span-2"
      />
      <GraduationYearField {...f('graduation_year', { setValueAs: toYear })} />
      <ProfileTypeField {...f('profile_type', { setValueAs: emptyToNull })} placeholder={t`Sin indicar`} />
      <TextField {...f('current_job')} autoComplete="organization-title" />
      <TextField {...f('current_company')} autoComplete="organization" />
      <TextAreaField {...f('formation')} className="md:col-span-2" rows={4} />
      <TextAreaField {...f('about_me')} className="md:col-span-2" rows={6} />
      <div className="md:col-span-2">
        <h3 className="mb-2 font-bold">{tagsField.label}</h3>
        <TagsField
          id={tagsField.id}
          tags={tags}
          registration={tagsField.registration}
          error={tagsField.error}
        />
      </div>
    </FormSection>
  )
}

export function LinksSection({ f }: { f: ProfileBinder }) {
  return (
    <FormSection title={<Trans>Enlaces</Trans>}>
      <TextField {...f('url_linkedin')} type="url" placeholder="https://www.linkedin.com/in/…" />
      <TextField {...f('url_behance')} type="url" placeholder="https://www.behance.net/…" />
      <TextField {...f('url_portfolio')} type="url" placeholder="https://" />
      <TextField {...f('url_other')} type="url" placeholder="https://" />
    </FormSection>
  )
}
