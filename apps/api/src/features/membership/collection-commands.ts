// `pnpm admin membership:export|runs|run-file|return|returns-report`: the office's collection runs and
// returns from the command line (docs/membership.md, "Collection runs and returns").
import { readFile, rm, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import {
  CollectionRunInput,
  RETURN_REPORT_MAX_TRANSACTIONS,
  ReturnInput,
} from '@egresa/api-contract/membership'
import { issueMessage } from '@egresa/validators/issue-messages'
import * as v from 'valibot'
import { type Command, type CommandContext, UsageError } from '../../lib/commands'
import { ApiError, ownMessage } from '../../lib/errors'
import { translate } from '../../lib/i18n'
import { appOrigins } from '../../lib/links'
import { type CollectionDeps, collectionDeps } from './collection-deps'
import { recordReturns } from './collection-returns'
import { reportRefusal, runFileName } from './collection-routes'
import {
  collectionDateOf,
  collectionRunFile,
  exportCollectionRun,
  listCollectionRuns,
} from './collection-runs'
import { Pain002Refused, parsePain002, type StatusReport } from './sepa/pain002'
import { isoDay } from './service'

/** Who the run and the returns are recorded as, when the office works from the command line. */
export const CLI_ACTOR = 'cli'

/** An ApiError of the services (nothing due, no creditor id...) as the operator's mistake, in English. */
function asUsage(error: unknown): never {
  if (error instanceof ApiError) {
    const fields = Object.values(error.options.errors ?? {}).flat()
    throw new UsageError(ownMessage(error, 'en') ?? (fields.join('; ') || error.reason))
  }
  throw error
}

/** `--name value` options and the remaining positional arguments. */
function options(args: string[], names: readonly string[]) {
  const found: Record<string, string> = {}
  const rest: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string
    const name = arg.startsWith('--') ? arg.slice(2) : null
    if (name === null) {
      rest.push(arg)
      continue
    }
    if (!names.includes(name)) throw new UsageError(`unknown option --${name}`)
    const value = args[i + 1]
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`)
    found[name] = value
    i++
  }
  return { found, rest }
}

/** A date option, read with the rule (real day, range) the API applies to the same field. */
const dateOption = (schema: v.GenericSchema<unknown, string | undefined>, value: string, what: string) => {
  const result = v.safeParse(schema, value, { lang: 'en' })
  if (result.success && result.output !== undefined) return result.output
  const problems = result.issues?.map((issue) => issueMessage(issue, { lang: 'en' })) ?? []
  throw new UsageError(`${what}: ${problems.join(' ')}`)
}

// The file holds IBANs: only its owner may read it, and an existing file is never overwritten.
async function writeRunFile(path: string, xml: string) {
  try {
    await writeFile(path, xml, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new UsageError(`${path} exists already`)
    throw error
  }
}

const formatEuros = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')} EUR`

/** The collection commands; `deps` for tests (the configuration's creditor, vault and lapse otherwise). */
export function collectionCommands(deps?: (ctx: CommandContext) => CollectionDeps): Record<string, Command> {
  const depsOf = deps ?? ((ctx: CommandContext) => collectionDeps(ctx.env, appOrigins(ctx.env)))
  return {
    'membership:export': {
      usage: 'membership:export [--date YYYY-MM-DD] [--out file.xml]',
      summary:
        'export every SEPA charge due on or before the date (default two days ahead) into one pain.008 file for the bank',
      run: async (ctx) => {
        const { found, rest } = options(ctx.args, ['date', 'out'])
        if (rest.length) throw new UsageError(`unexpected ${rest.join(' ')}`)
        const { creditor, decrypt } = depsOf(ctx)
        const now = new Date()
        const date =
          found.date === undefined
            ? undefined
            : dateOption(CollectionRunInput.entries.date, found.date, '--date')
        let written: string | null = null
        const { run } = await exportCollectionRun(ctx.database.db, {
          collectionDate: (() => {
            try {
              return collectionDateOf(date, now, 'en')
            } catch (error) {
              return asUsage(error)
            }
          })(),
          now,
          by: { userId: null, label: CLI_ACTOR },
          creditor,
          decrypt,
          // Relative to where `pnpm admin` runs (the repository's root) or, through a running server, to
          // where that server was started: an absolute path is the sure one.
          deliver: async (file) => {
            const path = resolve(found.out ?? runFileName(file.run))
            await writeRunFile(path, file.xml)
            written = path
          },
        }).catch(async (error: unknown) => {
          // Written, then the transaction failed: the file must not reach the bank.
          if (written) await rm(written, { force: true })
          return asUsage(error)
        })
        ctx.print(
          `${run.message_id}: ${run.count} charges, ${formatEuros(run.total_cents)}, collected on ${run.collection_date}`,
        )
        for (const block of run.blocks)
          ctx.print(`  ${block.sequence}\t${block.count}\t${formatEuros(block.total_cents)}`)
        ctx.print(`file: ${written} (sha256 ${run.file_sha256})`)
      },
    },
    'membership:runs': {
      usage: 'membership:runs',
      summary: 'list the collection runs exported, newest first',
      run: async ({ database, print }) => {
        const list = await listCollectionRuns(database.db, { page: 1, size: 100 })
        for (const r of list.items) {
          print(
            `${r.message_id}\t${r.collection_date}\t${r.count}\t${formatEuros(r.total_cents)}\t${r.returned} returned\t${r.created_by}\t${r.created_at}`,
          )
        }
        print(`${list.total} runs${list.total > 100 ? ' (the newest 100 shown)' : ''}`)
      },
    },
    'membership:run-file': {
      usage: 'membership:run-file <message id> [--out file.xml]',
      summary: "write a run's pain.008 file again, built from its recorded charges",
      run: async (ctx) => {
        const { found, rest } = options(ctx.args, ['out'])
        const [messageId] = rest
        if (!messageId || rest.length > 1) throw new UsageError('the message id of the run is missing')
        const { creditor, decrypt } = depsOf(ctx)
        const file = await collectionRunFile(ctx.database.db, { messageId, creditor, decrypt }).catch(asUsage)
        if (!file) throw new UsageError(`no collection run has the message id ${messageId}`)
        const path = resolve(found.out ?? runFileName(file.run))
        await writeRunFile(path, file.xml)
        ctx.print(`file: ${path} (${file.run.count} charges, sha256 ${file.run.file_sha256})`)
      },
    },
    'membership:return': {
      usage: 'membership:return <mandate reference | end-to-end id> <reason code> [--on YYYY-MM-DD]',
      summary:
        'record a debit the bank returned or refused: the member lapses to the free tier and is mailed (twice is harmless)',
      run: async (ctx) => {
        const { found, rest } = options(ctx.args, ['on'])
        const [reference, reason] = rest
        if (!reference || !reason || rest.length > 2)
          throw new UsageError('give the mandate reference (or end-to-end id) and the reason code')
        if (!/^[A-Za-z0-9]{4}$/.test(reason))
          throw new UsageError('the reason code is four letters or digits (AC04, AM04, MD01, MS02...)')
        const returnedOn =
          found.on === undefined
            ? isoDay(new Date())
            : dateOption(ReturnInput.entries.returned_on, found.on, '--on')
        const { lapse } = depsOf(ctx)
        const result = await recordReturns(ctx.database.db, {
          items: [{ reference, reason: reason.toUpperCase(), returnedOn }],
          actor: CLI_ACTOR,
          lapse,
          locale: 'en',
        }).catch(asUsage)
        if (result.unknown.length)
          throw new UsageError(
            `no charge sent to the bank has the mandate reference or end-to-end id ${reference}`,
          )
        printResult(ctx, result)
      },
    },
    'membership:returns-report': {
      usage: 'membership:returns-report <pain.002 file>',
      summary: "record every debit a bank's pain.002 status report rejects",
      run: async (ctx) => {
        const [path] = ctx.args
        if (!path || ctx.args.length > 1) throw new UsageError('the path of the report is missing')
        let text: string
        try {
          text = await readFile(resolve(path), 'utf8')
        } catch {
          throw new UsageError(`${path} cannot be read`)
        }
        let report: StatusReport
        try {
          report = await parsePain002(text, { maxTransactions: RETURN_REPORT_MAX_TRANSACTIONS })
        } catch (error) {
          if (error instanceof Pain002Refused)
            throw new UsageError(`${path}: ${translate('en', reportRefusal(error.reason))}`)
          throw error
        }
        const today = isoDay(new Date())
        const items = report.rejected.flatMap((r) => {
          const reference = r.endToEndId ?? r.mandateReference
          return reference ? [{ reference, reason: r.reason ?? '', returnedOn: today }] : []
        })
        if (items.length === 0 && (report.groupStatus === 'RJCT' || report.rejectedBlocks.length))
          throw new UsageError(
            'the bank refused the whole file or a block without listing its charges: nothing recorded',
          )
        const { lapse } = depsOf(ctx)
        printResult(ctx, await recordReturns(ctx.database.db, { items, actor: CLI_ACTOR, lapse }))
      },
    },
  }
}

function printResult(ctx: CommandContext, result: Awaited<ReturnType<typeof recordReturns>>) {
  for (const r of result.returned)
    ctx.print(`returned\t${r.mandate}\t${r.end_to_end_id}\t${r.reason}\t${r.user.email}\tnow ${r.user.role}`)
  for (const r of result.already)
    ctx.print(`already\t${r.mandate}\t${r.end_to_end_id}\t${r.reason}\t${r.user.email}`)
  for (const reference of result.unknown) ctx.print(`unknown\t${reference}`)
  ctx.print(
    `${result.returned.length} returned, ${result.already.length} already recorded, ${result.unknown.length} unknown`,
  )
}
