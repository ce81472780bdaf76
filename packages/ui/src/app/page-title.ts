import { usePageHead } from './page-head'

/** Sets the title of a page that has nothing more to tell search engines (members-only pages, forms). */
export function usePageTitle(title: string): void {
  usePageHead({ title })
}
