import type { CategoryTree, CountryList } from '@egresa/api-contract/reference'
import { accountLanguages } from '@egresa/api-contract/users'
import { ConditionsSection as SharedConditionsSection } from '@egresa/ui/app/conditions-section'
import {
  type bindFields,
  CheckboxField,
  emptyToNull,
  FormSection,
  SelectField,
  TextField,
} from '@egresa/ui/form-fields'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAccountLabels } from '../../lib/account-labels'
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
import type { RegisterFormOutput, RegisterFormValues } from './register-schema'

// The fieldsets of the registration form, top to bottom. Each gets the form's field binder (`f`).

/** The registration form's field binder: id, label, registration and error of a field by its name. */
export type RegisterBinder = ReturnType<typeof bindFields<RegisterFormValues, RegisterFormOutput>>

/** Name, e-mail and password, each typed twice where a typo would lock the person out. */
export function AccessSection({ f }: { f: RegisterBinder }) {
  return (
    <FormSection title={<Trans>Tus datos de acceso</Trans>}>
      <NameFields name={f('name')} surname={f('surname')} />
      <TextField {...f('email')} required type="email" autoComplete="email" />
      <TextField {...f('email_repeat')} required type="email" autoComplete="email" />
      <TextField
        {...f('password')}
        required
        type="password"
        autoComplete="new-password"
        hint={<Trans>Al menos 10 caracteres.</Trans>}
      />
      <TextField {...f('password_repeat')} required type="password" autoComplete="new-password" />
    </FormSection>
  )
}

/** The identity document the alumni office checks, the number validated for its type. */
export function DocumentSection({ f, chosen }: { f: RegisterBinder; chosen: string | undefined }) {
  const { t } = useLingui()
  return (
    <FormSection title={<Trans>Documento de identidad</Trans>}>
      <DocumentFields
        type={f('document_type')}
        number={f('document_number')}
        chosen={chosen}
        required
        placeholder={t`Elige un tipo`}
      />
    </FormSection>
  )
}

/** The optional profile fields a person may give now (the profile asks for some of them later). */
export function AboutYouSection({
  f,
  tree,
  countries,
}: {
  f: RegisterBinder
  tree: CategoryTree
  countries: CountryList
}) {
  const { t } = useLingui()
  const options = useAccountLabels()
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-1 text-xl font-bold">
        <Trans>Sobre ti</Trans>
      </legend>
      <p className="text-muted md:col-span-2">
        <Trans>
          Estos datos son opcionales ahora; la fecha de nacimiento, el género y los estudios te los pediremos
          para completar tu perfil.
        </Trans>
      </p>
      <BirthdateField {...f('birthdate', { setValueAs: emptyToNull })} />
      <GenderField {...f('gender', { setValueAs: emptyToNull })} placeholder={t`Sin indicar`} />
      <StudiesField
        {...f('category', { setValueAs: emptyToNull })}
        tree={tree}
        placeholder={t`Sin indicar`}
        className="md:col-span-2"
      />
      <GraduationYearField {...f('graduation_year', { setValueAs: toYear })} />
      <ProfileTypeField {...f('profile_type', { setValueAs: emptyToNull })} placeholder={t`Sin indicar`} />
      <PhoneField {...f('phone')} />
      <CountryField
        {...f('country', { setValueAs: emptyToNull })}
        countries={countries}
        placeholder={t`Sin indicar`}
      />
      <CityField {...f('city')} />
      <SelectField
        {...f('language')}
        options={accountLanguages.map((l) => ({ value: l, label: options.language[l] }))}
      />
    </fieldset>
  )
}

/** The shared conditions to accept, and the newsletter. */
export function ConditionsSection({ f }: { f: RegisterBinder }) {
  return (
    <SharedConditionsSection privacy={f('is_privacy')} conditions={f('is_conditions')} service="network">
      <CheckboxField
        {...f('is_newsletter')}
        label={<Trans>Quiero recibir el boletín de noticias por correo electrónico</Trans>}
      />
    </SharedConditionsSection>
  )
}
