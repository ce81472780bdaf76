import type { Article } from '@egresa/api-contract/articles'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { OtherLanguageMark } from './content-language'

// An article (news or an event) as alumni read it on its page: the alumni app's article page and the office's
// preview in the editor (which must show exactly what alumni will read, at a phone's and a desktop's width)
// render this. What only a reader does (saving it, signing up, the tags' links) comes in as slots.

/** The fields of an article the view shows (the office's preview builds them from its unsaved form). */
export type ArticleViewData = Pick<
  Article,
  | 'type'
  | 'language'
  | 'title'
  | 'summary'
  | 'text'
  | 'tags'
  | 'place'
  | 'starts_at'
  | 'ends_at'
  | 'published_at'
> & { image_alt?: string | null; online_url?: string | null }

/** News or an event (the Agenda), as a label. */
export function ArticleTypeLabel({ type }: { type: Article['type'] }) {
  return (
    <span className="self-start rounded bg-surface px-2 py-0.5 text-sm font-bold text-primary">
      {type === 'EVENT' ? <Trans>Agenda</Trans> : <Trans>Noticia</Trans>}
    </span>
  )
}

/** A moment of an event in the university's time: "14 de mayo de 2026, 18:00". */
function dateTime(value: string, locale: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  }).format(date)
}

/** A day in the university's time: "14 de mayo de 2026". */
function day(value: string, locale: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(date)
}

/**
 * The article's header, image, text, tags and facts (when and where, the link to join online), in the page's
 * language `locale`: an article read in the other language carries its `lang` and a mark. On a phone the
 * facts come before the text.
 */
export function ArticleView({
  article,
  locale,
  imageSrc,
  before,
  actions,
  aside,
  calendar,
  tag = (t) => t.title,
}: {
  article: ArticleViewData
  /** The page's language. */
  locale: string
  /** The image's address as the browser loads it (null: no image). */
  imageSrc: string | null
  /** Above the article (the alumni page's link back to the list). */
  before?: ReactNode
  /** Under the header (the alumni page's save button). */
  actions?: ReactNode
  /** Under the facts (the alumni page's sign-up panel). */
  aside?: ReactNode
  /** The event's calendar file's link, in the facts. */
  calendar?: ReactNode
  /** A tag's content (the alumni page links each to the list of its articles). */
  tag?: (tag: Article['tags'][number]) => ReactNode
}) {
  const { t, i18n } = useLingui()
  const other = article.language !== locale ? article.language : undefined
  const facts: { term: string; value: string | null; dateTime?: string }[] =
    article.type === 'EVENT'
      ? [
          { term: t`Lugar`, value: article.place },
          {
            term: t`Empieza`,
            value: article.starts_at ? dateTime(article.starts_at, i18n.locale) : null,
            dateTime: article.starts_at ?? undefined,
          },
          {
            term: t`Termina`,
            value: article.ends_at ? dateTime(article.ends_at, i18n.locale) : null,
            dateTime: article.ends_at ?? undefined,
          },
        ]
      : [
          {
            term: t`Publicado`,
            value: article.published_at ? day(article.published_at, i18n.locale) : null,
            dateTime: article.published_at ?? undefined,
          },
        ]
  const online = article.type === 'EVENT' ? article.online_url : null

  return (
    <article className="flex flex-col gap-6">
      {before}
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <ArticleTypeLabel type={article.type} />
          {other ? <OtherLanguageMark language={other} /> : null}
        </div>
        <h1 lang={other} className="text-3xl font-bold md:text-4xl">
          {article.title}
        </h1>
        {article.summary ? (
          <p lang={other} className="text-lg text-muted">
            {article.summary}
          </p>
        ) : null}
        {actions ? <div>{actions}</div> : null}
      </header>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {imageSrc ? (
            <img
              src={imageSrc}
              alt={article.image_alt ?? ''}
              lang={other}
              width={1280}
              height={720}
              className="aspect-video w-full rounded object-cover"
            />
          ) : null}
          <div
            lang={other}
            className="article-text flex flex-col gap-4 break-words text-lg [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-secondary [&_blockquote]:pl-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
            // Safe: the API sanitizes an article's HTML when the alumni office saves it (no script, no event
            // attribute, no javascript: link: apps/api/src/lib/rich-text.ts), and the text only comes from that
            // field. The office's preview shows its own unsaved text, in a frame of its own page.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API on the way in
            dangerouslySetInnerHTML={{ __html: article.text }}
          />
          {article.tags.length > 0 ? (
            <section aria-labelledby="article-tags" className="flex flex-col gap-2">
              <h2 id="article-tags" className="font-bold">
                <Trans>Etiquetas</Trans>
              </h2>
              <ul className="flex flex-wrap gap-2">
                {article.tags.map((item) => (
                  <li key={item.hash}>{tag(item)}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="order-first flex flex-col gap-4 lg:order-none">
          <section aria-labelledby="article-facts" className="flex flex-col gap-3 rounded bg-surface p-5">
            <h2 id="article-facts" className="text-xl font-bold">
              {article.type === 'EVENT' ? <Trans>Cuándo y dónde</Trans> : <Trans>Fecha</Trans>}
            </h2>
            <dl className="flex flex-col gap-2">
              {facts
                .filter((f) => f.value)
                .map((f) => (
                  <div key={f.term} className="flex flex-col">
                    <dt className="text-sm font-bold text-muted">{f.term}</dt>
                    <dd>{f.dateTime ? <time dateTime={f.dateTime}>{f.value}</time> : f.value}</dd>
                  </div>
                ))}
            </dl>
            {online ? (
              <a
                href={online}
                rel="noopener noreferrer nofollow"
                className="self-start font-bold text-primary underline"
              >
                <Trans>Unirse en línea</Trans>
              </a>
            ) : null}
            {calendar}
          </section>
          {aside}
        </aside>
      </div>
    </article>
  )
}
