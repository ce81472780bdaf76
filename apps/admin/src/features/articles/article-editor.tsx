import {
  adminArticlesQueryKey,
  createArticle,
  deleteArticle,
  deleteArticleImage,
  setArticleStatus,
  updateArticle,
  uploadArticleImage,
} from '@egresa/api-client/admin'
import { tagsQueryOptions } from '@egresa/api-client/reference'
import type { AdminArticle } from '@egresa/api-contract/articles'
import { useApi } from '@egresa/ui/app/api'
import { useApiHref } from '@egresa/ui/app/files'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { notifySuccess } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDeleteDialog } from '@egresa/ui/confirm-dialog'
import {
  type BoundField,
  FieldErrors,
  FormAlert,
  RequiredNote,
  SelectField,
  TextAreaField,
  TextField,
} from '@egresa/ui/form-fields'
import { useFormSubmit } from '@egresa/ui/server-errors'
import { valibotResolver } from '@hookform/resolvers/valibot'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import { Controller, type FieldError, type Path, type Resolver, set, useForm } from 'react-hook-form'
import { isoToMadrid, madridToIso } from '../../lib/madrid-time'
import { RichTextEditor } from '../../lib/rich-text-editor'
import {
  type ArticleBody,
  ArticleFormSchema,
  type ArticleFormValues,
  articleFields,
  articleRuleErrors,
  type EditorValues,
  emptyArticle,
  formValuesOf,
  type Publication,
} from './article-form'
import { ArticlePreview } from './article-preview'
import { EventSignupsFields } from './event-signups-fields'
import { ArticleStatusBadge } from './labels'

export type { Publication } from './article-form'

const editorFields = [...articleFields, 'publish_at'] as const satisfies readonly Path<EditorValues>[]

function publicationOf(article: AdminArticle | undefined): { publication: Publication; publish_at: string } {
  if (article?.status === 'PUBLISHED') return { publication: 'now', publish_at: '' }
  if (article?.publish_at) return { publication: 'schedule', publish_at: isoToMadrid(article.publish_at) }
  return { publication: 'draft', publish_at: '' }
}

const altRequired = msg`Describe la imagen en español para publicar el artículo: quien no la ve la oirá así.`
const scheduleInFuture = msg`Elige una fecha y hora posteriores a ahora.`

/**
 * `/{locale}/articles/new` and `/{locale}/articles/{hash}`: a news item or an event in Spanish and, if the
 * office wants, English (side by side on a wide screen), its image with its description, its tags, an
 * event's facts, and its publication: a draft, published now, or at a day and time (Madrid); with the
 * preview of its public page as it stands.
 */
export function ArticleEditor({ article }: { article?: AdminArticle }) {
  const { t, i18n } = useLingui()
  const title = article ? t`Editar artículo` : t`Nuevo artículo`
  usePageTitle(article ? article.title : title)
  const api = useApi()
  const apiHref = useApiHref()
  const locale = useLocale()
  const href = useHref()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const tags = useQuery(tagsQueryOptions(api, { type: 'ARTICLE' }))
  const [hash, setHash] = useState(article?.hash ?? null)
  const [image, setImage] = useState<{ file: File; url: string } | null>(null)
  const [removeImage, setRemoveImage] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const say = (m: MessageDescriptor) => i18n._(m)
  const form = useForm<EditorValues, unknown, ArticleBody>({
    // The schema reads the article's fields, and the rules between them are added; the publication's two
    // are read on submit.
    resolver: async (values, context, options) => {
      const checked = await (
        valibotResolver(ArticleFormSchema, { lang: i18n.locale }) as unknown as Resolver<
          EditorValues,
          unknown,
          ArticleBody
        >
      )(values, context, options)
      const rules = Object.entries(articleRuleErrors(values, say))
      if (!rules.length) return checked
      // Nested as the schema's are (`questions.0.options` under `questions[0]`); the schema's own come first.
      const errors: Record<string, unknown> = {}
      for (const [field, message] of rules) set(errors, field, { type: 'rule', message })
      return { values: {}, errors: { ...errors, ...checked.errors } as never }
    },
    defaultValues: { ...(article ? formValuesOf(article) : emptyArticle), ...publicationOf(article) },
  })
  useEffect(() => () => (image ? URL.revokeObjectURL(image.url) : undefined), [image])

  const values = form.watch()
  const currentImage = image?.url ?? (!removeImage && article?.image ? apiHref(article.image) : null)
  const tagTitles = new Map((tags.data ?? []).map((tag) => [tag.hash, tag.title]))

  const { submit, alert } = useFormSubmit(form, editorFields, async (body) => {
    const { publication, publish_at } = form.getValues()
    const at = publication === 'schedule' ? madridToIso(publish_at) : ''
    const saved = hash ? await updateArticle(api, hash, body) : await createArticle(api, body)
    setHash(saved.hash)
    if (image) await uploadArticleImage(api, saved.hash, image.file)
    else if (removeImage && article?.image) await deleteArticleImage(api, saved.hash)
    const was = publicationOf(article ?? saved)
    const changed =
      publication !== was.publication || (publication === 'schedule' && publish_at !== was.publish_at)
    if (changed || !article) {
      if (publication === 'now') await setArticleStatus(api, saved.hash, { status: 'PUBLISHED' })
      else if (publication === 'schedule')
        await setArticleStatus(api, saved.hash, { status: 'PUBLISHED', publish_at: at })
      else if (article) await setArticleStatus(api, saved.hash, { status: 'UNPUBLISHED' })
    }
    await queryClient.invalidateQueries({ queryKey: adminArticlesQueryKey })
    notifySuccess(
      publication === 'now'
        ? t`Artículo guardado y publicado.`
        : publication === 'schedule'
          ? t`Artículo guardado y programado.`
          : t`Artículo guardado como borrador.`,
    )
    setImage(null)
    setRemoveImage(false)
    await navigate({
      to: '/$locale/articles/$hash',
      params: { locale, hash: saved.hash },
      replace: true,
    })
  })

  const f = (name: keyof ArticleFormValues | 'publish_at'): Omit<BoundField, 'label'> => ({
    id: `article-${name}`,
    registration: form.register(name),
    error: form.formState.errors[name] as FieldError | undefined,
  })
  const isEvent = values.type === 'EVENT'

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <p>
          <Link to="/$locale/articles" params={{ locale }} className="underline">
            <span aria-hidden="true">‹ </span>
            <Trans>Noticias y eventos</Trans>
          </Link>
        </p>
        <h1 className="text-3xl font-bold">{title}</h1>
        {article ? (
          <div>
            <ArticleStatusBadge article={article} />
          </div>
        ) : null}
      </header>

      <form
        noValidate
        onSubmit={(event) => {
          // What the server would refuse of a publication, said next to its field before anything is sent.
          const { publication, publish_at, image_alt } = form.getValues()
          if (publication !== 'draft' && currentImage && !image_alt.trim()) {
            event.preventDefault()
            form.setError('image_alt', { type: 'alt', message: say(altRequired) }, { shouldFocus: true })
            return
          }
          const at = madridToIso(publish_at)
          if (publication === 'schedule' && (!at || !(new Date(at) > new Date()))) {
            event.preventDefault()
            form.setError(
              'publish_at',
              { type: 'future', message: say(scheduleInFuture) },
              { shouldFocus: true },
            )
            return
          }
          return submit(event)
        }}
        className="flex flex-col gap-8"
      >
        <FormAlert messages={alert} />
        <RequiredNote />
        <SelectField
          {...f('type')}
          label={t`Tipo`}
          required
          className="max-w-xs"
          options={[
            { value: 'NEWS', label: t`Noticia` },
            { value: 'EVENT', label: t`Evento` },
          ]}
        />

        {/* Both languages side by side from a wide screen, one after the other on a phone. */}
        <div className="grid gap-8 lg:grid-cols-2">
          <LanguageColumn legend={<Trans>En español</Trans>} lang="es" suffix="" required form={form} f={f} />
          <LanguageColumn
            legend={<Trans>En inglés (opcional)</Trans>}
            hint={<Trans>Si escribes el título en inglés, escribe también el texto.</Trans>}
            lang="en"
            suffix="_en"
            form={form}
            f={f}
          />
        </div>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 text-xl font-bold">
            <Trans>Imagen</Trans>
          </legend>
          <div className="flex flex-col gap-4 md:flex-row md:items-start">
            {currentImage ? (
              <img
                src={currentImage}
                alt={values.image_alt}
                className="aspect-video w-full max-w-sm rounded object-cover"
              />
            ) : null}
            <div className="flex flex-col gap-2">
              <label htmlFor="article-image" className="font-bold">
                {currentImage ? <Trans>Cambiar la imagen</Trans> : <Trans>Añadir una imagen</Trans>}
              </label>
              <input
                id="article-image"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                aria-describedby="article-image-hint"
                onChange={(e) => {
                  const file = e.target.files?.[0]
                  if (file) {
                    setImage({ file, url: URL.createObjectURL(file) })
                    setRemoveImage(false)
                  }
                }}
              />
              <p id="article-image-hint" className="text-sm text-muted">
                <Trans>JPEG, PNG o WebP de hasta 8 MB. Se sube al guardar.</Trans>
              </p>
              {currentImage ? (
                <button
                  type="button"
                  className={`${buttonStyles.secondary} self-start`}
                  onClick={() => {
                    setImage(null)
                    setRemoveImage(true)
                  }}
                >
                  <Trans>Quitar la imagen</Trans>
                </button>
              ) : null}
            </div>
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <TextField
              {...f('image_alt')}
              label={t`Descripción de la imagen (texto alternativo)`}
              required={Boolean(currentImage)}
              hint={t`Qué muestra la imagen, para quien no puede verla. Necesaria para publicar con imagen.`}
            />
            <TextField {...f('image_alt_en')} lang="en" label={t`Descripción de la imagen en inglés`} />
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-3 text-xl font-bold">
            <Trans>Etiquetas</Trans>
          </legend>
          {tags.isPending ? (
            <p className="text-muted">
              <Trans>Cargando las etiquetas…</Trans>
            </p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {(tags.data ?? []).map((tag) => (
                <li key={tag.hash} className="flex items-center gap-2">
                  <input
                    id={`article-tag-${tag.hash}`}
                    type="checkbox"
                    value={tag.hash}
                    className="size-5 accent-primary"
                    {...form.register('tags')}
                  />
                  <label htmlFor={`article-tag-${tag.hash}`}>{tag.title}</label>
                </li>
              ))}
            </ul>
          )}
          <FieldErrors id="article-tags" error={form.formState.errors.tags as never} />
        </fieldset>

        {isEvent ? (
          <fieldset className="grid gap-4 md:grid-cols-2">
            <legend className="mb-3 text-xl font-bold">
              <Trans>El evento</Trans>
            </legend>
            <TextField {...f('place')} label={t`Lugar`} required className="md:col-span-2" />
            <TextField
              {...f('starts_at')}
              type="datetime-local"
              label={t`Empieza`}
              required
              hint={t`Hora de Madrid.`}
            />
            <TextField {...f('ends_at')} type="datetime-local" label={t`Termina`} hint={t`Hora de Madrid.`} />
            <TextField
              {...f('online_url')}
              type="url"
              label={t`Enlace para unirse en línea`}
              hint={t`Una videollamada o una emisión, si se puede seguir en línea.`}
              className="md:col-span-2"
            />
            <TextField
              {...f('subscription_url')}
              type="url"
              label={t`Enlace de inscripción`}
              hint={t`Donde se apuntan quienes quieren ir.`}
            />
            <TextField
              {...f('subscription_email')}
              type="email"
              label={t`Correo de inscripción`}
              hint={t`O un correo al que escribir para apuntarse.`}
            />
          </fieldset>
        ) : null}

        {isEvent ? (
          <EventSignupsFields form={form} hash={hash} closed={article?.signups_closed ?? false} />
        ) : null}

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-xl font-bold">
            <Trans>Publicación</Trans>
          </legend>
          {(
            [
              [
                'draft',
                article?.status === 'PUBLISHED' ? t`Retirar: volver a borrador` : t`Guardar como borrador`,
              ],
              ['now', article?.status === 'PUBLISHED' ? t`Publicado` : t`Publicar ahora`],
              ['schedule', t`Publicar en una fecha y hora`],
            ] as const
          ).map(([value, label]) => (
            <div key={value} className="flex items-center gap-3">
              <input
                id={`article-publication-${value}`}
                type="radio"
                value={value}
                className="size-5 accent-primary"
                {...form.register('publication')}
              />
              <label htmlFor={`article-publication-${value}`}>{label}</label>
            </div>
          ))}
          {values.publication === 'schedule' ? (
            <TextField
              {...f('publish_at')}
              type="datetime-local"
              step={1}
              label={t`Fecha y hora de publicación`}
              required
              hint={t`Hora de Madrid. Hasta entonces no se ve en el portal.`}
              className="max-w-xs"
            />
          ) : null}
        </fieldset>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {article ? (
            <button type="button" className={buttonStyles.dangerSecondary} onClick={() => setDeleting(true)}>
              <Trans>Eliminar</Trans>
            </button>
          ) : (
            <span />
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Link to="/$locale/articles" params={{ locale }} className={buttonStyles.secondary}>
              <Trans>Cancelar</Trans>
            </Link>
            <button type="submit" className={buttonStyles.primary} disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? <Trans>Guardando…</Trans> : <Trans>Guardar</Trans>}
            </button>
          </div>
        </div>
      </form>

      <ArticlePreview
        values={values}
        imageSrc={currentImage}
        tagTitles={tagTitles}
        publishedAt={article?.published_at ?? null}
      />

      {article ? (
        <ConfirmDeleteDialog
          isOpen={deleting}
          onOpenChange={setDeleting}
          message={t`Se eliminará «${article.title}» con su imagen, y quien lo guardó o se inscribió dejará de verlo.`}
          onConfirm={async () => {
            await deleteArticle(api, article.hash)
            await queryClient.invalidateQueries({ queryKey: adminArticlesQueryKey })
            notifySuccess(t`Artículo eliminado.`)
            await navigate({ href: href({ to: '/$locale/articles', params: { locale } }) })
          }}
        />
      ) : null}
    </div>
  )
}

/** One language's title, address, summary and text. */
function LanguageColumn({
  legend,
  hint,
  lang,
  suffix,
  required,
  form,
  f,
}: {
  legend: ReactNode
  hint?: ReactNode
  lang: 'es' | 'en'
  suffix: '' | '_en'
  required?: boolean
  form: ReturnType<typeof useForm<EditorValues, unknown, ArticleBody>>
  f: (name: keyof ArticleFormValues) => Omit<BoundField, 'label'>
}) {
  const { t } = useLingui()
  const text = `text${suffix}` as 'text' | 'text_en'
  return (
    <fieldset lang={lang === 'en' ? 'en' : undefined} className="flex min-w-0 flex-col gap-4">
      <legend className="mb-3 text-xl font-bold" lang={undefined}>
        {legend}
      </legend>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      <TextField {...f(`title${suffix}`)} label={t`Título`} required={required} />
      <TextField
        {...f(`slug${suffix}`)}
        label={t`Dirección (slug)`}
        hint={t`Opcional: se hace con el título (minúsculas, sin acentos, con guiones).`}
      />
      <TextAreaField {...f(`summary${suffix}`)} label={t`Resumen`} rows={3} />
      <Controller
        control={form.control}
        name={text}
        render={({ field, fieldState }) => (
          <RichTextEditor
            id={`article-${text}`}
            label={t`Texto`}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error}
            required={required}
            lang={lang}
          />
        )}
      />
    </fieldset>
  )
}
