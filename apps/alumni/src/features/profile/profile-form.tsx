import { meQueryOptions } from '@egresa/api-client/auth'
import { updateProfile } from '@egresa/api-client/profile'
import {
  categoryTreeQueryOptions,
  countriesQueryOptions,
  tagsQueryOptions,
} from '@egresa/api-client/reference'
import type { CurrentUser } from '@egresa/api-contract/auth'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { notifySuccess } from '@egresa/ui/app/notify'
import { bindFields, FormActions, FormAlert, RequiredNote } from '@egresa/ui/form-fields'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useProfileLabels } from './profile-labels'
import {
  type ProfileFormOutput,
  type ProfileFormValues,
  profileDefaults,
  profileFields,
  profileSchema,
} from './profile-schema'
import { AddressSection, LinksSection, PersonalSection, StudiesSection } from './profile-sections'

/**
 * Every field of the profile, with the contract's rules; saving goes back to the profile. `canCancel` is
 * false while the profile is incomplete: there is nowhere to go back to until it is saved.
 */
export function ProfileForm({ user, canCancel }: { user: CurrentUser; canCancel: boolean }) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const labels = useProfileLabels()
  const schema = useLocalizedSchema(profileSchema, labels)
  const { data: tree } = useSuspenseQuery(categoryTreeQueryOptions(api))
  const { data: countries } = useSuspenseQuery(countriesQueryOptions(api))
  const { data: tags } = useSuspenseQuery(tagsQueryOptions(api, { type: 'USER' }))
  // The account as it was when the page opened; later changes (photo, CV) do not reset what is typed.
  const [defaults] = useState(() => profileDefaults(user))
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: defaults,
  })
  const { submit, alert } = useFormSubmit(form, profileFields, async (values) => {
    const saved = await updateProfile(api, values)
    queryClient.setQueryData(meQueryOptions(api).queryKey, saved)
    notifySuccess(t`Guardado correctamente`)
    await navigate({ to: '/$locale/user/profile', params: { locale } })
  })
  const f = bindFields(form, 'profile', labels)
  const profileHref = router.buildLocation({ to: '/$locale/user/profile', params: { locale } }).href

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-8">
      <FormAlert messages={alert} />
      <RequiredNote />
      <PersonalSection f={f} chosenDocument={form.watch('document_type')} />
      <AddressSection f={f} countries={countries} />
      <StudiesSection f={f} tree={tree} tags={tags} />
      <LinksSection f={f} />
      <FormActions
        cancelHref={canCancel ? profileHref : undefined}
        submitting={form.formState.isSubmitting}
        submitLabel={<Trans>Guardar los cambios</Trans>}
      />
    </form>
  )
}
