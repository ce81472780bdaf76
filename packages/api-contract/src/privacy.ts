import * as v from 'valibot'
import type { Endpoint } from './endpoint'

// A person's rights over their data (GDPR, docs/privacy.md): "download my data", erasing one's account and the
// consent records.

/** How long a finished export can be downloaded, in days. */
export const DATA_EXPORT_DAYS = 7

export const dataExportStatuses = ['building', 'ready', 'failed', 'expired'] as const
export type DataExportStatus = (typeof dataExportStatuses)[number]

/** A ZIP of everything the portal holds about the person who asked (art. 15 and 20). */
export const DataExport = v.object({
  id: v.string(),
  /** `building` until the ZIP is stored; `ready` until `expires_at`, then `expired`; `failed` to ask again. */
  status: v.picklist(dataExportStatuses),
  requested_at: v.string(),
  ready_at: v.nullable(v.string()),
  expires_at: v.nullable(v.string()),
  /** The ZIP's size in bytes, once built. */
  size: v.nullable(v.number()),
})
export type DataExport = v.InferOutput<typeof DataExport>

/** The last export the person asked for, or null. */
export const LatestDataExport = v.object({ export: v.nullable(DataExport) })
export type LatestDataExport = v.InferOutput<typeof LatestDataExport>

export const DataExportParams = v.object({ id: v.pipe(v.string(), v.uuid()) })

export const requestDataExport = {
  method: 'POST',
  path: '/usr/users/exports',
  summary:
    'Download my data: starts building a ZIP of everything the portal holds about the caller (a mail says when it is ready); asked again while one is being built, answers that one',
  tag: 'users',
  permission: 'profile.edit',
  apiKey: true,
  response: { status: 201, body: DataExport },
} as const satisfies Endpoint

export const latestDataExport = {
  method: 'GET',
  path: '/usr/users/exports/latest',
  summary: 'The last data export the caller asked for, and its state',
  tag: 'users',
  permission: 'profile.read',
  apiKey: true,
  response: { status: 200, body: LatestDataExport },
} as const satisfies Endpoint

export const downloadDataExport = {
  method: 'GET',
  path: '/usr/users/exports/{id}',
  summary: 'The ZIP of one of the caller’s data exports, for the caller only',
  tag: 'users',
  permission: 'profile.read',
  apiKey: true,
  request: { params: DataExportParams },
  conflict: 'the export is still being built',
  gone: 'the export has expired',
  response: { status: 200, contentType: 'application/zip' },
} as const satisfies Endpoint

/** Days between asking to erase one's account and the erasure, by default (ERASURE_GRACE_DAYS). */
export const ERASURE_GRACE_DAYS = 14

/** The current password confirms the erasure; an account without one (single sign-on) signs in again instead. */
export const EraseAccountInput = v.object({
  password: v.optional(v.pipe(v.string(), v.maxLength(1024))),
})
export type EraseAccountInput = v.InferOutput<typeof EraseAccountInput>

/** An erasure asked for: when it happens (signing in before cancels it). */
export const AccountErasure = v.object({ erase_after: v.string() })
export type AccountErasure = v.InferOutput<typeof AccountErasure>

export const eraseAccount = {
  method: 'POST',
  path: '/usr/users/erasure',
  summary:
    'Erase my account: confirmed with the current password (an account without one: signed in again in the last 10 minutes); every session ends, and the account is erased after the grace period unless the person signs in before',
  tag: 'users',
  permission: 'profile.edit',
  apiKey: true,
  request: { body: EraseAccountInput },
  response: { status: 200, body: AccountErasure },
} as const satisfies Endpoint

/** What a consent record is about (docs/privacy.md, "Consent records"). */
export const consentKinds = ['conditions', 'privacy', 'newsletter', 'job_alerts', 'cookies'] as const
export type ConsentKind = (typeof consentKinds)[number]

/** The documents a signed-in person must accept again when their version changes. */
export const policyKinds = ['conditions', 'privacy'] as const
export type PolicyKind = (typeof policyKinds)[number]

/**
 * A consent given or withdrawn in the apps: the policies accepted again after a change (granted only), or the
 * cookie banner's choice of a signed-in person.
 */
export const ConsentInput = v.object({
  kind: v.picklist(['conditions', 'privacy', 'cookies']),
  granted: v.boolean(),
})
export type ConsentInput = v.InferOutput<typeof ConsentInput>

export const recordConsent = {
  method: 'POST',
  path: '/usr/users/consents',
  summary:
    'Records a consent of the caller with the current version of its text: a policy accepted again after it changed (`granted` true), or the cookie choice',
  tag: 'users',
  permission: 'profile.edit',
  apiKey: true,
  request: { body: ConsentInput },
  response: { status: 204 },
} as const satisfies Endpoint

export const privacyEndpoints = {
  recordConsent,
  requestDataExport,
  latestDataExport,
  downloadDataExport,
  eraseAccount,
} as const satisfies Record<string, Endpoint>
