// Test support of workgroups: groups created through the API and published by the office, comments sent as
// the apps send them (a multipart form with the `data` part). Only imported by *.test.ts files.
import { defaultWorkgroupLimits, type WorkgroupLimits } from '../features/workgroups/limits'
import type { TestApp } from './harness'
import type { Actor } from './jobs'

export type Group = { hash: string; slug: string }

/**
 * Limits of comments and files that the feature tests, which write many at once as one person, never reach;
 * the server's own are proved in security/workgroups.test.ts.
 */
export const roomyWorkgroupLimits: WorkgroupLimits = {
  ...defaultWorkgroupLimits,
  commentsPerMinute: 1000,
  commentsPerHour: 1000,
  filesPerMinute: 1000,
  filesPerHour: 1000,
  reportsPerMinute: 1000,
  reportsPerHour: 1000,
}

/** A group of `owner`, written through the API; submitted and approved by `office` unless it stays a draft. */
export async function groupOf(
  t: TestApp,
  owner: Actor,
  office: Actor | null,
  input: { name: string; type?: 'PUBLIC' | 'PRIVATE'; content?: string; language?: 'es' | 'en' },
): Promise<Group> {
  const res = await t.request('/usr/workgroups', {
    json: { type: 'PUBLIC', content: 'Un grupo para compartir experiencias.', ...input },
    token: owner.token,
  })
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`)
  const group = (await res.json()) as Group
  if (office) {
    const submit = await t.request(`/usr/workgroups/${group.hash}`, {
      method: 'PATCH',
      json: { status: 'PENDING' },
      token: owner.token,
    })
    if (submit.status !== 200) throw new Error(`submit: ${submit.status} ${await submit.text()}`)
    const approve = await t.request(`/usr/admin/workgroups/${group.hash}/approve`, {
      method: 'POST',
      token: office.token,
    })
    if (approve.status !== 200) throw new Error(`approve: ${approve.status} ${await approve.text()}`)
  }
  return group
}

/** The multipart form of a comment: its fields as the `data` part, and the file if any. */
export function commentForm(
  data: Record<string, unknown>,
  file?: { bytes: Uint8Array; name: string; type: string },
): FormData {
  const body = new FormData()
  body.set('data', JSON.stringify(data))
  if (file)
    body.set('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }))
  return body
}

export async function postComment(
  t: TestApp,
  slug: string,
  token: string,
  data: Record<string, unknown>,
  file?: { bytes: Uint8Array; name: string; type: string },
  locale: 'es' | 'en' = 'es',
) {
  const res = await t.request(`/api/workgroups/${slug}/comments`, {
    method: 'POST',
    body: commentForm(data, file),
    token,
    locale,
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { hash: string } }
}

/** Follows a public group or asks to join a private one. */
export async function join(t: TestApp, id: string, token: string, subscribed = true) {
  const res = await t.request(`/api/workgroups/${id}/subscribe`, {
    method: 'PATCH',
    json: { subscribed },
    token,
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}
