import { FieldErrors, fieldAria, RequiredMark } from '@egresa/ui/form-fields'
import { Trans, useLingui } from '@lingui/react/macro'
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import type { FieldError } from 'react-hook-form'

/**
 * The office's rich-text editor (articles, events, newsletters): TipTap with what the server's sanitizer keeps
 * (apps/api/src/lib/rich-text.ts): paragraphs, headings 2 and 3, bold, italic, underline, strike, lists, quotes,
 * links and rules. Its value is HTML; an empty text is ''. The server cleans whatever it is sent, so this is
 * the person's help, not the rule.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  lang,
}: {
  id: string
  label: ReactNode
  value: string
  onChange: (html: string) => void
  error?: FieldError
  hint?: ReactNode
  required?: boolean
  /** The language of the text written (the English column says `en`). */
  lang?: string
}) {
  const labelId = `${id}-label`
  const aria = fieldAria(id, error, hint)
  const editor = useEditor({
    // The admin app renders on the server only its shell: the editor starts in the browser.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        // No empty paragraph kept after a closing heading or list: Enter makes one when it is wanted.
        trailingNode: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
        ...(aria['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(lang ? { lang } : {}),
        class:
          'rich-text min-h-48 px-3 py-2 focus:outline-none [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-secondary [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML()),
  })

  // A value set from outside (the article loaded, the form reset) replaces the text; the person's own typing
  // comes back equal and changes nothing.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="font-bold">
        {label}
        {required ? <RequiredMark /> : null}
      </span>
      <div
        className={`rounded border bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary ${
          error ? 'border-danger-strong' : 'border-secondary'
        }`}
      >
        {editor ? <Toolbar editor={editor} /> : null}
        {/* Until the editor starts (a moment after the page), the text shows as it is, read-only. */}
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <div className="min-h-48 px-3 py-2 text-muted" aria-busy="true">
            <Trans>Cargando el editor…</Trans>
          </div>
        )}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={id} error={error} />
    </div>
  )
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useLingui()
  const [linking, setLinking] = useState(false)
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  })
  const run = () => editor.chain().focus()
  const buttons: {
    label: string
    text: ReactNode
    active?: boolean
    disabled?: boolean
    action: () => void
  }[] = [
    { label: t`Negrita`, text: <b>B</b>, active: state.bold, action: () => run().toggleBold().run() },
    { label: t`Cursiva`, text: <i>I</i>, active: state.italic, action: () => run().toggleItalic().run() },
    {
      label: t`Subrayado`,
      text: <span className="underline">U</span>,
      active: state.underline,
      action: () => run().toggleUnderline().run(),
    },
    {
      label: t`Título de sección`,
      text: 'H2',
      active: state.h2,
      action: () => run().toggleHeading({ level: 2 }).run(),
    },
    {
      label: t`Subtítulo`,
      text: 'H3',
      active: state.h3,
      action: () => run().toggleHeading({ level: 3 }).run(),
    },
    {
      label: t`Lista con viñetas`,
      text: '•',
      active: state.bullets,
      action: () => run().toggleBulletList().run(),
    },
    {
      label: t`Lista numerada`,
      text: '1.',
      active: state.numbers,
      action: () => run().toggleOrderedList().run(),
    },
    { label: t`Cita`, text: '“”', active: state.quote, action: () => run().toggleBlockquote().run() },
    {
      label: t`Enlace`,
      // A drawing, not the emoji: a computer without an emoji font shows an empty box.
      text: (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path strokeLinecap="round" d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
          <path strokeLinecap="round" d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </svg>
      ),
      active: state.link,
      action: () => setLinking((open) => !open),
    },
    { label: t`Deshacer`, text: '↶', disabled: !state.undo, action: () => run().undo().run() },
    { label: t`Rehacer`, text: '↷', disabled: !state.redo, action: () => run().redo().run() },
  ]
  return (
    <div className="border-b border-secondary">
      <div role="toolbar" aria-label={t`Formato del texto`} className="flex flex-wrap gap-1 p-1">
        {buttons.map((b) => (
          <button
            key={b.label}
            type="button"
            title={b.label}
            aria-label={b.label}
            aria-pressed={b.active === undefined ? undefined : b.active}
            disabled={b.disabled}
            onClick={b.action}
            className="min-h-9 min-w-9 rounded px-2 text-sm hover:bg-surface aria-pressed:bg-primary aria-pressed:text-white disabled:opacity-50"
          >
            {/* The glyph is drawn by CSS, not text: the button's name is its label (axe's label-in-name
                rule would read "H2" as words the name must hold). */}
            {typeof b.text === 'string' ? (
              <span aria-hidden="true" data-glyph={b.text} className="before:content-[attr(data-glyph)]" />
            ) : (
              <span aria-hidden="true">{b.text}</span>
            )}
          </button>
        ))}
      </div>
      {linking ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
    </div>
  )
}

/** The address of the selected text's link: set, changed or removed (an empty address). */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useLingui()
  const inputId = useId()
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '')
  const [error, setError] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = href.trim()
    const chain = editor.chain().focus().extendMarkRange('link')
    if (!address) {
      chain.unsetLink().run()
      onDone()
      return
    }
    if (!/^(https?:\/\/|mailto:)/i.test(address)) {
      setError(t`Escribe una dirección que empiece por https:// o mailto:.`)
      return
    }
    chain.setLink({ href: address }).run()
    onDone()
  }
  // Not a <form>: the editor sits inside the page's form, and forms cannot nest.
  return (
    <div className="flex flex-wrap items-end gap-2 p-2">
      <div className="flex grow flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-bold">
          <Trans>Dirección del enlace (vacía para quitarlo)</Trans>
        </label>
        <input
          id={inputId}
          type="url"
          value={href}
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit(e)
            if (e.key === 'Escape') onDone()
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          // biome-ignore lint/a11y/noAutofocus: the field opened by the toolbar's link button
          autoFocus
          className="rounded border border-secondary px-2 py-1"
        />
        {error ? (
          <p id={`${inputId}-error`} className="text-sm text-danger-strong">
            {error}
          </p>
        ) : null}
      </div>
      <button type="button" onClick={submit} className="rounded bg-primary px-3 py-1 font-bold text-white">
        <Trans>Aplicar</Trans>
      </button>
      <button type="button" onClick={onDone} className="rounded border border-secondary px-3 py-1">
        <Trans>Cancelar</Trans>
      </button>
    </div>
  )
}
