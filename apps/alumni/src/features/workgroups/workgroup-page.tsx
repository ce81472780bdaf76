import {
  deleteManagedFile,
  workgroupCommentsQueryOptions,
  workgroupMembersQueryOptions,
  workgroupQueryOptions,
  workgroupsQueryKey,
} from '@egresa/api-client/workgroups'
import {
  FILES_PAGE_SIZE,
  MEMBERS_PAGE_SIZE,
  type Workgroup,
  type WorkgroupComment,
} from '@egresa/api-contract/workgroups'
import type { WorkgroupTab } from '@egresa/api-contract/workgroups-search'
import { useApi } from '@egresa/ui/app/api'
import { Avatar } from '@egresa/ui/app/avatar'
import { OtherLanguageMark } from '@egresa/ui/app/content-language'
import { useApiHref } from '@egresa/ui/app/files'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { notifySuccess } from '@egresa/ui/app/notify'
import { usePageHead, useSiteOrigin } from '@egresa/ui/app/page-head'
import { formatWhen, WorkgroupOverview } from '@egresa/ui/app/workgroup'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDeleteDialog } from '@egresa/ui/confirm-dialog'
import { Link as HrefLink } from '@egresa/ui/link'
import { Pagination } from '@egresa/ui/pagination'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { otherLanguage } from '../../lib/content-language'
import { WriteButton } from '../conversations/public'
import { CommentWall, FileDownload, useCanReport } from './comment-thread'
import { MembershipPanel } from './membership-panel'
import { ReportButton } from './report-dialog'
import { MembershipBadge } from './workgroup-card'

const noop = () => undefined

/** schema.org data of a group: an `Organization` of alumni. */
export function workgroupJsonLd(group: Workgroup, url: string, image: string | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: group.name,
    description: group.content.slice(0, 300) || undefined,
    url,
    logo: image,
    image,
    foundingDate: group.created_at.slice(0, 10),
  }
}

/** The first words of a text, for a description: up to `max` characters, cut at a word. */
function excerpt(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`
}

export type WorkgroupPageProps = {
  slug: string
  tab: WorkgroupTab
  page: number
  /** The conversation shows only the comments with a file. */
  onlyFiles: boolean
  onOnlyFiles: (onlyFiles: boolean) => void
  /** The address of a section's page. */
  hrefFor: (tab: WorkgroupTab, page: number) => string
}

/**
 * `/{locale}/workgroups/{slug}`: a group, public (shared links, search engines): its description and image,
 * joining, and for whoever may read it the conversation, the files and the members. A private group shows
 * its name and description to anyone, never the rest.
 */
export function WorkgroupPage({ slug, tab, page, onlyFiles, onOnlyFiles, hrefFor }: WorkgroupPageProps) {
  const apiHref = useApiHref()
  const api = useApi()
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const href = useHref()
  const origin = useSiteOrigin()
  const { data: group } = useSuspenseQuery(workgroupQueryOptions(api, slug))
  // A group written in the other language says so; its name and description carry their language.
  const other = otherLanguage(group.language, locale)
  const url = `${origin}${href({ to: '/$locale/workgroups/$slug', params: { locale, slug: group.slug } })}`
  const image = group.image ? new URL(apiHref(group.image), origin || undefined).href : undefined
  usePageHead({
    title: group.name,
    description: excerpt(group.content) || undefined,
    image,
    jsonLd: workgroupJsonLd(group, url, image),
  })
  const tabs: { id: WorkgroupTab; label: string }[] = [
    { id: 'comments', label: t`Conversación` },
    { id: 'files', label: t`Archivos` },
    { id: 'members', label: t`Miembros` },
  ]

  let section: ReactNode
  if (tab === 'files') section = <GroupFiles group={group} page={page} hrefFor={(p) => hrefFor('files', p)} />
  else if (tab === 'members')
    section = <GroupMembers group={group} page={page} hrefFor={(p) => hrefFor('members', p)} />
  else
    section = (
      <CommentWall
        group={group}
        page={page}
        onlyFiles={onlyFiles}
        onOnlyFiles={onOnlyFiles}
        hrefFor={(p) => hrefFor('comments', p)}
      />
    )

  return (
    <article className="flex flex-col gap-6">
      <p>
        <Link to="/$locale/workgroups" params={{ locale }} className="underline">
          <span aria-hidden="true">‹ </span>
          <Trans>Volver a los grupos</Trans>
        </Link>
      </p>
      {group.status !== 'PUBLISHED' ? (
        <p role="status" className="rounded border border-[#b26b00] bg-[#fff7e6] px-4 py-3">
          <Trans>Este grupo aún no está publicado: solo lo ven sus administradores.</Trans>
        </p>
      ) : null}
      <WorkgroupOverview
        group={group}
        locale={i18n.locale}
        lang={other}
        badges={
          <>
            <MembershipBadge group={group} />
            {other ? <OtherLanguageMark language={other} /> : null}
          </>
        }
        aside={
          <>
            <MembershipPanel group={group} />
            {group.can_manage ? (
              <Link
                to="/$locale/user/workgroups/$hash"
                params={{ locale, hash: group.hash }}
                className={`${buttonStyles.secondary} self-start`}
              >
                <Trans>Administrar el grupo</Trans>
              </Link>
            ) : null}
          </>
        }
      />
      {group.can_read ? (
        <div className="flex flex-col gap-6">
          <nav aria-label={t`Secciones del grupo`}>
            <ul className="flex flex-wrap gap-2 border-b border-secondary">
              {tabs.map((item) => (
                <li key={item.id}>
                  <HrefLink
                    href={hrefFor(item.id, 1)}
                    aria-current={item.id === tab ? 'page' : undefined}
                    className={`-mb-px inline-block border-b-4 px-3 py-2 font-bold no-underline ${
                      item.id === tab
                        ? 'border-primary'
                        : 'border-transparent text-muted hover:border-secondary'
                    }`}
                  >
                    {item.label}
                  </HrefLink>
                </li>
              ))}
            </ul>
          </nav>
          {section}
        </div>
      ) : (
        <section aria-labelledby="group-private" className="flex flex-col gap-2 rounded bg-surface p-5">
          <h2 id="group-private" className="text-xl font-bold">
            <Trans>Grupo privado</Trans>
          </h2>
          <p>
            <Trans>Solo sus miembros ven la conversación, los archivos y los miembros de este grupo.</Trans>
          </p>
        </section>
      )}
    </article>
  )
}

/** The files shared in the group's comments, newest first, 6 a page; its administrators delete them. */
function GroupFiles({
  group,
  page,
  hrefFor,
}: {
  group: Workgroup
  page: number
  hrefFor: (p: number) => string
}) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [deleting, setDeleting] = useState<NonNullable<WorkgroupComment['file']> | null>(null)
  const list = useQuery({
    ...workgroupCommentsQueryOptions(api, group.slug, { only_files: 'true', page, size: FILES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled: group.can_read,
  })
  const remove = useMutation({
    mutationFn: (fileHash: string) => deleteManagedFile(api, group.hash, fileHash),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: workgroupsQueryKey })
      notifySuccess(t`Archivo eliminado`)
    },
  })
  return (
    <section aria-labelledby="group-files" className="flex flex-col gap-4">
      <h2 id="group-files" className="text-xl font-bold">
        <Trans>Archivos</Trans>
      </h2>
      {list.data && list.data.items.length === 0 ? (
        <p className="text-muted">
          <Trans>Aún no se ha compartido ningún archivo en este grupo.</Trans>
        </p>
      ) : (
        <ul
          aria-busy={list.isFetching}
          className={`flex flex-col divide-y divide-secondary ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {list.data?.items.map((comment) =>
            comment.file ? (
              <li
                key={comment.hash}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <FileDownload slug={group.slug} file={comment.file} />
                  <p className="text-sm text-muted">
                    {comment.author ? `${comment.author.name} ${comment.author.surname} · ` : null}
                    <time dateTime={comment.created_at}>{formatWhen(comment.created_at, i18n.locale)}</time>
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-4">
                  <FileReport group={group} comment={comment} />
                  {group.can_manage ? (
                    <button
                      type="button"
                      className={buttonStyles.secondary}
                      onClick={() => setDeleting(comment.file)}
                      aria-label={t`Eliminar el archivo ${comment.file.name}`}
                    >
                      <Trans>Eliminar</Trans>
                    </button>
                  ) : null}
                </div>
              </li>
            ) : null,
          )}
        </ul>
      )}
      {list.data ? (
        <Pagination
          page={page}
          maxPages={list.data.maxPages}
          hrefFor={hrefFor}
          label={t`Páginas de archivos`}
        />
      ) : null}
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        isPending={remove.isPending}
        title={<Trans>¿Eliminar este archivo?</Trans>}
        message={<Trans>«{deleting?.name}» se borrará; el comentario se queda sin él.</Trans>}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.hash).then(noop, noop) : undefined)}
      />
    </section>
  )
}

/** Reporting a file to the office, for a member who did not upload it. */
function FileReport({ group, comment }: { group: Workgroup; comment: WorkgroupComment }) {
  const canReport = useCanReport(group, comment.author)
  if (!canReport || !comment.file) return null
  return <ReportButton slug={group.slug} kind="file" hash={comment.file.hash} name={comment.file.name} />
}

/** The group's members, administrators first, 12 a page. */
function GroupMembers({
  group,
  page,
  hrefFor,
}: {
  group: Workgroup
  page: number
  hrefFor: (p: number) => string
}) {
  const api = useApi()
  const { t } = useLingui()
  const list = useQuery({
    ...workgroupMembersQueryOptions(api, group.slug, { page, size: MEMBERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled: group.can_read,
  })
  return (
    <section aria-labelledby="group-members" className="flex flex-col gap-4">
      <h2 id="group-members" className="text-xl font-bold">
        <Trans>Miembros</Trans>
      </h2>
      <ul
        aria-busy={list.isFetching}
        className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {list.data?.items.map((member) => (
          <li key={member.hash} className="flex items-center gap-3 rounded border border-secondary p-3">
            <Avatar src={member.avatar} name={member.name} surname={member.surname} size="sm" />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-bold">
                {member.name} {member.surname}
              </span>
              <span className="text-sm text-muted">
                {member.role === 'ADMINISTRATOR' ? <Trans>Administrador</Trans> : <Trans>Seguidor</Trans>}
              </span>
            </div>
            <WriteButton
              person={member.hash}
              name={`${member.name} ${member.surname}`.trim()}
              className={buttonStyles.secondary}
            />
          </li>
        ))}
      </ul>
      {list.data ? (
        <Pagination
          page={page}
          maxPages={list.data.maxPages}
          hrefFor={hrefFor}
          label={t`Páginas de miembros`}
        />
      ) : null}
    </section>
  )
}
