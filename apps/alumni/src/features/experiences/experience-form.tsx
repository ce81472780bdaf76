import type { WorkExperience } from '@egresa/api-contract/experiences'
import { experienceContracts } from '@egresa/api-contract/experiences'
import {
  bindFields,
  CheckboxField,
  emptyToNull,
  FormActions,
  FormAlert,
  RequiredNote,
  SelectField,
  TextAreaField,
  TextField,
} from '@egresa/ui/form-fields'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useAccountLabels } from '../../lib/account-labels'
import {
  type ExperienceFormOutput,
  type ExperienceFormValues,
  type ExperienceLabels,
  experienceDefaults,
  experienceFields,
  experienceSchema,
} from './experience-schema'

/** The fields of a job experience, for the new and the edit screens. */
export function ExperienceForm({
  experience,
  onSave,
  cancelHref,
}: {
  experience?: WorkExperience
  /** Saves; a rejection shows the server's messages and keeps what was typed. */
  onSave: (values: ExperienceFormOutput) => Promise<void>
  cancelHref: string
}) {
  const { t, i18n } = useLingui()
  const { contract } = useAccountLabels()
  const labels: ExperienceLabels = {
    name: t`Puesto`,
    contract: t`Tipo de contrato`,
    company_name: t`Empresa`,
    start: t`Fecha de inicio`,
    end: t`Fecha de fin`,
    is_current: t`Es mi trabajo actual`,
    location: t`Lugar`,
    content: t`Descripción`,
  }
  const schema = useLocalizedSchema(experienceSchema, labels)
  const [defaults] = useState(() => experienceDefaults(experience))
  const form = useForm<ExperienceFormValues, unknown, ExperienceFormOutput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: defaults,
  })
  const {
    watch,
    setValue,
    formState: { isSubmitting },
  } = form
  const { submit, alert } = useFormSubmit(form, experienceFields, onSave)
  const f = bindFields(form, 'experience', labels)
  const current = watch('is_current')
  const today = new Date().toISOString().slice(0, 10)

  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-6">
      <FormAlert messages={alert} />
      <RequiredNote />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField {...f('name')} required />
        <TextField {...f('company_name')} required autoComplete="organization" />
        <SelectField
          {...f('contract')}
          required
          placeholder={t`Elige un tipo`}
          options={experienceContracts.map((c) => ({ value: c, label: contract[c] }))}
        />
        <TextField {...f('location')} />
        <TextField {...f('start')} required type="date" max={today} />
        <div className="flex flex-col gap-3">
          <TextField
            {...f('end', { setValueAs: emptyToNull })}
            required={!current}
            type="date"
            disabled={current}
            hint={current ? <Trans>Un trabajo actual no tiene fecha de fin.</Trans> : undefined}
          />
          <CheckboxField
            {...f('is_current', {
              onChange: (event: { target: { checked: boolean } }) => {
                if (event.target.checked)
                  setValue('end', null, { shouldValidate: form.formState.isSubmitted })
              },
            })}
          />
        </div>
        <TextAreaField
          {...f('content')}
          className="md:col-span-2"
          rows={6}
          hint={<Trans>Qué hacías, con qué herramientas, qué conseguiste.</Trans>}
        />
      </div>
      <FormActions cancelHref={cancelHref} submitting={isSubmitting} />
    </form>
  )
}
