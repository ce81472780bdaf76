import {
  collectionEndpoints as e,
  RETURN_REPORT_MAX_TRANSACTIONS,
  returnReportUpload,
} from '@egresa/api-contract/membership'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Env } from '../../env'
import type { AppEnv } from '../../lib/context'
import { endpointRoute } from '../../lib/endpoint-route'
import { ApiError, notFound } from '../../lib/errors'
import { translate } from '../../lib/i18n'
import { appOrigins } from '../../lib/links'
import { readUpload } from '../../lib/storage/uploads'
import { collectionDeps } from './collection-deps'
import { type ReturnItem, recordReturns } from './collection-returns'
import {
  collectionDateOf,
  collectionRunFile,
  exportCollectionRun,
  listCollectionRuns,
} from './collection-runs'
import { type Pain002Error, Pain002Refused, parsePain002, type StatusReport } from './sepa/pain002'
import { isoDay } from './service'

export type CollectionRoutesDeps = { env: Env; now?: () => Date }

/** `remesa-2026-12-01-EGR-….xml`: what the office saves and uploads to the bank. */
export function runFileName(run: { collection_date: string; message_id: string }): string {
  return `remesa-${run.collection_date}-${run.message_id}.xml`
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

/** Why a returns report was refused (the command prints it in English). */
export function reportRefusal(reason: Pain002Error): MessageDescriptor {
  switch (reason.code) {
    case 'not_xml': {
      const { line } = reason
      return msg`El archivo no es un XML válido (falla en la línea ${line}). Sube el informe de devoluciones (pain.002) tal como lo da el banco.`
    }
    case 'doctype':
      return msg`El archivo lleva una declaración de tipo de documento (DOCTYPE), que un informe del banco no lleva: no se ha leído. Sube el informe de devoluciones (pain.002) tal como lo da el banco.`
    case 'too_deep': {
      const { max } = reason
      return msg`El archivo anida más de ${max} elementos unos dentro de otros: no es un informe del banco. Sube el informe de devoluciones (pain.002) tal como lo da el banco.`
    }
    case 'element_name': {
      // An XML name cannot hold markup, but may be long.
      const name = reason.name.length > 40 ? `${reason.name.slice(0, 40)}…` : reason.name
      return msg`El archivo tiene un elemento <${name}>, que un informe pain.002 no tiene. Sube el informe de devoluciones (pain.002) tal como lo da el banco.`
    }
    case 'not_status_report':
      return msg`El archivo no es un informe de estado de pagos (pain.002). Sube el informe de devoluciones del banco.`
    case 'too_many_transactions': {
      const { max } = reason
      return msg`El informe tiene más de ${max} operaciones, el máximo que se registra de una vez: no se ha registrado nada. Pide al banco el informe en partes más pequeñas.`
    }
  }
}

// The report's upload is refused as it is read, at its own cap rather than the app's 12 MB for uploads: at
// once from a Content-Length over it, else once that much has come (the form's own few hundred bytes
// count too).
const reportBodyLimit = bodyLimit({
  maxSize: returnReportUpload.maxBytes,
  onError: () => {
    const max = megabytes(returnReportUpload.maxBytes)
    const transactions = RETURN_REPORT_MAX_TRANSACTIONS
    throw new ApiError(413, 'payload_too_large', {
      message: msg`El archivo ocupa más de ${max} MB, el máximo de un informe de devoluciones (hasta ${transactions} operaciones).`,
    })
  },
})

/** The office's collection runs and returns (docs/membership.md, "Collection runs and returns"). */
export function createCollectionRoutes(deps: CollectionRoutesDeps) {
  const routes = new Hono<AppEnv>()
  const now = deps.now ?? (() => new Date())
  const depsOf = (url: string) => collectionDeps(deps.env, appOrigins(deps.env, url))

  endpointRoute(routes, e.exportCollectionRun, async (c) => {
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
  })

  endpointRoute(routes, e.collectionRuns, async (c) =>
    c.json(await listCollectionRuns(c.var.db, c.req.valid('query'))),
  )

  endpointRoute(routes, e.collectionRunFile, async (c) => {
    const found = await collectionRunFile(c.var.db, {
      messageId: c.req.valid('param').messageId,
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
  })

  endpointRoute(routes, e.recordReturn, async (c) => {
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
        message: msg`Ningún cobro enviado al banco tiene la referencia de mandato o el identificador ${{ reference: input.reference }}.`,
      })
    c.var.logger.info(
      { by: c.var.session.user.email, returned: result.returned.length, already: result.already.length },
      'collection return recorded',
    )
    return c.json(result)
  })

  endpointRoute(routes, e.recordReturnReport, { before: [reportBodyLimit] }, async (c) => {
    const upload = await readUpload(c, returnReportUpload.field, { maxBytes: returnReportUpload.maxBytes })
    let report: StatusReport
    try {
      report = await parsePain002(new TextDecoder('utf-8', { fatal: false }).decode(upload.bytes), {
        maxTransactions: RETURN_REPORT_MAX_TRANSACTIONS,
      })
    } catch (error) {
      if (!(error instanceof Pain002Refused)) throw error
      throw new ApiError(400, 'validation_failed', {
        errors: { [returnReportUpload.field]: [translate(c.var.locale, reportRefusal(error.reason))] },
      })
    }
    const today = isoDay(now())
    const items: ReturnItem[] = report.rejected.flatMap((r) => {
      const reference = r.endToEndId ?? r.mandateReference
      return reference ? [{ reference, reason: r.reason ?? '', returnedOn: today }] : []
    })
    if (items.length === 0 && (report.groupStatus === 'RJCT' || report.rejectedBlocks.length)) {
      throw new ApiError(409, 'conflict', {
        message: msg`El banco ha rechazado el fichero entero o un bloque sin detallar los cobros: no se ha registrado ninguna devolución. Revisa el motivo con el banco.`,
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
