import { isApiError } from '@egresa/api-client/errors'
import { type ManagedWorkgroup, workgroupLanguages } from '@egresa/api-contract/workgroups'
import {
  bindFields,
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
  type WorkgroupFormOutput,
  type WorkgroupFormValues,
  type WorkgroupLabels,
  workgroupDefaults,
  workgroupFields,
  workgroupSchema,
} from './workgroup-schema'

/** A group's name, type, description and language, for the new and the edit screens. */
export function WorkgroupForm({
  group,
  onSave,
  cancelHref,
  submitLabel,
}: {
  group?: ManagedWorkgroup
  onSave: (values: WorkgroupFormOutput) => Promise<void>
  cancelHref: string
  submitLabel?: string
}) {
  const { t, i18n } = useLingui()
  const { language } = useAccountLabels()
  const labels: WorkgroupLabels = {
    name: t`Nombre del grupo`,
    type: t`Tipo de grupo`,
    content: t`Descripción`,
    language: t`Idioma del grupo`,
  }
  const schema = useLocalizedSchema(workgroupSchema, labels)
  const [defaults] = useState(() => workgroupDefaults(group))
  const form = useForm<WorkgroupFormValues, unknown, WorkgroupFormOutput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: defaults,
  })
  const { submit, alert } = useFormSubmit(form, workgroupFields, async (values) => {
    try {
      await onSave(values)
    } catch (error) {
      // A private group with a past cannot become public (409): the server's reason, in the page's language,
      // goes next to the type, and the form keeps what was typed.
      if (isApiError(error) && error.status === 409 && group && values.type !== group.type) {
        form.setError('type', { type: 'server', message: error.message }, { shouldFocus: true })
        return
      }
      throw error
    }
  })
  const f = bindFields(form, 'workgroup', labels)
  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-6">
      <FormAlert messages={alert} />
      <RequiredNote />
      <TextField {...f('name')} required maxLength={150} />
      <SelectField
        {...f('type')}
        required
        options={[
          {
            value: 'PUBLIC',
            label: t`Público: cualquiera lee la conversación y los miembros Premium lo siguen`,
          },
          {
            value: 'PRIVATE',
            label: t`Privado: solo sus miembros, aceptados por un administrador, leen la conversación`,
          },
        ]}
      />
      <TextAreaField
        {...f('content')}
        required
        rows={8}
        hint={<Trans>Explica de qué trata el grupo y a quién se dirige.</Trans>}
      />
      <SelectField
        {...f('language')}
        required
        className="max-w-xs"
        hint={
          <Trans>
            El idioma en que están escritos su nombre y su descripción; las páginas en el otro idioma lo
            indican.
          </Trans>
        }
        options={workgroupLanguages.map((l) => ({ value: l, label: language[l] }))}
      />
      <FormActions
        cancelHref={cancelHref}
        submitting={form.formState.isSubmitting}
        submitLabel={submitLabel}
      />
    </form>
  )
}
