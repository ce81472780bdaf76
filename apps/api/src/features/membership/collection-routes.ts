import { collectionEndpoints as e, returnReportUpload } from '@egresa/api-contract/membership'
import { Hono } from 'hono'
import type { Env } from '../../env'
import { requireSignedIn } from '../../lib/auth/require-permission'
import type { AppEnv } from '../../lib/context'
import { ApiError, notFound } from '../../lib/errors'
import type { Locale } from '../../lib/i18n'
import { appOrigins } from '../../lib/links'
import { readUpload } from '../../lib/storage/uploads'
import { validate } from '../../lib/validator'
import { collectionDeps } from './collection-deps'
import { type ReturnItem, recordReturns } from './collection-returns'
import {
  collectionDateOf,
  collectionRunFile,
  exportCollectionRun,
  listCollectionRuns,
} from './collection-runs'
import { Pain002Error, parsePain002 } from './sepa/pain002'
import { isoDay } from './service'

export type CollectionRoutesDeps = { env: Env; now?: () => Date }

/** `remesa-2026-12-01-EGR-….xml`: what the office saves and uploads to the bank. */
export function runFileName(run: { collection_date: string; message_id: string }): string {
  return `remesa-${run.collection_date}-${run.message_id}.xml`
}

function reportError(error: unknown, locale: Locale): never {
  if (!(error instanceof Pain002Error)) throw error
  const message =
    error.code === 'not_xml'
      ? {
          es: 'El archivo no es un XML válido. Sube el informe de devoluciones (pain.002) tal como lo da el banco.',
          en: 'The file is not valid XML. Upload the returns report (pain.002) as the bank gives it.',
        }
      : {
          es: 'El archivo no es un informe de estado de pagos (pain.002). Sube el informe de devoluciones del banco.',
          en: 'The file is not a payment status report (pain.002). Upload the bank’s returns report.',
        }
  throw new ApiError(400, 'validation_failed', { errors: { [returnReportUpload.field]: [message[locale]] } })
}

/** The office's collection runs and returns (docs/membership.md, "Collection runs and returns"). */
export function createCollectionRoutes(deps: CollectionRoutesDeps) {
  const routes = new Hono<AppEnv>()
  const now = deps.now ?? (() => new Date())
  const depsOf = (url: string) => collectionDeps(deps.env, appOrigins(deps.env, url))

  routes.post(
    e.exportCollectionRun.path,
    requireSignedIn(e.exportCollectionRun.permission),
    validate('json', e.exportCollectionRun.request.body),
    async (c) => {
      const at = now()
      const collectionDate = collectionDateOf(c.req.valid('json').date, at, c.var.locale)
      const { run } = await exportCollectionRun(c.var.db, {
        collectionDate,
        now: at,
        by: { userId: c.var.session.user.id, label: c.var.session.user.email },
        ...depsOf(c.req.url),
      })
      // Who, when, how many: the export's trace (IBANs and names never reach the log).
      c.var.logger.info(
        { run: run.message_id, by: run.created_by, charges: run.count, totalCents: run.total_cents },
        'collection run exported',
      )
      return c.json(run, 201)
    },
  )

  routes.get(
    e.collectionRuns.path,
    requireSignedIn(e.collectionRuns.permission),
    validate('query', e.collectionRuns.request.query),
    async (c) => c.json(await listCollectionRuns(c.var.db, c.req.valid('query'))),
  )

  routes.get(
    '/usr/admin/collection-runs/:messageId/file',
    requireSignedIn(e.collectionRunFile.permission),
    async (c) => {
      const found = await collectionRunFile(c.var.db, {
        messageId: c.req.param('messageId'),
        ...depsOf(c.req.url),
      })
      if (!found) throw notFound()
      c.var.logger.info(
        { run: found.run.message_id, by: c.var.session.user.email, charges: found.run.count },
        'collection run file downloaded',
      )
      return c.body(found.xml, 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${runFileName(found.run)}"`,
      })
    },
  )

  routes.post(
    e.recordReturn.path,
    requireSignedIn(e.recordReturn.permission),
    validate('json', e.recordReturn.request.body),
    async (c) => {
      const input = c.req.valid('json')
      const result = await recordReturns(c.var.db, {
        items: [
          {
            reference: input.reference,
            reason: input.reason,
            returnedOn: input.returned_on ?? isoDay(now()),
          },
        ],
        actor: c.var.session.user.email,
        lapse: depsOf(c.req.url).lapse,
        locale: c.var.locale,
      })
      if (result.unknown.length)
        throw new ApiError(404, 'not_found', {
          message: {
            es: `Ningún cobro enviado al banco tiene la referencia de mandato o el identificador ${input.reference}.`,
            en: `No charge sent to the bank has the mandate reference or end-to-end id ${input.reference}.`,
          },
        })
      c.var.logger.info(
        { by: c.var.session.user.email, returned: result.returned.length, already: result.already.length },
        'collection return recorded',
      )
      return c.json(result)
    },
  )

  routes.post(e.recordReturnReport.path, requireSignedIn(e.recordReturnReport.permission), async (c) => {
    const upload = await readUpload(c, returnReportUpload.field, { maxBytes: returnReportUpload.maxBytes })
    let report: ReturnType<typeof parsePain002>
    try {
      report = parsePain002(new TextDecoder('utf-8', { fatal: false }).decode(upload.bytes))
    } catch (error) {
      reportError(error, c.var.locale)
    }
    const today = isoDay(now())
    const items: ReturnItem[] = report.rejected.flatMap((r) => {
      const reference = r.endToEndId ?? r.mandateReference
      return reference ? [{ reference, reason: r.reason ?? '', returnedOn: today }] : []
    })
    if (items.length === 0 && (report.groupStatus === 'RJCT' || report.rejectedBlocks.length)) {
      throw new ApiError(409, 'conflict', {
        message: {
          es: 'El banco ha rechazado el fichero entero o un bloque sin detallar los cobros: no se ha registrado ninguna devolución. Revisa el motivo con el banco.',
          en: 'The bank refused the whole file or a block without listing its charges: no return was recorded. Check the reason with the bank.',
        },
      })
    }
    const result = await recordReturns(c.var.db, {
      items,
      actor: c.var.session.user.email,
      lapse: depsOf(c.req.url).lapse,
    })
    c.var.logger.info(
      {
        by: c.var.session.user.email,
        report: report.originalMessageId,
        returned: result.returned.length,
        already: result.already.length,
        unknown: result.unknown.length,
      },
      'collection returns report recorded',
    )
    return c.json(result)
  })

  return routes
}
