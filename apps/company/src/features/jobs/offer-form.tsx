import { createOffer, updateOffer } from '@egresa/api-client/jobs'
import {
  categoryTreeQueryOptions,
  countriesQueryOptions,
  tagsQueryOptions,
} from '@egresa/api-client/reference'
import { type CompanyOffer, offerContracts, workingHoursTypes } from '@egresa/api-contract/jobs'
import { canPublish, canReview, editReturnsToReview, newOfferStatus } from '@egresa/api-contract/offer-states'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { CategoryCheckboxes } from '@egresa/ui/category-tree'
import {
  bindFields,
  emptyToNull,
  FieldErrors,
  FormAlert,
  FormSection,
  RequiredNote,
  SelectField,
  TextAreaField,
  TextField,
} from '@egresa/ui/form-fields'
import { Link } from '@egresa/ui/link'
import { useServerErrors } from '@egresa/ui/server-errors'
import { TabPanel, Tabs } from '@egresa/ui/tabs'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Controller, type FieldErrors as FormErrors, useForm } from 'react-hook-form'
import { useJobLabels } from './job-labels'
import { useOfferActions } from './offer-actions'
import { DraftNotice, Notice } from './offer-notice'
import {
  englishFields,
  type OfferField,
  type OfferFormOutput,
  type OfferFormValues,
  type OfferLabels,
  offerDefaults,
  offerFields,
  offerSchema,
} from './offer-schema'

type Language = 'es' | 'en'
type Intent = 'draft' | 'review'

export function useOfferLabels(): OfferLabels {
  const { t } = useLingui()
  return {
    title: t`Título`,
    workstation: t`Puesto`,
    description: t`Descripción`,
    title_en: t`Título en inglés`,
    workstation_en: t`Puesto en inglés`,
    description_en: t`Descripción en inglés`,
    location: t`Localidad`,
    country_code: t`País`,
    contract: t`Tipo de contrato`,
    working_hours: t`Jornada`,
    date_incorporation: t`Fecha de incorporación`,
    area: t`Área académica`,
    specialty: t`Especialidad`,
    categories: t`Estudios`,
  }
}

/** The language tab that holds the first of these fields with an error, if any. */
function languageWithErrors(errors: FormErrors<OfferFormValues>): Language | null {
  const first = offerFields.find((f) => errors[f])
  if (!first) return null
  return (englishFields as readonly string[]).includes(first) ? 'en' : 'es'
}

const today = () => new Date().toISOString().slice(0, 10)

/**
 * The offer form (spec: publish offer, create and edit): the text in Spanish and, optionally, in English
 * (one offer in two languages, behind a language switch), the conditions, and the profile sought. A new or
 * draft offer is saved as a draft or saved and sent to review; a pending one is saved as it is; editing a
 * published one sends it back to review, and the page says so before.
 */
export function OfferForm({ offer }: { offer?: CompanyOffer }) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const href = useHref()
  const navigate = useNavigate()
  const labels = useOfferLabels()
  const { contract, workingHours } = useJobLabels()
  const actions = useOfferActions()
  const [language, setLanguage] = useState<Language>('es')
  const intent = useRef<Intent>('draft')
  const { data: tree } = useSuspenseQuery(categoryTreeQueryOptions(api))
  const { data: countries } = useSuspenseQuery(countriesQueryOptions(api))
  const { data: areas } = useSuspenseQuery(tagsQueryOptions(api, { type: 'USER', group: 'area' }))
  const { data: specialties } = useSuspenseQuery(tagsQueryOptions(api, { type: 'USER', group: 'specialty' }))

  const keptDate = offer?.date_incorporation ?? null
  const labelsKey = JSON.stringify(labels)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels' texts are what matters (labelsKey)
  const schema = useMemo(() => offerSchema(i18n.locale, labels, keptDate), [i18n.locale, labelsKey, keptDate])
  const [defaults] = useState(() => offerDefaults(offer))
  const form = useForm<OfferFormValues, unknown, OfferFormOutput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: defaults,
  })
  const server = useServerErrors(form, offerFields)
  const errors = form.formState.errors
  const [focusAfterSwitch, setFocusAfterSwitch] = useState<OfferField | null>(null)

  // A field in the hidden language tab can take the focus only once its tab shows.
  useEffect(() => {
    if (!focusAfterSwitch) return
    form.setFocus(focusAfterSwitch)
    setFocusAfterSwitch(null)
  }, [focusAfterSwitch, form])

  const showFirstError = (found: FormErrors<OfferFormValues>) => {
    const tab = languageWithErrors(found)
    const first = offerFields.find((f) => found[f])
    if (tab && first) {
      setLanguage(tab)
      setFocusAfterSwitch(first)
    }
  }

  const status = offer?.status ?? newOfferStatus
  const submit = form.handleSubmit(
    async (values) => {
      server.setAlert([])
      try {
        let saved: CompanyOffer
        if (!offer) {
          saved = await createOffer(api, values)
        } else {
          // Only what changed: an untouched start date that has passed stays as it is.
          const dirty = form.formState.dirtyFields
          const changes = Object.fromEntries(
            Object.entries(values).filter(([key]) => dirty[key as OfferField]),
          ) as Partial<OfferFormOutput>
          if (
            Object.keys(changes).length === 0 &&
            !(intent.current === 'review' && canPublish(offer.status))
          ) {
            notifySuccess(t`No hay cambios que guardar.`)
            return
          }
          saved = Object.keys(changes).length > 0 ? await updateOffer(api, offer.hash, changes) : offer
        }
        await actions.saved(saved)
        form.reset(offerDefaults(saved))
        if (intent.current === 'review' && canPublish(saved.status)) {
          const published = await actions.publish(saved.hash)
          if (published) {
            await navigate({ to: '/$locale/user/offers', params: { locale } })
          } else if (!offer) {
            // Saved, not sent: the draft's page says why and offers to send it again.
            await navigate({ to: '/$locale/user/offers/$hash/edit', params: { locale, hash: saved.hash } })
          }
          return
        }
        if (canPublish(saved.status)) {
          notifySuccess(t`Borrador guardado. Recuerda enviarlo a revisión para publicarlo.`)
          if (!offer) {
            await navigate({ to: '/$locale/user/offers/$hash/edit', params: { locale, hash: saved.hash } })
          }
          return
        }
        notifySuccess(
          offer && editReturnsToReview(offer.status)
            ? t`Cambios guardados. La oferta ha vuelto a revisión.`
            : t`Guardado correctamente`,
        )
        await navigate({ to: '/$locale/user/offers', params: { locale } })
      } catch (error) {
        server.handle(error)
        showFirstError(form.formState.errors)
      }
    },
    (found) => {
      server.setAlert([t`Revisa los campos marcados: hay datos que faltan o no son válidos.`])
      showFirstError(found)
    },
  )
  const submitAs = (chosen: Intent) => () => {
    intent.current = chosen
  }

  const f = bindFields(form, 'offer', labels)
  const submitting = form.formState.isSubmitting
  const spanishInvalid = ['title', 'workstation', 'description'].some((k) => errors[k as OfferField])
  const englishInvalid = englishFields.some((k) => errors[k])
  const reviewButton = (
    <button
      type="submit"
      form="offer-form"
      onClick={submitAs('review')}
      className={`${buttonStyles.primary} w-full sm:w-auto`}
      disabled={submitting}
    >
      {submitting && intent.current === 'review' ? (
        <Trans>Enviando…</Trans>
      ) : (
        <Trans>Guardar y enviar a revisión</Trans>
      )}
    </button>
  )

  return (
    <div className="flex flex-col gap-6">
      {offer && canPublish(offer.status) ? (
        <DraftNotice
          offer={offer}
          publish={
            <button
              type="submit"
              form="offer-form"
              onClick={submitAs('review')}
              className={buttonStyles.primary}
              disabled={submitting}
            >
              <Trans>Enviar a revisión</Trans>
            </button>
          }
        />
      ) : null}
      {offer && canReview(offer.status) ? (
        <Notice tone="info">
          <p className="font-bold">
            <Trans>Pendiente de publicación.</Trans>
          </p>
          <p>
            <Trans>
              La oficina de antiguos alumnos la está revisando. Puedes seguir editándola mientras tanto.
            </Trans>
          </p>
        </Notice>
      ) : null}
      {offer && editReturnsToReview(offer.status) ? (
        <Notice tone="warning">
          <p className="font-bold">
            <Trans>Esta oferta está publicada.</Trans>
          </p>
          <p>
            <Trans>
              Si guardas cambios, volverá a revisión y no se verá en la bolsa de empleo hasta que la oficina
              de antiguos alumnos la apruebe de nuevo.
            </Trans>
          </p>
        </Notice>
      ) : null}

      <form id="offer-form" noValidate onSubmit={submit} className="flex flex-col gap-8">
        <FormAlert messages={server.alert} />
        <RequiredNote />

        <section aria-labelledby="offer-text-title" className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id="offer-text-title" className="text-xl font-bold">
              <Trans>El texto de la oferta</Trans>
            </h2>
            <p className="text-muted">
              <Trans>
                Escríbelo en español y, si quieres, también en inglés: es la misma oferta, y cada persona la
                lee en su idioma.
              </Trans>
            </p>
          </div>
          <Tabs
            label={t`Idioma del texto`}
            selected={language}
            onSelect={setLanguage}
            tabs={[
              { key: 'es', label: t`Español`, invalid: spanishInvalid },
              { key: 'en', label: t`Inglés (opcional)`, invalid: englishInvalid },
            ]}
            className="flex flex-col gap-4"
          >
            <TabPanel id="es" keepMounted className="grid gap-4 md:grid-cols-2">
              <TextField {...f('title')} required lang="es" />
              <TextField {...f('workstation')} required lang="es" />
              <TextAreaField {...f('description')} required rows={8} className="md:col-span-2" />
            </TabPanel>
            <TabPanel id="en" keepMounted className="grid gap-4 md:grid-cols-2">
              <p className="text-muted md:col-span-2">
                <Trans>
                  Opcional. Quien lea la bolsa de empleo en inglés verá este texto; si lo dejas vacío, verá el
                  texto en español.
                </Trans>
              </p>
              <TextField {...f('title_en')} lang="en" />
              <TextField {...f('workstation_en')} lang="en" />
              <TextAreaField {...f('description_en')} rows={8} className="md:col-span-2" />
            </TabPanel>
          </Tabs>
        </section>

        <FormSection title={<Trans>Condiciones</Trans>}>
          <TextField {...f('location')} required autoComplete="off" />
          <SelectField
            {...f('country_code', { setValueAs: emptyToNull })}
            placeholder={t`Sin indicar`}
            options={countries.map((c) => ({ value: c.code, label: c.name }))}
          />
          <SelectField
            {...f('contract')}
            required
            placeholder={t`Elige un tipo`}
            options={offerContracts.map((c) => ({ value: c, label: contract[c] }))}
          />
          <SelectField
            {...f('working_hours')}
            required
            placeholder={t`Elige una jornada`}
            options={workingHoursTypes.map((w) => ({ value: w, label: workingHours[w] }))}
          />
          <TextField
            {...f('date_incorporation', { setValueAs: emptyToNull })}
            type="date"
            min={today()}
            hint={<Trans>Opcional. Entre hoy y dentro de dos años.</Trans>}
          />
        </FormSection>

        <FormSection title={<Trans>Perfil que buscas</Trans>}>
          <SelectField
            {...f('area', { setValueAs: emptyToNull })}
            placeholder={t`Sin indicar`}
            options={areas.map((tag) => ({ value: tag.hash, label: tag.title }))}
          />
          <SelectField
            {...f('specialty', { setValueAs: emptyToNull })}
            placeholder={t`Sin indicar`}
            options={specialties.map((tag) => ({ value: tag.hash, label: tag.title }))}
          />
          <Controller
            control={form.control}
            name="categories"
            render={({ field, fieldState }) => (
              <fieldset className="flex flex-col gap-2 md:col-span-2">
                <legend className="mb-1 font-bold">{labels.categories}</legend>
                <p id="offer-categories-hint" className="text-sm text-muted">
                  <Trans>
                    Opcional. Los estudios que pides, uno o varios (sin ninguno, cualquier estudio); las ramas
                    y los niveles no se pueden elegir.
                  </Trans>
                </p>
                <div className="max-h-80 overflow-y-auto rounded border border-secondary bg-white p-3">
                  <CategoryCheckboxes
                    tree={tree}
                    name="offer-categories"
                    idPrefix="offer-categories"
                    value={field.value ?? []}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    describedBy={`offer-categories-hint${fieldState.error ? ' offer-categories-error' : ''}`}
                    invalid={Boolean(fieldState.error)}
                  />
                </div>
                <FieldErrors id="offer-categories" error={fieldState.error} />
              </fieldset>
            )}
          />
        </FormSection>

        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Link
            href={href({ to: '/$locale/user/offers', params: { locale } })}
            className={buttonStyles.secondary}
          >
            <Trans>Cancelar</Trans>
          </Link>
          {canPublish(status) ? (
            <>
              <button
                type="submit"
                onClick={submitAs('draft')}
                className={`${buttonStyles.secondary} w-full sm:w-auto`}
                disabled={submitting}
              >
                {submitting && intent.current === 'draft' ? (
                  <Trans>Guardando…</Trans>
                ) : (
                  <Trans>Guardar borrador</Trans>
                )}
              </button>
              {reviewButton}
            </>
          ) : editReturnsToReview(status) ? (
            reviewButton
          ) : (
            <button
              type="submit"
              onClick={submitAs('draft')}
              className={`${buttonStyles.primary} w-full sm:w-auto`}
              disabled={submitting}
            >
              {submitting ? <Trans>Guardando…</Trans> : <Trans>Guardar los cambios</Trans>}
            </button>
          )}
        </div>
      </form>
    </div>
  )
}
