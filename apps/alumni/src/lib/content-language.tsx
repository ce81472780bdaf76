/** The content's language when it is not the page's (for `lang` and the mark), else undefined. */
export function otherLanguage(language: 'es' | 'en' | undefined, locale: string): 'es' | 'en' | undefined {
  return language && language !== locale ? language : undefined
}
