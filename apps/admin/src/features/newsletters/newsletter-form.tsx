import {
  adminNewslettersQueryKey,
  countNewsletterAudience,
  createNewsletter,
  deleteNewsletter,
  type NewsletterBody,
  sendNewsletter,
  testNewsletter,
  updateNewsletter,
} from '@egresa/api-client/newsletters'
import { categoryTreeQueryOptions, countriesQueryOptions } from '@egresa/api-client/reference'
import {
  type Newsletter,
  type NewsletterAudience,
  NewsletterInput,
  newsletterLanguages,
  newsletterRoles,
} from '@egresa/api-contract/newsletters'
import type { CategoryNode } from '@egresa/api-contract/reference'
import { useApi } from '@egresa/ui/app/api'
import { notifyError, notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDialog } from '@egresa/ui/confirm-dialog'
import {
  FormAlert,
  FormSection,
  inputClass,
  RequiredNote,
  SelectField,
  TextField,
} from '@egresa/ui/form-fields'
import { localizeEntries } from '@egresa/ui/form-messages'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import * as v from 'valibot'
import { RichTextEditor } from '../../lib/rich-text-editor'
import { roleLabels } from '../../lib/role-labels'
import { languageLabels, madridToIso } from './labels'

// The composer of a newsletter (docs/newsletters.md): a subject and a text per language (Spanish required), the
// audience with the number of people it reaches now, a test to oneself, and the send, now or at a time (Madrid's).

export type NewsletterFormValues = {
  subject_es: string
  body_es: string
  subject_en: string
  body_en: string
  subject_ca: string
  body_ca: string
  graduation_from: string
  graduation_to: string
  category: string
  roles: string[]
  country_code: string
  language: string
  job_seekers: boolean
}

const fields = [
  'subject_es',
  'body_es',
  'subject_en',
  'body_en',
  'subject_ca',
  'body_ca',
] as const satisfies readonly (keyof NewsletterFormValues)[]

const formSchema = (lang: string, labels: { subject_es: string; body_es: string }) =>
  v.object({
    ...localizeEntries(
      { subject_es: NewsletterInput.entries.subject_es, body_es: NewsletterInput.entries.body_es },
      lang,
      labels,
    ),
    subject_en: v.string(),
    body_en: v.string(),
    subject_ca: v.string(),
    body_ca: v.string(),
    graduation_from: v.string(),
    graduation_to: v.string(),
    category: v.string(),
    roles: v.array(v.string()),
    country_code: v.string(),
    language: v.string(),
    job_seekers: v.boolean(),
  })

function valuesOf(newsletter: Newsletter | undefined): NewsletterFormValues {
  const a = newsletter?.audience
  return {
    subject_es: newsletter?.subject_es ?? '',
    body_es: newsletter?.body_es ?? '',
    subject_en: newsletter?.subject_en ?? '',
    body_en: newsletter?.body_en ?? '',
    subject_ca: newsletter?.subject_ca ?? '',
    body_ca: newsletter?.body_ca ?? '',
    graduation_from: a?.graduation_from ? String(a.graduation_from) : '',
    graduation_to: a?.graduation_to ? String(a.graduation_to) : '',
    category: a?.category ?? '',
    roles: a?.roles ?? [],
    country_code: a?.country_code ?? '',
    language: a?.language ?? '',
    job_seekers: a?.job_seekers ?? false,
  }
}

const year = (text: string) => (/^\d{4}$/.test(text.trim()) ? Number(text.trim()) : null)

/** The form's audience as the contract has it. */
export function audienceOf(
  values: Pick<NewsletterFormValues, keyof NewsletterFormValues>,
): NewsletterAudience {
  return {
    graduation_from: year(values.graduation_from),
    graduation_to: year(values.graduation_to),
    category: values.category || null,
    roles: values.roles as NewsletterAudience['roles'],
    country_code: values.country_code || null,
    language: (values.language || null) as NewsletterAudience['language'],
    job_seekers: values.job_seekers,
  }
}

function bodyOf(values: NewsletterFormValues): NewsletterBody {
  return {
    subject_es: values.subject_es,
    body_es: values.body_es,
    subject_en: values.subject_en,
    body_en: values.body_en,
    subject_ca: values.subject_ca,
    body_ca: values.body_ca,
    audience: audienceOf(values),
  }
}

/** A value that settles: the last one given, once it has not changed for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  const key = JSON.stringify(value)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the value's contents, not its identity
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [key, ms])
  return settled
}

/** The studies tree as options, each level indented: a parent counts its sub-categories in. */
function categoryOptions(tree: readonly CategoryNode[], depth = 0): { value: string; label: string }[] {
  return tree.flatMap((node) => [
    { value: node.hash, label: `${'\u00a0\u00a0'.repeat(depth)}${node.title}` },
    ...categoryOptions(node.children, depth + 1),
  ])
}

/**
 * The composer: a new draft (`newsletter` undefined) or a draft's page. `onSaved` is told of a new draft's hash
 * (the page moves to its address), `onSent` of a send or a schedule, `onDeleted` of the deletion.
 */
export function NewsletterForm({
  newsletter,
  onSaved,
  onSent,
  onDeleted,
}: {
  newsletter?: Newsletter
  onSaved: (hash: string) => void
  onSent: (hash: string) => void
  onDeleted: () => void
}) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const id = useId()
  const labels = { subject_es: t`Asunto en español`, body_es: t`Texto en español` }
  const schema = useLocalizedSchema(formSchema, labels)
  const form = useForm<NewsletterFormValues, unknown, NewsletterFormValues>({
    resolver: valibotResolver(schema, { lang: i18n.locale }) as never,
    defaultValues: valuesOf(newsletter),
  })
  const [hash, setHash] = useState(newsletter?.hash)
  const [when, setWhen] = useState<'now' | 'later'>('now')
  const [at, setAt] = useState('')
  const [atError, setAtError] = useState<string | null>(null)
  const [confirm, setConfirm] = useState<'send' | 'delete' | null>(null)
  const [busy, setBusy] = useState(false)

  const tree = useQuery(categoryTreeQueryOptions(api)).data ?? []
  const countries = useQuery(countriesQueryOptions(api)).data ?? []
  const watched = useWatch({ control: form.control })
  const audience = useSettled(audienceOf({ ...valuesOf(undefined), ...watched } as NewsletterFormValues), 400)
  const reach = useQuery({
    queryKey: [...adminNewslettersQueryKey, 'audience', audience],
    queryFn: ({ signal }) => countNewsletterAudience(api, { audience }, signal),
  })

  /** Saves the draft (a new one, or the changes): its hash. */
  const save = async (values: NewsletterFormValues): Promise<string> => {
    const saved = hash
      ? await updateNewsletter(api, hash, bodyOf(values))
      : await createNewsletter(api, bodyOf(values))
    setHash(saved.hash)
    form.reset(values)
    await queryClient.invalidateQueries({ queryKey: adminNewslettersQueryKey })
    return saved.hash
  }

  const { submit, alert } = useFormSubmit(form, fields, async (values) => {
    const saved = await save(values)
    notifySuccess(t`Borrador guardado.`)
    if (!newsletter) onSaved(saved)
  })

  const { submit: submitTest, alert: testAlert } = useFormSubmit(form, fields, async (values) => {
    const saved = await save(values)
    const { email } = await testNewsletter(api, saved)
    notifySuccess(t`Prueba enviada a ${email}.`)
    if (!newsletter) onSaved(saved)
  })

  const askSend = form.handleSubmit(() => {
    if (when === 'later') {
      const iso = madridToIso(at)
      if (!iso || new Date(iso).getTime() <= Date.now()) {
        setAtError(t`Elige una fecha y una hora futuras.`)
        return
      }
    }
    setAtError(null)
    setConfirm('send')
  })

  const send = async () => {
    setBusy(true)
    try {
      const saved = await save(form.getValues())
      const scheduled = when === 'later' ? madridToIso(at) : null
      await sendNewsletter(api, saved, scheduled ? { scheduled_at: scheduled } : {})
      notifySuccess(scheduled ? t`Boletín programado.` : t`Boletín enviándose.`)
      await queryClient.invalidateQueries({ queryKey: adminNewslettersQueryKey })
      onSent(saved)
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    if (!hash) return
    setBusy(true)
    try {
      await deleteNewsletter(api, hash)
      notifySuccess(t`Borrador borrado.`)
      await queryClient.invalidateQueries({ queryKey: adminNewslettersQueryKey })
      onDeleted()
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }

  const count = reach.data?.count
  const reachText =
    count === undefined ? (
      reach.isError ? (
        <Trans>No se ha podido contar a quién llega.</Trans>
      ) : (
        <Trans>Contando…</Trans>
      )
    ) : (
      <Plural value={count} one="Llega a # persona" other="Llega a # personas" />
    )
  const f = (name: keyof NewsletterFormValues) => ({
    id: `${id}-${name}`,
    registration: form.register(name),
    error: form.formState.errors[name] as never,
  })

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <RequiredNote />
      <FormAlert messages={[...alert, ...testAlert]} />

      {newsletterLanguages.map((language) => (
        <FormSection
          key={language}
          className="flex flex-col gap-4"
          title={
            language === 'es' ? (
              <Trans>Contenido en español</Trans>
            ) : language === 'en' ? (
              <Trans>Contenido en inglés</Trans>
            ) : (
              <Trans>Contenido en catalán</Trans>
            )
          }
        >
          {language !== 'es' ? (
            <p className="text-muted">
              {language === 'en' ? (
                <Trans>Opcional: quien lee en inglés recibe el texto en español si lo dejas vacío.</Trans>
              ) : (
                <Trans>Opcional: quien lee en catalán recibe el texto en español si lo dejas vacío.</Trans>
              )}
            </p>
          ) : null}
          <TextField
            {...f(`subject_${language}`)}
            label={
              language === 'es'
                ? labels.subject_es
                : language === 'en'
                  ? t`Asunto en inglés`
                  : t`Asunto en catalán`
            }
            required={language === 'es'}
            lang={language}
            maxLength={200}
          />
          <Controller
            control={form.control}
            name={`body_${language}`}
            render={({ field, fieldState }) => (
              <RichTextEditor
                id={`${id}-body_${language}`}
                label={
                  language === 'es'
                    ? labels.body_es
                    : language === 'en'
                      ? t`Texto en inglés`
                      : t`Texto en catalán`
                }
                required={language === 'es'}
                lang={language}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error}
              />
            )}
          />
        </FormSection>
      ))}

      <FormSection className="flex flex-col gap-4" title={<Trans>A quién se envía</Trans>}>
        <p className="text-muted">
          <Trans>
            Solo lo reciben las personas con la cuenta activa que aceptaron recibir el boletín, sean cuales
            sean los filtros. Sin filtros, llega a todas ellas.
          </Trans>
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...f('graduation_from')}
            label={t`Promoción desde`}
            inputMode="numeric"
            placeholder="2010"
            maxLength={4}
          />
          <TextField
            {...f('graduation_to')}
            label={t`Promoción hasta`}
            inputMode="numeric"
            placeholder="2020"
            maxLength={4}
          />
          <SelectField
            {...f('category')}
            label={t`Estudios`}
            hint={t`Una rama incluye sus estudios.`}
            options={[{ value: '', label: t`Todos los estudios` }, ...categoryOptions(tree)]}
          />
          <SelectField
            {...f('country_code')}
            label={t`País`}
            options={[
              { value: '', label: t`Todos los países` },
              ...countries.map((c) => ({ value: c.code, label: c.name })),
            ]}
          />
          <SelectField
            {...f('language')}
            label={t`Idioma`}
            options={[
              { value: '', label: t`Todos los idiomas` },
              ...newsletterLanguages.map((l) => ({ value: l, label: i18n._(languageLabels[l]) })),
            ]}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="font-bold">
            <Trans>Nivel</Trans>
          </legend>
          <p className="text-sm text-muted">
            <Trans>Sin ninguno marcado, todos los niveles.</Trans>
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {newsletterRoles.map((role) => (
              <label key={role} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  value={role}
                  {...form.register('roles')}
                  className="size-4 accent-primary"
                />
                {i18n._(roleLabels[role])}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex items-start gap-2">
          <input type="checkbox" {...form.register('job_seekers')} className="mt-1 size-4 accent-primary" />
          <span>
            <Trans>Solo quienes buscan empleo</Trans>
            <span className="block text-sm text-muted">
              <Trans>Reciben avisos de ofertas o están en el nivel de desempleo.</Trans>
            </span>
          </span>
        </label>
        <p aria-live="polite" className="rounded bg-surface p-3 text-lg font-bold">
          {reachText}
        </p>
      </FormSection>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="submit" className={buttonStyles.primary} disabled={form.formState.isSubmitting || busy}>
          {form.formState.isSubmitting ? <Trans>Guardando…</Trans> : <Trans>Guardar el borrador</Trans>}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={form.formState.isSubmitting || busy}
          onClick={submitTest}
        >
          <Trans>Enviarme una prueba</Trans>
        </button>
        {hash ? (
          <button
            type="button"
            className={buttonStyles.dangerSecondary}
            disabled={busy}
            onClick={() => setConfirm('delete')}
          >
            <Trans>Borrar el borrador</Trans>
          </button>
        ) : null}
      </div>

      <FormSection className="flex flex-col gap-4" title={<Trans>Envío</Trans>}>
        <fieldset className="flex flex-col gap-2">
          <legend className="font-bold">
            <Trans>Cuándo</Trans>
          </legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-when`}
              checked={when === 'now'}
              onChange={() => setWhen('now')}
              className="size-4 accent-primary"
            />
            <Trans>Ahora</Trans>
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-when`}
              checked={when === 'later'}
              onChange={() => setWhen('later')}
              className="size-4 accent-primary"
            />
            <Trans>En una fecha y hora</Trans>
          </label>
        </fieldset>
        {when === 'later' ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-at`} className="font-bold">
              <Trans>Fecha y hora (hora de Madrid)</Trans>
            </label>
            <input
              id={`${id}-at`}
              type="datetime-local"
              value={at}
              onChange={(e) => setAt(e.target.value)}
              className={`${inputClass} sm:max-w-xs`}
              aria-invalid={atError ? true : undefined}
              aria-describedby={atError ? `${id}-at-error` : undefined}
            />
            {atError ? (
              <p id={`${id}-at-error`} className="text-sm text-danger-strong">
                {atError}
              </p>
            ) : null}
          </div>
        ) : null}
        <div>
          <button type="button" className={buttonStyles.primary} disabled={busy} onClick={askSend}>
            {when === 'later' ? <Trans>Programar el envío…</Trans> : <Trans>Enviar ahora…</Trans>}
          </button>
        </div>
      </FormSection>

      <ConfirmDialog
        isOpen={confirm === 'send'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={when === 'later' ? <Trans>¿Programar el boletín?</Trans> : <Trans>¿Enviar el boletín?</Trans>}
        message={
          <p>
            {count === undefined ? (
              <Trans>Se enviará a las personas del público elegido.</Trans>
            ) : (
              <Plural
                value={count}
                one="Se enviará a # persona. Después no se puede cambiar."
                other="Se enviará a # personas. Después no se puede cambiar."
              />
            )}
          </p>
        }
        confirmLabel={when === 'later' ? <Trans>Programar</Trans> : <Trans>Enviar</Trans>}
        isPending={busy}
        onConfirm={send}
      />
      <ConfirmDialog
        isOpen={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={<Trans>¿Borrar el borrador?</Trans>}
        message={
          <p>
            <Trans>El borrador se borra para siempre.</Trans>
          </p>
        }
        confirmLabel={<Trans>Borrar</Trans>}
        variant="danger"
        isPending={busy}
        onConfirm={remove}
      />
    </form>
  )
}
