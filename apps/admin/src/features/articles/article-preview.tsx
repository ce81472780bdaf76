import type { ArticleViewData } from '@egresa/ui/app/article-view'
import { ArticleView } from '@egresa/ui/app/article-view'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useCallback, useState } from 'react'
import { createPortal } from 'react-dom'
import { madridToIso } from '../../lib/madrid-time'
import type { ArticleFormValues } from './article-form'

export const previewWidths = { phone: 390, desktop: 1280 } as const
export type PreviewWidth = keyof typeof previewWidths

/** The article as alumni will read it, from the form as it is now (saved or not), in one language. */
export function previewData(
  values: ArticleFormValues,
  language: 'es' | 'en',
  tagTitles: Map<string, string>,
  publishedAt: string | null,
): ArticleViewData {
  const en = language === 'en' && values.title_en.trim() !== ''
  const event = values.type === 'EVENT'
  const orNull = (s: string) => (s.trim() ? s : null)
  return {
    type: values.type,
    language: en ? 'en' : 'es',
    title: en ? values.title_en : values.title,
    summary: en ? values.summary_en || values.summary : values.summary,
    text: en ? values.text_en : values.text,
    image_alt: en ? values.image_alt_en || values.image_alt : values.image_alt,
    tags: values.tags.map((hash) => ({ hash, title: tagTitles.get(hash) ?? hash })),
    place: event ? orNull(values.place) : null,
    starts_at: event ? orNull(madridToIso(values.starts_at)) : null,
    ends_at: event ? orNull(madridToIso(values.ends_at)) : null,
    online_url: event ? orNull(values.online_url) : null,
    published_at: publishedAt ?? new Date().toISOString(),
  }
}

/**
 * A page of its own inside the office's page, `width` pixels wide: the component is rendered into the
 * frame's document (a portal, so it keeps this app's contexts), with this page's stylesheets copied into it,
 * so the layout answers to the frame's width exactly as the alumni app's page answers to a phone's or a
 * desktop's.
 */
export function PreviewFrame({
  width,
  lang,
  title,
  children,
}: {
  width: number
  lang: string
  title: string
  children: ReactNode
}) {
  const [body, setBody] = useState<HTMLElement | null>(null)
  const attach = useCallback(
    (frame: HTMLIFrameElement | null) => {
      const doc = frame?.contentDocument
      if (!doc) return
      const ready = () => {
        doc.documentElement.lang = lang
        for (const node of document.querySelectorAll('link[rel="stylesheet"], style'))
          doc.head.appendChild(node.cloneNode(true))
        // The brand's colours and font are custom properties of the page's root (written by the server).
        const rootStyle = document.documentElement.getAttribute('style')
        if (rootStyle) doc.documentElement.setAttribute('style', rootStyle)
        doc.body.className = document.body.className
        setBody(doc.body)
      }
      if (doc.readyState === 'complete' && doc.body) ready()
      else frame?.addEventListener('load', ready, { once: true })
    },
    [lang],
  )
  return (
    // A desktop's width scrolls sideways in a narrower window: focusable, so the keyboard scrolls it too.
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the focus (WCAG 2.1.1)
      tabIndex={0}
      aria-label={title}
      className="overflow-x-auto rounded border border-secondary bg-surface p-2"
    >
      <iframe
        ref={attach}
        key={lang}
        title={title}
        width={width}
        style={{ width, height: '80vh' }}
        className="mx-auto block bg-white"
      />
      {body ? createPortal(<div className="p-4 md:p-8">{children}</div>, body) : null}
    </section>
  )
}

/** The preview: the public page's component in a frame, at a phone's or a desktop's width, in either language. */
export function ArticlePreview({
  values,
  imageSrc,
  tagTitles,
  publishedAt,
}: {
  values: ArticleFormValues
  imageSrc: string | null
  tagTitles: Map<string, string>
  publishedAt: string | null
}) {
  const { t } = useLingui()
  const [width, setWidth] = useState<PreviewWidth>('desktop')
  const [language, setLanguage] = useState<'es' | 'en'>('es')
  const data = previewData(values, language, tagTitles, publishedAt)
  const toggle = (pressed: boolean) =>
    `rounded border px-3 py-1 font-bold ${pressed ? 'border-primary bg-primary text-white' : 'border-secondary bg-white text-primary'}`
  return (
    <section aria-labelledby="article-preview" className="flex flex-col gap-3">
      <h2 id="article-preview" className="text-xl font-bold">
        <Trans>Vista previa</Trans>
      </h2>
      <p className="text-sm text-muted">
        <Trans>Así verán el artículo en el portal, con lo que has escrito aunque no lo hayas guardado.</Trans>
      </p>
      <div className="flex flex-wrap gap-4">
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">
            <Trans>Ancho</Trans>
          </legend>
          <button
            type="button"
            aria-pressed={width === 'phone'}
            className={toggle(width === 'phone')}
            onClick={() => setWidth('phone')}
          >
            <Trans>Móvil (390 px)</Trans>
          </button>
          <button
            type="button"
            aria-pressed={width === 'desktop'}
            className={toggle(width === 'desktop')}
            onClick={() => setWidth('desktop')}
          >
            <Trans>Escritorio (1280 px)</Trans>
          </button>
        </fieldset>
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">
            <Trans>Idioma</Trans>
          </legend>
          <button
            type="button"
            aria-pressed={language === 'es'}
            className={toggle(language === 'es')}
            onClick={() => setLanguage('es')}
          >
            <Trans>En español</Trans>
          </button>
          <button
            type="button"
            aria-pressed={language === 'en'}
            className={toggle(language === 'en')}
            onClick={() => setLanguage('en')}
          >
            <Trans>En inglés</Trans>
          </button>
        </fieldset>
      </div>
      {language === 'en' && !values.title_en.trim() ? (
        <p className="text-sm">
          <Trans>Sin texto en inglés, la página en inglés muestra el español.</Trans>
        </p>
      ) : null}
      <PreviewFrame width={previewWidths[width]} lang={language} title={t`Vista previa del artículo`}>
        <ArticleView article={data} locale={language} imageSrc={imageSrc} />
      </PreviewFrame>
    </section>
  )
}
