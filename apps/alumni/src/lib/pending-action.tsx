import { articlesQueryKey, saveArticle, subscribeToArticle } from '@egresa/api-client/articles'
import type { ApiClient } from '@egresa/api-client/client'
import { subscribeToWorkgroup, workgroupsQueryKey } from '@egresa/api-client/workgroups'
import { can, type Permission } from '@egresa/api-contract/permissions'
import { useApi } from '@egresa/ui/app/api'
import { notifyError, notifySuccess } from '@egresa/ui/app/notify'
import { useSignedInUser } from '@egresa/ui/app/site-frame'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import * as v from 'valibot'

// "Finish what sent me to sign in": a guest's click on an action that needs an account (save an article,
// sign up to an event, follow a group) goes to the login page with the page to come back to and the action,
// `?redirect=/es/news/…&action=save-article:<hash>`. The login page keeps the action for this tab only; once
// signed in (password or the university's sign-on), the site does it, says so, and the person is back on the
// page. Only the fixed actions below are taken, each idempotent (it sets, never toggles) and only for the
// roles whose permission it needs; anything else in the address is ignored.

export const pendingActionKinds = ['save-article', 'subscribe-event', 'follow-workgroup'] as const
export type PendingActionKind = (typeof pendingActionKinds)[number]

const pattern = new RegExp(`^(${pendingActionKinds.join('|')}):([A-Za-z0-9_-]{1,64})$`)

/** The login page's `action`: one of the fixed actions and the hash it applies to, or nothing. */
export const PendingActionParam = v.fallback(v.optional(v.pipe(v.string(), v.regex(pattern))), undefined)

/** The `action` of a login link: `pendingAction('save-article', article.hash)`. */
export function pendingAction(kind: PendingActionKind, hash: string): string {
  return `${kind}:${hash}`
}

/** What an action needs and does. */
const actions: Record<
  PendingActionKind,
  { permission: Permission; run: (api: ApiClient, hash: string) => Promise<unknown> }
> = {
  'save-article': { permission: 'articles.save', run: (api, hash) => saveArticle(api, hash, true) },
  'subscribe-event': {
    permission: 'articles.subscribe',
    run: (api, hash) => subscribeToArticle(api, hash, true),
  },
  'follow-workgroup': {
    permission: 'groups.subscribe',
    run: (api, hash) => subscribeToWorkgroup(api, hash, true),
  },
}

const storageKey = 'egresa:pending-action'
/** A kept action older than this is forgotten: the person did not sign in for it. */
const maxAgeMs = 15 * 60_000

/** Keeps the login page's action for this tab (or forgets the one kept, when the page has none). */
export function rememberPendingAction(action: string | undefined): void {
  if (typeof sessionStorage === 'undefined') return
  if (action && pattern.test(action)) {
    sessionStorage.setItem(storageKey, JSON.stringify({ action, at: Date.now() }))
  } else {
    sessionStorage.removeItem(storageKey)
  }
}

/** The kept action, once: it is forgotten as it is read. */
function takePendingAction(): { kind: PendingActionKind; hash: string } | null {
  const kept = sessionStorage.getItem(storageKey)
  if (!kept) return null
  sessionStorage.removeItem(storageKey)
  try {
    const { action, at } = JSON.parse(kept) as { action?: unknown; at?: unknown }
    if (typeof action !== 'string' || typeof at !== 'number' || Date.now() - at > maxAgeMs) return null
    const [, kind, hash] = pattern.exec(action) ?? []
    return kind && hash ? { kind: kind as PendingActionKind, hash } : null
  } catch {
    return null
  }
}

/**
 * Does the kept action once a person is signed in, on whatever page of the site they land, and says so in a
 * toast; the page's data is refreshed so it shows the new state (saved, signed up, following).
 */
export function PendingActionRunner() {
  const { t } = useLingui()
  const user = useSignedInUser()
  const queryClient = useQueryClient()
  const api = useApi()
  useEffect(() => {
    if (!user) return
    const pending = takePendingAction()
    if (!pending) return
    const action = actions[pending.kind]
    // A free member who wanted a Premium action meets the upgrade prompt on the page instead.
    if (!can(user.role, action.permission)) return
    const done = (answer: unknown): string => {
      if (pending.kind === 'save-article') return t`Artículo guardado`
      if (pending.kind === 'subscribe-event') return t`Te has inscrito en el evento`
      // A private group takes a request, which its administrators review.
      const status = (answer as { membership?: { status?: string } | null }).membership?.status
      return status === 'PENDING'
        ? t`Solicitud enviada: un administrador del grupo la revisará`
        : t`Ahora sigues este grupo`
    }
    action.run(api, pending.hash).then(
      async (answer) => {
        notifySuccess(done(answer))
        await queryClient.invalidateQueries({
          queryKey: pending.kind === 'follow-workgroup' ? workgroupsQueryKey : articlesQueryKey,
        })
      },
      (error: unknown) => notifyError(error),
    )
  }, [user, queryClient, api, t])
  return null
}
