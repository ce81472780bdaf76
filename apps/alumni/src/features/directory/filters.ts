import type { DirectoryQuery } from '@egresa/api-contract/directory'

/** The directory's filters, as the URL keeps them (the contract's `DirectoryQuery` without the paging). */
export type DirectoryFilters = Pick<
  DirectoryQuery,
  'text' | 'category' | 'country_code' | 'graduation_year' | 'tags'
>

export const noDirectoryFilters: Record<keyof DirectoryFilters, undefined> = {
  text: undefined,
  category: undefined,
  country_code: undefined,
  graduation_year: undefined,
  tags: undefined,
}

/**
 * What the list asks the API for: without the details a viewer may not filter on what they do not see
 * (the API answers 403), so a shared link with tags or a city shows them the rest of its filters.
 */
export function directoryCall(search: DirectoryQuery, details: boolean): DirectoryQuery {
  if (details) return search
  const { tags: _tags, location: _location, ...rest } = search
  return rest
}

/**
 * The tags of one group chosen in `all` replaced by `chosen`: the area and the specialty filters share the
 * URL's one `tags` list (a person matches with any of them).
 */
export function replaceTags(
  all: readonly string[] | undefined,
  group: readonly string[],
  chosen: readonly string[] | undefined,
): string[] | undefined {
  const next = [...(all ?? []).filter((hash) => !group.includes(hash)), ...(chosen ?? [])]
  return next.length ? next : undefined
}
