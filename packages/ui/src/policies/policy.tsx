import type { ReactNode } from 'react'

/** Headings and paragraphs of a policy page. */
export function Policy({
  title,
  updated,
  children,
}: {
  title: string
  updated: string
  children: ReactNode
}) {
  return (
    <article className="prose-policy flex max-w-3xl flex-col gap-4">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-sm text-muted">{updated}</p>
      {children}
    </article>
  )
}

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-xl font-bold">{title}</h2>
      {children}
    </section>
  )
}
