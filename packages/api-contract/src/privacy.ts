import * as v from 'valibot'
import type { Endpoint } from './endpoint'

// A person's rights over their data (GDPR, docs/privacy.md): "download my data" for now; the erasure and the
// consent records join this module.

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

export const privacyEndpoints = {
  requestDataExport,
  latestDataExport,
  downloadDataExport,
} as const satisfies Record<string, Endpoint>
