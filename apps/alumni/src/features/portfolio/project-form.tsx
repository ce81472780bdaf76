import type { Project } from '@egresa/api-contract/portfolio'
import { MAX_PROJECT_LINKS } from '@egresa/api-contract/portfolio'
import { buttonStyles } from '@egresa/ui/button'
import {
  bindFields,
  CheckboxField,
  emptyToNull,
  FieldErrors,
  FormActions,
  FormAlert,
  fieldAria,
  inputClass,
  RequiredNote,
  TextAreaField,
  TextField,
} from '@egresa/ui/form-fields'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import {
  type ProjectFormOutput,
  type ProjectFormValues,
  type ProjectLabels,
  projectDefaults,
  projectFields,
  projectSchema,
} from './project-schema'

/** The fields of a portfolio project, for the new and the edit screens. */
export function ProjectForm({
  project,
  onSave,
  cancelHref,
  submitLabel,
}: {
  project?: Project
  onSave: (values: ProjectFormOutput) => Promise<void>
  cancelHref: string
  submitLabel?: string
}) {
  const { t, i18n } = useLingui()
  const labels: ProjectLabels = {
    name: t`Nombre del proyecto`,
    date: t`Fecha`,
    content: t`Descripción`,
    links: t`Enlace`,
    is_published: t`Publicar en mi perfil público`,
  }
  const schema = useLocalizedSchema(projectSchema, labels)
  const [defaults] = useState(() => projectDefaults(project))
  const form = useForm<ProjectFormValues, unknown, ProjectFormOutput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: defaults,
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form
  const links = useFieldArray({ control, name: 'links' })
  // Publishing from the warning changes the project while this form is open; the rest of what is typed stays.
  const published = project?.is_published
  useEffect(() => {
    if (published !== undefined) form.resetField('is_published', { defaultValue: published })
  }, [published, form])
  const { submit, alert } = useFormSubmit(form, projectFields, onSave)
  const f = bindFields(form, 'project', labels)

  const id = (name: string) => `project-${name}`
  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-6">
      <FormAlert messages={alert} />
      <RequiredNote />
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <TextField {...f('name')} required />
        <TextField {...f('date', { setValueAs: emptyToNull })} type="date" />
      </div>
      <TextAreaField {...f('content')} rows={8} />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-bold">
          <Trans>Enlaces</Trans>
        </legend>
        {links.fields.length === 0 ? (
          <p className="text-sm text-muted">
            <Trans>Añade la web del proyecto, un repositorio o una publicación.</Trans>
          </p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {links.fields.map((field, index) => {
            const error = errors.links?.[index]?.url
            const linkId = id(`link-${index}`)
            return (
              <li key={field.id} className="flex flex-col gap-1">
                <label htmlFor={linkId} className="sr-only">
                  <Trans>Enlace {index + 1}</Trans>
                </label>
                <div className="flex gap-2">
                  <input
                    type="url"
                    placeholder="https://"
                    className={inputClass}
                    {...fieldAria(linkId, error)}
                    {...register(`links.${index}.url`)}
                  />
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    onClick={() => links.remove(index)}
                    aria-label={t`Quitar el enlace ${index + 1}`}
                  >
                    <Trans>Quitar</Trans>
                  </button>
                </div>
                <FieldErrors id={linkId} error={error} />
              </li>
            )
          })}
        </ul>
        {links.fields.length < MAX_PROJECT_LINKS ? (
          <div>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => links.append({ url: '' }, { shouldFocus: true })}
            >
              <Trans>Añadir un enlace</Trans>
            </button>
          </div>
        ) : null}
        <FieldErrors id={id('links')} error={errors.links?.root ?? (errors.links as never)} />
      </fieldset>

      <CheckboxField {...f('is_published')} hint={<Trans>Mientras no lo publiques, solo tú lo ves.</Trans>} />

      <FormActions cancelHref={cancelHref} submitting={isSubmitting} submitLabel={submitLabel} />
    </form>
  )
}
