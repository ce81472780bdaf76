import type { ReactNode } from 'react'
import { usePageTitle } from './page-title'

/** A page with a title and a few lines of text. */
export function SimplePage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title)
  return (
    <article className="max-w-3xl">
      <h1 className="mb-4 text-3xl font-bold">{title}</h1>
      <div className="flex flex-col gap-3 text-lg">{children}</div>
    </article>
  )
}
