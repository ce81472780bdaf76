import type { ApiClient } from '@egresa/api-client/client'
import {
  workgroupCommentsQueryOptions,
  workgroupMembersQueryOptions,
  workgroupQueryOptions,
} from '@egresa/api-client/workgroups'
import {
  COMMENTS_PAGE_SIZE,
  FILES_PAGE_SIZE,
  MEMBERS_PAGE_SIZE,
  type WorkgroupTab,
} from '@egresa/api-contract/workgroups-search'
import type { QueryClient } from '@tanstack/react-query'
import { orNotFound } from '../../lib/not-found'

type Context = { api: ApiClient; queryClient: QueryClient }

/**
 * A group page's data: the group (an unknown slug is the 404 page) and, for whoever may read it, the first
 * answer of the section shown, so the server's HTML has it. A private group's sections are never asked for
 * by someone who may not read them (the API would answer 401 or 403).
 */
export async function loadWorkgroup(
  context: Context,
  slug: string,
  { tab, page, onlyFiles }: { tab: WorkgroupTab; page: number; onlyFiles: boolean },
) {
  const group = await orNotFound(
    context.queryClient.ensureQueryData(workgroupQueryOptions(context.api, slug)),
  )
  if (!group.can_read) return group
  const section =
    tab === 'members'
      ? workgroupMembersQueryOptions(context.api, group.slug, { page, size: MEMBERS_PAGE_SIZE })
      : tab === 'files'
        ? workgroupCommentsQueryOptions(context.api, group.slug, {
            only_files: 'true',
            page,
            size: FILES_PAGE_SIZE,
          })
        : workgroupCommentsQueryOptions(context.api, group.slug, commentsQuery(page, onlyFiles))
  const read = context.queryClient.ensureQueryData(section as never)
  // The server waits for it; in the browser the page shows while it comes.
  if (typeof document === 'undefined') await read
  else void Promise.resolve(read).catch(() => undefined)
  return group
}

/** The conversation's query: a page of the wall, or of the comments with a file. */
export function commentsQuery(page: number, onlyFiles: boolean) {
  return { page, size: COMMENTS_PAGE_SIZE, ...(onlyFiles ? { only_files: 'true' } : {}) }
}
