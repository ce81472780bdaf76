import type { WorkExperience } from '@egresa/api-contract/experiences'
import { experienceContracts } from '@egresa/api-contract/experiences'
import { buttonStyles } from '@egresa/ui/button'
import {
  CheckboxField,
  FormAlert,
  RequiredNote,
  SelectField,
  TextAreaField,
  TextField,
} from '@egresa/ui/form-fields'
import { Link } from '@egresa/ui/link'
import { useServerErrors } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
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

const emptyToNull = (value: unknown) => (value === '' ? null : value)

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change only with the language
  const schema = useMemo(() => experienceSchema(i18n.locale, labels), [i18n.locale])
  const [defaults] = useState(() => experienceDefaults(experience))
  const form = useForm<ExperienceFormValues, unknown, ExperienceFormOutput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: defaults,
  })
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form
  const server = useServerErrors(form, experienceFields)
  const current = watch('is_current')
  const today = new Date().toISOString().slice(0, 10)

  const submit = handleSubmit(
    async (values) => {
      server.setAlert([])
      try {
        await onSave(values)
      } catch (error) {
        server.handle(error)
      }
    },
    () => server.setAlert([t`Revisa los campos marcados: hay datos que faltan o no son válidos.`]),
  )

  const id = (name: string) => `experience-${name}`
  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-6">
      <FormAlert messages={server.alert} />
      <RequiredNote />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id={id('name')}
          label={labels.name}
          required
          registration={register('name')}
          error={errors.name}
        />
        <TextField
          id={id('company_name')}
          label={labels.company_name}
          required
          autoComplete="organization"
          registration={register('company_name')}
          error={errors.company_name}
        />
        <SelectField
          id={id('contract')}
          label={labels.contract}
          required
          placeholder={t`Elige un tipo`}
          options={experienceContracts.map((c) => ({ value: c, label: contract[c] }))}
          registration={register('contract')}
          error={errors.contract}
        />
        <TextField
          id={id('location')}
          label={labels.location}
          registration={register('location')}
          error={errors.location}
        />
        <TextField
          id={id('start')}
          label={labels.start}
          required
          type="date"
          max={today}
          registration={register('start')}
          error={errors.start}
        />
        <div className="flex flex-col gap-3">
          <TextField
            id={id('end')}
            label={labels.end}
            required={!current}
            type="date"
            disabled={current}
            hint={current ? <Trans>Un trabajo actual no tiene fecha de fin.</Trans> : undefined}
            registration={register('end', { setValueAs: emptyToNull })}
            error={errors.end}
          />
          <CheckboxField
            id={id('is_current')}
            label={labels.is_current}
            registration={register('is_current', {
              onChange: (event: { target: { checked: boolean } }) => {
                if (event.target.checked)
                  setValue('end', null, { shouldValidate: form.formState.isSubmitted })
              },
            })}
            error={errors.is_current}
          />
        </div>
        <TextAreaField
          id={id('content')}
          label={labels.content}
          className="md:col-span-2"
          rows={6}
          hint={<Trans>Qué hacías, con qué herramientas, qué conseguiste.</Trans>}
          registration={register('content')}
          error={errors.content}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Link href={cancelHref} className={buttonStyles.secondary}>
          <Trans>Cancelar</Trans>
        </Link>
        <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
          {isSubmitting ? <Trans>Guardando…</Trans> : <Trans>Guardar</Trans>}
        </button>
      </div>
    </form>
  )
}
